import { normalisePhone } from '../common/phone-number';
import { collapseWhitespace } from '../common/text';

/**
 * The member's phone number as a Canadian employer dials it (see normalisePhone); what is not a phone
 * number is kept as the member typed it, whitespace tidied.
 */
export function formatInternationalPhone(raw: string | undefined): string {
  const typed = collapseWhitespace(raw);
  return typed ? (normalisePhone(typed) ?? typed) : '';
}

/** Whether a phone number (as typed or formatted) is Kenyan. */
export function isKenyanPhone(raw: string | undefined): boolean {
  return formatInternationalPhone(raw).startsWith('+254 ');
}
