import { DOCUMENT_UI_MESSAGES } from '../../../shared/messages';
import { toast } from '../../components/ui/toast-store';

/** True when every value has text; otherwise says 'Missing Information' once and returns false. */
export function checkRequired(values: readonly string[]): boolean {
  if (values.every((value) => value.trim().length > 0)) return true;
  toast({ ...DOCUMENT_UI_MESSAGES.missingInformation, variant: 'destructive' });
  return false;
}
