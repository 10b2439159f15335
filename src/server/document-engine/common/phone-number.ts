import { formatKenyanMobile } from '../../../shared/phone';

/**
 * One way to write a phone number, for the parser and the writer alike: a Kenyan mobile in the international
 * form a Canadian employer dials, "+254 722 418 306", read by the product's one Kenyan reader
 * (src/shared/phone.ts, docs/product.md#phone-numbers). Another number with a country code is kept as written
 * (spaces tidied). Anything else is not a phone number: undefined.
 */
export function normalisePhone(written: string): string | undefined {
  const kenyan = formatKenyanMobile(written);
  if (kenyan) return kenyan;
  let digits = 0;
  for (const char of written) if (char >= '0' && char <= '9') digits += 1;
  const international = written.trimStart().replace(/^\(/, '').startsWith('+');
  if (international && digits >= 8 && digits <= 15) return written.trim().replace(/\s+/g, ' ');
  return undefined;
}
