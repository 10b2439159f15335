import { PROVINCE_NAMES_BY_CODE, PROVINCES, SEARCH_MAX_LENGTH, isProvinceCode, type Province } from '../../../shared/constants';
import type { ParsedResume } from '../../../shared/schemas/documents';

/**
 * What a job alert can start from in the member's saved My profile (docs/product.md#job-alerts): the words of
 * their latest job title and, when the profile's location is in Canada, its province. Only a start: the member
 * edits both before subscribing, and the search on screen comes first.
 */
export interface AlertPrefill {
  keywords: string;
  province: Province | undefined;
}

const CURRENT_ROLE = /\b(?:present|to date|current(?:ly)?|now|ongoing)\b/i;

/** The latest role's title: the one still held (its end says "Present" or "To date"), else the first listed. */
export function latestJobTitle(profile: ParsedResume): string {
  const roles = profile.workExperience.filter((role) => role.position.trim());
  const current = roles.find((role) => CURRENT_ROLE.test(role.end ?? '') || CURRENT_ROLE.test(role.duration));
  return (current ?? roles[0])?.position.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH) ?? '';
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+(?:and|&)\s+/g, ' & ');

/**
 * The Canadian province a location names ("Calgary, Alberta", "Brampton, ON", "Québec"), or undefined: most
 * members live in Kenya ("Nyeri, Kenya"), and a town is never guessed into a province.
 */
export function provinceIn(location: string): Province | undefined {
  const text = ` ${folded(location).replace(/[^\p{L}&]+/gu, ' ')} `;
  const named = PROVINCES.find((province) => text.includes(` ${folded(province)} `));
  if (named) return named;
  const last = location.split(',').at(-1)?.trim() ?? '';
  return isProvinceCode(last) ? PROVINCE_NAMES_BY_CODE[last] : undefined;
}

/** The alert's start from a saved profile; empty without one. */
export function alertPrefillFrom(profile: ParsedResume | null | undefined): AlertPrefill {
  if (!profile) return { keywords: '', province: undefined };
  return { keywords: latestJobTitle(profile), province: provinceIn(profile.personalInfo.location) };
}
