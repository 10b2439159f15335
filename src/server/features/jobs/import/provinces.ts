import { PROVINCE_NAMES_BY_CODE, PROVINCES, type Province } from '../../../../shared/constants';

/**
 * Canada Post codes → the product's province names (the shared map; checked against data/reference), indexable
 * by any code read from a file.
 */
export const PROVINCE_BY_CODE: Readonly<Record<string, Province>> = PROVINCE_NAMES_BY_CODE;

const foldName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();

const CODE_BY_NAME = new Map<string, string>([
  ...Object.entries(PROVINCE_BY_CODE).map(([code, name]) => [foldName(name), code] as const),
  ...Object.keys(PROVINCE_BY_CODE).map((code) => [code.toLowerCase(), code] as const),
  ['yukon territory', 'YT'],
  ['newfoundland', 'NL'],
]);

/** ESDC's label for rows whose employer is in Canada but has its head office abroad. */
export const isHeadOfficeOutsideCanada = (value: string) => /head office outside of canada/i.test(value);

/** 'Newfoundland and Labrador', 'Québec', 'ON' → the Canada Post code; undefined when not a province. */
export const provinceCodeFor = (value: string): string | undefined => CODE_BY_NAME.get(foldName(value));

// Keeps the map and the shared list from drifting apart.
if (Object.values(PROVINCE_BY_CODE).length !== PROVINCES.length) throw new Error('PROVINCE_BY_CODE must cover every PROVINCES entry');
