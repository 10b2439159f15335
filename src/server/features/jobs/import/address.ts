import { isHeadOfficeOutsideCanada, provinceCodeFor } from './provinces';

/**
 * ESDC addresses are '<city>, <PROV> <postal code>' ('Mt. Pearl, NL A1N 4R6'), with variations: a
 * truncated or missing postal code, doubled commas, the province repeated in words, a district before or
 * after the city, or a foreign city and post code for head offices outside Canada.
 */
export interface ParsedAddress {
  city: string | null;
  postalCode: string | null;
}

const POSTAL = /\b([A-Z]\d[A-Z])\s*(\d[A-Z]\d)\b/i;
const PARTIAL_POSTAL = /\b[A-Z]\d[A-Z](?:\s+\d[A-Z]?)?\s*$/i;
const PROVINCE_CODE = /^(?:NL|PE|NS|NB|QC|ON|MB|SK|AB|BC|YT|NT|NU)$/i;
const NOISE = /^(?:canada|ne|nw|se|sw|n|s|e|w)$/i;

/**
 * Replaces each '(…)' with a space, as /\([^)]*\)/g would, in time proportional to the text: that pattern
 * read to the end of the text for every '(' after the last ')'.
 */
function removeParenthesised(text: string): string {
  let result = '';
  let copiedUpTo = 0;
  for (let open = text.indexOf('('); open >= 0; open = text.indexOf('(', copiedUpTo)) {
    const close = text.indexOf(')', open + 1);
    if (close < 0) break;
    result += `${text.slice(copiedUpTo, open)} `;
    copiedUpTo = close + 1;
  }
  return result + text.slice(copiedUpTo);
}

export function parseAddress(address: string): ParsedAddress {
  const text = address.trim();
  const postal = POSTAL.exec(text);
  const postalCode = postal ? `${postal[1]!.toUpperCase()} ${postal[2]!.toUpperCase()}` : null;

  const segments = removeParenthesised(text)
    // Rural routes ('Tyne Valley RR#1', 'R. R. # 2') are not part of the place name. '\s*(?:#\s*)?' rather
    // than '\s*#?\s*': the same text, but a run of spaces can be split between them in one way only.
    .replace(/\b(?:R\.?\s?R\.?|RR)\s*(?:#\s*)?\d+\b/gi, ' ')
    .split(',')
    .map((segment) => segment.replace(/\s+/g, ' ').trim());
  // The last segment holds '<PROV> <postal>' or a post code; a lone segment is the city itself.
  if (segments.length > 1) {
    const last = segments[segments.length - 1]!;
    const withoutPostal = last.replace(POSTAL, '').replace(PARTIAL_POSTAL, '').trim();
    const foreignPostCode = /\d/.test(last) && /^[A-Z0-9 -]+$/i.test(last);
    if (withoutPostal === '' || provinceCodeFor(withoutPostal) || foreignPostCode) {
      segments.pop();
    }
  }
  const city = segments.find(
    (segment) => /\p{L}/u.test(segment) && !PROVINCE_CODE.test(segment) && !NOISE.test(segment) && !isHeadOfficeOutsideCanada(segment),
  );
  return { city: city ? city.replace(/\s+/g, ' ') : null, postalCode };
}

/** Lowercase, accents folded, curly apostrophes straightened: compared with lower(cities.ascii_name). */
export const cityKey = (city: string) =>
  city.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘`]/g, "'").toLowerCase().replace(/\s+/g, ' ').trim();

/** An employer's name folded for matching across quarters: case, accents, punctuation and spacing ignored. */
export const employerKey = (employer: string) =>
  employer
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
