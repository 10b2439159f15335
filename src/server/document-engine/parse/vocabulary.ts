import vocabulary from '../data/vocabulary.json';
import { wordsOf } from './line-text';

/**
 * Word lists that tell a job title from an employer, and a qualification from a school. Each list is a
 * set of single lower-case words; a piece of text scores one point for each of its words in a list.
 */

const ROLE_WORDS = new Set(vocabulary.roleWords);

const COMPANY_WORDS = new Set(vocabulary.companyWords);

const DEGREE_WORDS = new Set(vocabulary.degreeWords);
/** Two-word qualifications checked on the raw text. */
const DEGREE_PHRASES = vocabulary.degreePhrases;

const INSTITUTION_WORDS = new Set(vocabulary.institutionWords);

function score(text: string, words: Set<string>): number {
  let total = 0;
  for (const word of wordsOf(text)) if (words.has(word)) total += 1;
  return total;
}

/** How much the text reads like a job title ("Senior Security Supervisor" → 2). */
export function roleScore(text: string): number {
  return score(text, ROLE_WORDS);
}

/** How much the text reads like an employer ("G4S Kenya Ltd" → 2, plus one for an acronym). */
export function companyScore(text: string): number {
  let total = score(text, COMPANY_WORDS);
  if (/^the\s/i.test(text)) total += 1;
  // An acronym or brand with digits: "G4S", "KK", "PKF", "KPLC".
  for (const token of text.split(/\s+/)) {
    if (token.length >= 2 && token.length <= 6 && /^[A-Z][A-Z0-9&]+$/.test(token) && !/^(I|II|III|IV|V)$/.test(token)) total += 1;
  }
  if (text.includes('&')) total += 1;
  return total;
}

/** Reads like a qualification ("Diploma in …", "KCSE", "CPA Part III"). */
export function hasDegreeWord(text: string): boolean {
  const lower = text.toLowerCase();
  if (DEGREE_PHRASES.some((phrase) => lower.includes(phrase))) return true;
  return wordsOf(text).some((word) => DEGREE_WORDS.has(word));
}

/** Reads like a school ("Moi University", "Kenya Utalii College"). */
export function hasInstitutionWord(text: string): boolean {
  return wordsOf(text).some((word) => INSTITUTION_WORDS.has(word));
}
