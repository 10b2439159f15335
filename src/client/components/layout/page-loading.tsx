import { LoaderCircle } from 'lucide-react';
import { m } from '../../../shared/i18n/paraglide/messages.js';

/** Shown while a page's chunk loads; it fades in late so that fast loads do not flash. */
export function PageLoading() {
  return (
    <div role="status" className="delayed-appear flex min-h-[50vh] items-center justify-center gap-3 text-gray-600">
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-blue-600" />
      <span>{m.shell_loading_page()}</span>
    </div>
  );
}
