/**
 * The sandbox card form's input shaping. Only the shape is checked here: whether a card pays is the
 * payment provider's answer, and the sandbox follows Stripe's test cards for that.
 */

const CARD_MAX_DIGITS = 19;

export const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242', as printed on the card. */
export function formatCardNumber(value: string): string {
  const digits = onlyDigits(value).slice(0, CARD_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1234' → '12/34'. No slash is added after the month alone, so backspace is never stuck on it. */
export function formatExpiry(value: string): string {
  const digits = onlyDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCvc = (value: string) => onlyDigits(value).slice(0, 4);

/** Card numbers are 12 to 19 digits long (ISO/IEC 7812). */
export const isCardNumberShape = (value: string) => /^\d{12,19}$/.test(onlyDigits(value)) && /^[\d ]+$/.test(value.trim());

/** MM/YY with a real month; whether it has passed is the provider's call. */
export const isExpiryShape = (value: string) => /^(0[1-9]|1[0-2])\/\d{2}$/.test(value.trim());

export const isCvcShape = (value: string) => /^\d{3,4}$/.test(value.trim());
