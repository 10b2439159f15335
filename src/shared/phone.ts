/**
 * Kenyan mobile numbers, read one way for the whole product (docs/product.md#phone-numbers): M-Pesa's
 * checkout, the sign-up and account phone, the résumé parser and writer, and the pages that show a number.
 *
 * Accepted as people write them: 0712 345 678, 712 345 678, +254 712 345 678, 254712345678,
 * 00254 712 345 678, +254 (0) 712 345 678, with spaces, dashes, dots and brackets between the digits and one
 * leading +. Safaricom-style mobiles only: nine significant digits starting with 7 or 1.
 */

/** Longer than any way of writing a Kenyan number: read no further (linear time, bounded work). */
export const PHONE_INPUT_MAX = 32;

const SEPARATORS = ' \u00a0\t-.()';

/** The nine significant digits of a Kenyan mobile (712345678), or null when `written` is none. */
export function kenyanMobileDigits(written: string): string | null {
  if (written.length > PHONE_INPUT_MAX) return null;
  let digits = '';
  let plus = false;
  for (const char of written.trim()) {
    if (char >= '0' && char <= '9') digits += char;
    else if (char === '+' && digits === '' && !plus) plus = true;
    else if (!SEPARATORS.includes(char)) return null;
  }
  let rest: string;
  if (plus) {
    if (!digits.startsWith('254')) return null;
    rest = digits.slice(3);
  } else if (digits.startsWith('00254')) rest = digits.slice(5);
  else if (digits.startsWith('254') && digits.length >= 12) rest = digits.slice(3);
  else if (digits.length === 10 && digits.startsWith('0')) rest = digits.slice(1);
  else rest = digits;
  // "+254 (0) 712…": the trunk 0 written after the country code.
  if (rest.length === 10 && rest.startsWith('0') && rest !== digits) rest = rest.slice(1);
  return rest.length === 9 && (rest.startsWith('7') || rest.startsWith('1')) && /^\d{9}$/.test(rest) ? rest : null;
}

/** Daraja's form, 254712345678, or null (M-Pesa's checkout sends and stores this). */
export function toMpesaPhone(written: string): string | null {
  const nine = kenyanMobileDigits(written);
  return nine ? `254${nine}` : null;
}

/** The form people and Canadian employers read, "+254 712 345 678", or null when `written` is no Kenyan mobile. */
export function formatKenyanMobile(written: string): string | null {
  const nine = kenyanMobileDigits(written);
  return nine ? `+254 ${nine.slice(0, 3)} ${nine.slice(3, 6)} ${nine.slice(6)}` : null;
}

/** The form people type in Kenya, "0712 345 678" (the M-Pesa field's own), or null when `written` is no Kenyan mobile. */
export function localKenyanMobile(written: string): string | null {
  const nine = kenyanMobileDigits(written);
  return nine ? `0${nine.slice(0, 3)} ${nine.slice(3, 6)} ${nine.slice(6)}` : null;
}
