import { companyScore, roleScore } from '../parse/vocabulary';
import { isKnownPlace, isPlaceList } from '../parse/places';
import { wordCount } from '../common/text';
import type { Role } from './experience';

/**
 * What the writer may build a sentence from (docs/product.md#documents): a title that looks like a title and
 * an employer that looks like an employer. The parser's fields may be wrong (a wrapped bullet read as a job,
 * the employer in the title's place); a sentence from a doubtful field is nonsense ("As a Tamarind Group,
 * Mombasa with experience at Sous Chef"), so a doubtful field is left out of sentences. The parse/ word lists
 * are read, never changed.
 */

/** Header words a table row leaves in a field ("YEAR INSTITUTION QUALIFICATION"). */
const HEADER_WORD = /\b(?:period|employer|position held|institution|qualification|designation|duration)\b/i;
const SENTENCE_LIKE = /[;:!?]|\.\s|^(?:and|or|with|to|of|for|in|by|the)\b|\b(?:and|or|with|to|of|for|in|by|the|a|an|at)$/i;

export function looksLikeTitle(text: string): boolean {
  const value = text.trim();
  if (!value || wordCount(value) > 7 || /\d{3,}/.test(value) || HEADER_WORD.test(value) || SENTENCE_LIKE.test(value)) return false;
  if (isKnownPlace(value) || isPlaceList(value)) return false;
  // A job-title word is needed: a wrapped bullet ("local fruit") or a skill ("Git") read as a title has none.
  return roleScore(value) > companyScore(value);
}

export function looksLikeCompany(text: string): boolean {
  const value = text.trim();
  if (!value || wordCount(value) > 10 || HEADER_WORD.test(value) || SENTENCE_LIKE.test(value)) return false;
  if (isKnownPlace(value) || isPlaceList(value)) return false;
  return roleScore(value) === 0 || companyScore(value) > roleScore(value);
}

/** A role with title and employer swapped back when the parser clearly swapped them ("Tamarind Group" as the title). */
export function withFieldsInPlace<T extends Pick<Role, 'position' | 'company'>>(role: T): T {
  const swapped =
    role.position &&
    role.company &&
    companyScore(role.position) > roleScore(role.position) &&
    roleScore(role.company) > companyScore(role.company);
  return swapped ? { ...role, position: role.company, company: role.position } : role;
}

/** The title and employer a sentence may name ('' for a doubtful one). */
export function sureFacts(role: Pick<Role, 'position' | 'company'>): { title: string; company: string } {
  const inPlace = withFieldsInPlace(role);
  return {
    title: looksLikeTitle(inPlace.position) ? inPlace.position : '',
    company: looksLikeCompany(inPlace.company) ? inPlace.company : '',
  };
}
