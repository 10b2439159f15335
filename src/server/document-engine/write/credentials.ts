import licenceEquivalents from '../data/licence-equivalents.json';
import { collapseWhitespace } from '../common/text';

/**
 * Kenyan credentials in the terms a Canadian employer reads (docs/product.md#documents): KCSE becomes
 * "Kenyan secondary school diploma (KCSE)", KCPE (primary school) is dropped, weak grades are not printed,
 * and a driving licence class with a clear Canadian counterpart says so (data/licence-equivalents.json).
 */

const KCPE = /\bKCPE\b|Kenya Certificate of Primary Education|\bCPE\b/i;
const KCSE = /\bKCSE\b|Kenya Certificate of Secondary Education|\bK\.C\.S\.E\b/i;
export const KCSE_IN_CANADIAN_TERMS = 'Kenyan secondary school diploma (KCSE)';

/**
 * Weak grades: a KCSE mean grade below C+ (C, C-, D+, D, D-, E — C+ is the university-entry grade) and a
 * bare "Pass". They say little to an employer and read as a weakness, so they are left out.
 */
const KCSE_GRADE = /\b(?:mean\s+)?grade\s*[:-]?\s*([A-E])\s*(\+|-|\(\s*(?:plus|minus|plain)\s*\))?/i;
const WEAK_KCSE = new Set(['C', 'C-', 'D+', 'D', 'D-', 'E']);

function normaliseGrade(letter: string, sign: string | undefined): string {
  const lower = (sign ?? '').toLowerCase();
  const suffix = lower.includes('plus') || lower === '+' ? '+' : lower.includes('minus') || lower === '-' ? '-' : '';
  return `${letter.toUpperCase()}${suffix}`;
}

export function isWeakGrade(grade: string, kcse: boolean): boolean {
  const text = collapseWhitespace(grade);
  if (/^pass$/i.test(text)) return true;
  if (!kcse) return false;
  const match = /^(?:mean\s+grade\s*)?([A-E])\s*(\+|-|\(\s*(?:plus|minus|plain)\s*\))?$/i.exec(text);
  return match ? WEAK_KCSE.has(normaliseGrade(match[1] ?? '', match[2])) : false;
}

export interface SchoolEntry {
  degree: string;
  institution: string;
  year: string;
  grade?: string | undefined;
}

/** The entry in Canadian terms, or undefined when it is dropped (KCPE). */
export function inCanadianTerms(entry: SchoolEntry): SchoolEntry | undefined {
  const all = `${entry.degree} ${entry.institution}`;
  if (KCPE.test(all) && !KCSE.test(all)) return undefined;
  if (!KCSE.test(all)) {
    const grade = entry.grade && !isWeakGrade(entry.grade, false) ? entry.grade : undefined;
    return { ...entry, grade };
  }
  // "KCSE, Kagumo High School – Mean Grade C+ (plus)": the school and the grade may sit inside the credential.
  const inDegree = KCSE_GRADE.exec(entry.degree);
  const rawGrade = entry.grade ?? (inDegree ? normaliseGrade(inDegree[1] ?? '', inDegree[2]) : '');
  const grade = rawGrade && !isWeakGrade(rawGrade, true) ? `Mean Grade ${rawGrade.replace(/^mean\s+grade\s*/i, '')}` : undefined;
  // A grade's leftover ("(plus)") read as the school is no school.
  let institution = /^[(\s]*(?:plus|minus|plain)?[)\s]*$/i.test(entry.institution) ? '' : entry.institution;
  if (!institution) {
    const rest = entry.degree
      .replace(KCSE_GRADE, ' ')
      .replace(KCSE, ' ')
      .replace(/\(\s*(?:plus|minus|plain)\s*\)/gi, ' ')
      .replace(/\b(?:19|20)\d{2}\b/g, ' ');
    const school = /((?:\p{Lu}[\p{L}'.-]*\s+){0,4}(?:Secondary|High|Girls|Boys|Academy|School)(?:\s+\p{Lu}[\p{L}'.-]*){0,3})/u.exec(rest);
    institution = school ? collapseWhitespace(school[1]) : '';
  }
  const year = entry.year || (entry.degree.match(/\b(?:19|20)\d{2}\b/g) ?? []).join(' – ');
  return { degree: KCSE_IN_CANADIAN_TERMS, institution, year, grade };
}

/** "Kenyan secondary school diploma (KCSE), Kagumo High School, 2015" style parts, without empty ones. */
export function credentialLine(entry: SchoolEntry): string {
  return [entry.degree, entry.grade, entry.institution, entry.year].filter(Boolean).join(', ');
}

const DRIVING = /\bdriv(?:ing|er'?s?)\b|\blicen[cs]e\b|\bDL\b|\bNTSA\b/i;

/**
 * A licence as the member wrote it, with the Canadian counterpart of its highest mapped class:
 * "Driving Licence Class B, C, CE (Class CE: equivalent to Class 1 (tractor-trailer) after provincial testing)".
 */
export function licenceInCanadianTerms(licence: string): string {
  const text = collapseWhitespace(licence);
  if (!DRIVING.test(text) || !/\bclass(?:es)?\b|\b(?:BCE|CE|C1|B|C|D)\b/i.test(text)) return text;
  const classes = new Set((text.toUpperCase().match(/\b[A-G]\d?E?\b/g) ?? []).map((value) => value.trim()));
  // "BCE" (a common way to write B, C and CE together).
  if (/\bBCE\b/i.test(text)) ['B', 'C', 'CE'].forEach((value) => classes.add(value));
  const mapped = licenceEquivalents.drivingClasses.find(({ kenyanClass }) => classes.has(kenyanClass));
  return mapped ? `${text} (Class ${mapped.kenyanClass}: ${mapped.canadian})` : text;
}
