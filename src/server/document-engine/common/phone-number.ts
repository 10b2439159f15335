/**
 * One way to write a phone number, for the parser and the writer alike: Kenyan mobiles and 01xx numbers in
 * the international form a Canadian employer dials, "+254 722 418 306" — from "0722 418 306", "722418306",
 * "(+254) 722…", "+254-722-…", "+254 (0) 722…" or "00254 722…". Another number with a country code is kept
 * as written (spaces tidied). Anything else is not a phone number: undefined.
 */
export function normalisePhone(written: string): string | undefined {
  let digits = '';
  for (const char of written) if (char >= '0' && char <= '9') digits += char;
  if (digits.startsWith('00254')) digits = digits.slice(2);
  if (digits.startsWith('254')) {
    let rest = digits.slice(3);
    if (rest.length === 10 && rest.startsWith('0')) rest = rest.slice(1);
    if (isKenyanMobile(rest)) return formatKenyan(rest);
  }
  if (digits.length === 10 && digits.startsWith('0') && isKenyanMobile(digits.slice(1))) return formatKenyan(digits.slice(1));
  const international = written.trimStart().replace(/^\(/, '').startsWith('+');
  if (!international && isKenyanMobile(digits)) return formatKenyan(digits);
  if (international && digits.length >= 8 && digits.length <= 15) return written.trim().replace(/\s+/g, ' ');
  return undefined;
}

const isKenyanMobile = (nineDigits: string) => nineDigits.length === 9 && (nineDigits.startsWith('7') || nineDigits.startsWith('1'));

function formatKenyan(nineDigits: string): string {
  return `+254 ${nineDigits.slice(0, 3)} ${nineDigits.slice(3, 6)} ${nineDigits.slice(6)}`;
}
