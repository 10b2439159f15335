import places from '../data/places.json';
import { collapseWhitespace } from '../common/text';
import { splitOutsideBrackets, trimSeparators } from './line-text';

/**
 * Kenyan counties, towns and Nairobi estates (and a few countries and Canadian cities), to tell a place
 * from a company or a job title: "Jua Kali Metal Works, Kariobangi, Nairobi".
 */
const KENYAN_PLACES = Object.values(places.kenyanPlaces).flat();

const COUNTRIES = places.countries;

const FOREIGN_PLACES = places.foreignPlaces;

const PLACES = new Set([...KENYAN_PLACES, ...FOREIGN_PLACES]);
const COUNTRY_SET = new Set(COUNTRIES);
/** Words that end a street or building name rather than a town. */
const STREET_WORDS = new Set(places.streetWords);

/**
 * No place, county or country name is longer than this: longer text is no place, which is decided without
 * normalising it (an address field may be a whole pasted line, and each normalising pass costs a walk).
 */
const MAX_PLACE_CHARS = 60;

function normalisePlace(text: string): string {
  return collapseWhitespace(text.toLowerCase().replace(/[.]/g, ''));
}

function lastWord(text: string): string {
  const words = text.split(' ');
  return words[words.length - 1] ?? '';
}

/** "Kajiado County", "Nairobi City County". */
export function isCounty(text: string): boolean {
  if (text.length > MAX_PLACE_CHARS) return false;
  const normal = normalisePlace(text);
  return normal.endsWith(' county') && normal.split(' ').length <= 4;
}

export function isCountry(text: string): boolean {
  return text.length <= MAX_PLACE_CHARS && COUNTRY_SET.has(normalisePlace(text));
}

/** A street, road or building: part of an address, never the location written on a resume. */
export function isStreet(text: string): boolean {
  // Only the last word counts, so only the end of the text is normalised.
  return STREET_WORDS.has(lastWord(normalisePlace(text.slice(-MAX_PLACE_CHARS)))) || /\d/.test(text);
}

/** A known town, estate, county or country ("Nairobi", "Athi River", "Kajiado County", "Kenya"). */
export function isKnownPlace(text: string): boolean {
  if (text.length > MAX_PLACE_CHARS) return false;
  const normal = normalisePlace(text);
  if (normal.length === 0 || normal.length > 40) return false;
  if (PLACES.has(normal) || COUNTRY_SET.has(normal) || isCounty(normal)) return true;
  // "Nairobi Kenya", "Eldoret town", "Kisii Central"
  const withoutSuffix = normal.replace(/ (town|city|central|east|west|north|south|cbd|area|municipality|sub-county)$/, '');
  return withoutSuffix !== normal && PLACES.has(withoutSuffix);
}

/** Every part of the text, parted by commas or slashes, is a known place: "Karen, Nairobi", "Lodwar / Nairobi". */
export function isPlaceList(text: string): boolean {
  const parts = splitOutsideBrackets(text, ',/');
  return parts.length > 0 && parts.length <= 4 && parts.every((part) => isKnownPlace(part));
}

/** Cuts a postal box off an address: "P.O. Box 4521-00200, Nairobi" → "Nairobi". */
export function stripPostalBox(text: string): string {
  const lower = text.toLowerCase();
  let box = lower.indexOf('box');
  while (box >= 0 && (/\p{L}/u.test(lower.charAt(box - 1)) || /\p{L}/u.test(lower.charAt(box + 3)))) box = lower.indexOf('box', box + 3);
  if (box < 0) return text;
  let index = box + 3;
  // the box number and postal code: digits, spaces, dashes, slashes, commas
  while (index < text.length && /[\d\s\-–/.,:]/.test(text.charAt(index))) index += 1;
  let before = text.slice(0, box).trimEnd();
  // "P.O.", "P. O.", "PO"
  const tail = before.slice(-6).toLowerCase().replace(/[\s.]/g, '');
  if (tail.endsWith('po')) {
    let cut = before.length;
    let letters = 0;
    while (cut > 0 && letters < 2) {
      cut -= 1;
      if (/[a-z]/i.test(before.charAt(cut))) letters += 1;
    }
    before = before.slice(0, cut);
  }
  return trimSeparators(collapseWhitespace(`${before} ${text.slice(index)}`));
}

/** "Nairobi - 00100" → "Nairobi" (a postal code after a dash). */
function withoutPostalCode(part: string): string {
  let end = part.length;
  while (end > 0 && /\d/.test(part.charAt(end - 1))) end -= 1;
  if (end === part.length) return part.trim();
  let dash = end;
  while (dash > 0 && part.charAt(dash - 1) === ' ') dash -= 1;
  if (dash === 0 || part.charAt(dash - 1) !== '-') return part.trim();
  return part.slice(0, dash - 1).trim();
}

/**
 * The place to write on a resume from an address: no postal box or street; a town and its county or region
 * as the member wrote them ("Malindi, Kilifi County", "Eldoret, Uasin Gishu"); from a longer address at most
 * a town and a country ("Athi River, Machakos County, Kenya" → "Athi River, Kenya"; "Embakasi, Nairobi, Kenya"
 * → "Nairobi, Kenya").
 */
export function placeFromAddress(address: string): string {
  const parts = splitOutsideBrackets(stripPostalBox(address), ',;')
    .map((part) => withoutPostalCode(part))
    .filter((part) => part.length > 0 && !isStreet(part));
  if (parts.length === 0) return '';
  if (parts.length === 2 && !isCountry(parts[1] ?? '')) return parts.join(', ');
  const last = parts[parts.length - 1] ?? '';
  const country = isCountry(last) ? last : '';
  const places = (country ? parts.slice(0, -1) : parts).filter((part) => !isCounty(part));
  const counties = (country ? parts.slice(0, -1) : parts).filter((part) => isCounty(part));
  const town = places[places.length - 1] ?? (counties[0] ? counties[0] : '');
  return [town, country].filter((part) => part.length > 0).join(', ');
}
