import { normalisePhone } from '../common/phone-number';
import { isKnownPlace, isPlaceList, isStreet, placeFromAddress, stripPostalBox } from './places';
import { collapseWhitespace } from '../common/text';
import { capitaliseWord, isAllCaps, splitFields, splitOutsideBrackets, trimSeparators } from './line-text';

/**
 * The member's own details: name, e-mail, phone, place and LinkedIn address, wherever the CV puts them (a
 * header, a "Bio Data" block, the contact column of a two-column layout). Everything is found by walking
 * characters, never by a pattern that could backtrack.
 */

const EMAIL_LOCAL = /[A-Za-z0-9._%+\-']/;
const EMAIL_DOMAIN = /[A-Za-z0-9.-]/;

/** The first e-mail address in a line, or undefined. */
export function findEmail(line: string): string | undefined {
  let at = line.indexOf('@');
  while (at >= 0) {
    let start = at;
    while (start > 0 && EMAIL_LOCAL.test(line.charAt(start - 1))) start -= 1;
    let end = at + 1;
    while (end < line.length && EMAIL_DOMAIN.test(line.charAt(end))) end += 1;
    while (end > at + 1 && (line.charAt(end - 1) === '.' || line.charAt(end - 1) === '-')) end -= 1;
    while (start < at && (line.charAt(start) === '.' || line.charAt(start) === "'")) start += 1;
    const domain = line.slice(at + 1, end);
    const dot = domain.lastIndexOf('.');
    if (start < at && dot > 0 && domain.length - dot - 1 >= 2 && !domain.includes('..')) return line.slice(start, end);
    at = line.indexOf('@', Math.max(end, at + 1));
  }
  return undefined;
}

export function hasEmail(line: string): boolean {
  return findEmail(line) !== undefined;
}

const PHONE_CHARS = '0123456789 +()-.\u00a0';

/** Phone numbers in a line, in order, each written one way. */
export function findPhones(line: string): string[] {
  const phones: string[] = [];
  let index = 0;
  while (index < line.length) {
    const char = line.charAt(index);
    const starts = char === '+' || char === '(' || (char >= '0' && char <= '9');
    // A number glued to letters ("ID28456173") or a postal box ("P.O. Box 1520-40200") is not a phone.
    if (
      !starts ||
      /[\p{L}]/u.test(line.charAt(index - 1)) ||
      line
        .slice(Math.max(0, index - 5), index)
        .toLowerCase()
        .trimEnd()
        .endsWith('box')
    ) {
      index += 1;
      continue;
    }
    let end = index;
    let digits = 0;
    while (end < line.length && PHONE_CHARS.includes(line.charAt(end)) && digits <= 16) {
      if (line.charAt(end) >= '0' && line.charAt(end) <= '9') digits += 1;
      end += 1;
    }
    // Trailing spaces, dashes, dots and an opening bracket belong to what follows.
    let last = end;
    while (last > index && ' -.(\u00a0'.includes(line.charAt(last - 1))) last -= 1;
    const written = line.slice(index, last);
    const phone = digits >= 8 ? normalisePhone(written) : undefined;
    if (phone) phones.push(phone);
    index = Math.max(end, index + 1);
  }
  return phones;
}

export function hasPhone(line: string): boolean {
  return findPhones(line).length > 0;
}

/** A LinkedIn address as written ("linkedin.com/in/…", "https://www.linkedin.com/in/…"). */
export function findLinkedIn(line: string): string | undefined {
  const at = line.toLowerCase().indexOf('linkedin.com');
  if (at < 0) return undefined;
  const stop = ' \t|,;<>()[]"';
  let start = at;
  while (start > 0 && !stop.includes(line.charAt(start - 1))) start -= 1;
  let end = at;
  while (end < line.length && !stop.includes(line.charAt(end))) end += 1;
  while (end > at && '.,'.includes(line.charAt(end - 1))) end -= 1;
  let url = line.slice(start, end);
  // "LinkedIn:linkedin.com/in/x"
  const colon = url.toLowerCase().indexOf(':');
  if (colon >= 0 && !url.toLowerCase().startsWith('http')) url = url.slice(colon + 1);
  return url.length > 'linkedin.com'.length ? url : undefined;
}

export type ContactLabel = 'name' | 'location' | 'address' | 'phone' | 'email' | 'linkedin' | 'title';

const LABELS: [string, ContactLabel][] = [
  ['full name', 'name'],
  ['full names', 'name'],
  ['name', 'name'],
  ['names', 'name'],
  ['location', 'location'],
  ['current location', 'location'],
  ['residence', 'location'],
  ['place of residence', 'location'],
  ['physical address', 'location'],
  ['home address', 'location'],
  ['town', 'location'],
  ['city', 'location'],
  ['based in', 'location'],
  ['current residence', 'location'],
  ['address', 'address'],
  ['postal address', 'address'],
  ['mailing address', 'address'],
  ['phone', 'phone'],
  ['mobile', 'phone'],
  ['telephone', 'phone'],
  ['tel', 'phone'],
  ['cell', 'phone'],
  ['email', 'email'],
  ['e-mail', 'email'],
  ['linkedin', 'linkedin'],
];
const LABEL_MAP = new Map(LABELS);

export interface LabelledValue {
  label: ContactLabel;
  value: string;
}

/** "Name: Joseph Kioko Mutua" → name + "Joseph Kioko Mutua". Labels before a colon only. */
export function labelledValue(line: string): LabelledValue | undefined {
  const colon = line.indexOf(':');
  if (colon <= 0 || colon > 25) return undefined;
  const key = collapseWhitespace(line.slice(0, colon).toLowerCase().replace(/[.]/g, ''));
  const label = LABEL_MAP.get(key);
  if (!label) return undefined;
  return { label, value: line.slice(colon + 1).trim() };
}

const TITLE_LINES = new Set([
  'curriculum vitae',
  'curriculum vitae (cv)',
  'resume',
  'résumé',
  'cv',
  'c.v',
  'c.v.',
  'resumé',
  'curriculum vitae of',
  'resume of',
  'cv of',
]);
const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'eng', 'prof', 'rev', 'sr', 'cpa', 'capt']);

/** Words of a person's name: letters, accents, apostrophes, hyphens, dots ("Wanjĩrũ", "Njoroge-Ogutu", "Ng'ang'a"). */
function isNameWord(word: string): boolean {
  return /^\p{L}[\p{L}\p{M}'’.-]{0,40}$/u.test(word);
}

/** "Faith Atieno Onyango, CPA(K)" → "Faith Atieno Onyango"; "MOSES KIPROTICH" → "Moses Kiprotich". */
export function cleanName(text: string): string | undefined {
  let name = surnameLast(text.trim());
  const comma = name.indexOf(',');
  if (comma > 0) name = name.slice(0, comma);
  const bracket = name.indexOf('(');
  if (bracket > 0) name = name.slice(0, bracket);
  let words = collapseWhitespace(name).split(' ');
  while (words.length > 0 && HONORIFICS.has((words[0] ?? '').toLowerCase().replace(/\.$/, ''))) words = words.slice(1);
  if (words.length < 2 || words.length > 6 || !words.every(isNameWord)) return undefined;
  const shout = isAllCaps(words.join(' '));
  return words.map((word) => (shout ? capitaliseWord(word) : word)).join(' ');
}

/**
 * "OTIENO, Michael Onyango" — the surname first, in capitals, then a comma — read as "Michael Onyango Otieno",
 * given names first as the resume writes them (docs/product.md#documents).
 */
const SURNAME_FIRST =
  /^(\p{Lu}[\p{Lu}\p{M}'’-]+),\s*(\p{Lu}[\p{Ll}\p{M}][\p{L}\p{M}'’-]*(?:\s+\p{Lu}[\p{Ll}\p{M}][\p{L}\p{M}'’-]*){0,3})$/u;

function surnameLast(text: string): string {
  const found = SURNAME_FIRST.exec(text);
  if (!found) return text;
  const surname = found[1] ?? '';
  return `${found[2] ?? ''} ${surname.charAt(0)}${surname.slice(1).toLowerCase()}`;
}

/** A header line that is a name: "GRACE WANJIKU MWANGI", "CURRICULUM VITAE: MOSES …". */
export function nameFromHeaderLine(line: string): string | undefined {
  // "NJOROGE, Kevin Kamau          CHEF DE PARTIE": a header laid out in two columns; the name is on the left.
  const wideGap = /\S(?: {3,}|\t)\S/.exec(line.trim());
  let text = wideGap ? line.trim().slice(0, wideGap.index + 1) : line.trim();
  const lower = text.toLowerCase();
  for (const title of ['curriculum vitae', 'resume', 'résumé', 'cv']) {
    if (
      lower.startsWith(`${title}:`) ||
      lower.startsWith(`${title} -`) ||
      lower.startsWith(`${title} –`) ||
      lower.startsWith(`${title} of `)
    ) {
      text = trimSeparators(text.slice(title.length).replace(/^\s*of\s/i, ''));
      break;
    }
  }
  if (TITLE_LINES.has(text.toLowerCase()) || text.includes('@') || /\d/.test(text)) return undefined;
  return cleanName(text);
}

/** "Grace Wanjiku Mwangi" → first "Grace", last "Wanjiku Mwangi". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const space = name.indexOf(' ');
  if (space < 0) return { firstName: name, lastName: '' };
  return { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

/** The place in a header or contact line ("Cook | Kisumu, Kenya", "Nairobi, Kenya | +254…"), or ''. */
export function placeInLine(line: string): string {
  for (const field of splitFields(line)) {
    if (field.includes('@') || field.toLowerCase().includes('linkedin') || hasPhone(field)) continue;
    const labelled = labelledValue(field);
    const text = labelled ? labelled.value : field;
    const withoutBox = stripPostalBox(text);
    if (withoutBox !== text || isPlaceList(text) || looksLikeAddress(text)) {
      const place = placeFromAddress(text);
      if (place) return place;
    }
  }
  return '';
}

/** "Kiambu Road, Nairobi, Kenya": comma parts ending in a known place or country. */
function looksLikeAddress(text: string): boolean {
  const parts = splitOutsideBrackets(text, ',');
  if (parts.length < 2 || parts.length > 5) return false;
  const last = parts[parts.length - 1] ?? '';
  return isKnownPlace(last) && parts.every((part) => isKnownPlace(part) || isStreet(part) || part.split(' ').length <= 3);
}

/** The place in a labelled address ("Address: P.O. Box 112, Machakos" → "Machakos"). */
export function placeFromAddressValue(value: string): string {
  return placeFromAddress(value);
}
