import type { ParsedResume, QualityCheckId, QualityScore } from '../../../shared/schemas/documents';
import { parseResume } from '../parse/parse-resume';
import { startsWithActionVerb } from '../write/action-verbs';
import { stem, stemsOf } from '../write/keywords';
import { wordCount } from '../common/text';
import { isKnownPlace } from '../parse/places';
import { sanityProblems } from './sanity';
import { namedLanguages } from '../write/parsed-facts';
import { languageOfSkill } from '../write/languages-to-list';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { ATS_PARTS, CHECK_LABELS, CONTACT_FIELDS, MISSING_SECTIONS, NOT_CANADIAN_DETAILS } from './quality-texts';
import { listWords } from '../../../shared/i18n/list-words';

/**
 * The quality report of a converted resume: nine checks, each scored 0–100 with the reasons a member can act
 * on, and their weighted mean. It measures the produced resume (the parsed CV only says what the member gave:
 * their jobs, languages and referees), so that two byte-identical resumes score the same. The sanity check
 * weighs most and its failures are the parser's, not the member's. docs/quality-score.md explains each.
 * Its words are the member's language (quality-texts.ts); the resume it measures stays English.
 */

export interface QualityInput {
  /** What the parser read from the member's CV (its excludedDetails say what the CV should not have had). */
  parsed: ParsedResume;
  /** The Canadian-format resume made from it. */
  converted: string;
  /** The target job's description, for the keyword check (skipped without one). */
  jobDescription?: string;
  /** The lines of the CV's REFEREES section (refereeLinesOf): none of their names or phones may be in the resume. */
  refereeLines?: readonly string[];
}

type Check = QualityScore['checks'][number];

const WEIGHTS: Record<QualityCheckId, number> = {
  sanity: 30,
  contact: 10,
  quantifiedAchievements: 10,
  actionVerbs: 5,
  length: 5,
  canadianNorms: 10,
  tidiness: 10,
  keywordMatch: 15,
  atsRoundTrip: 5,
};

/** A resume one to two pages long: about 300 to 900 words. */
export const GOOD_LENGTH_WORDS = { min: 300, max: 900 } as const;
/** How many of the job description's most frequent job terms the keyword check looks for. */
export const KEYWORDS_CHECKED = 15;

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));
const check = (id: QualityCheckId, score: number, reasons: string[]): Check => ({
  id,
  label: CHECK_LABELS[id],
  score: Math.max(0, Math.min(100, Math.round(score))),
  weight: WEIGHTS[id],
  reasons,
});

/** The resume's bullets that say something (four words or more: achievements, not one-word skills). */
function achievementBullets(converted: string): string[] {
  return converted
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).replace(/\*\*/g, '').trim())
    .filter((line) => wordCount(line) >= 4);
}

const EMAIL = /[^\s@|·]+@[^\s@|·]+\.[a-z]{2,}/i;
const PHONE = /\+?\d[\d\s().-]{7,}\d/;

function contactCheck(converted: string): Check {
  const lines = converted.split('\n').filter((line) => line.trim());
  const heading = /^# (.*)$/.exec(lines[0] ?? '')?.[1]?.trim() ?? '';
  // The contact line: the first plain line under the name (a template may put a bold headline first).
  const first = lines.slice(1, 4).find((line) => !line.startsWith('#') && !line.startsWith('**')) ?? '';
  const contact = wordCount(first) <= 15 && !/[.!?]$/.test(first) ? first : '';
  const parts = contact.split(/ \| | · /).map((part) => part.trim());
  const phone = PHONE.exec(contact)?.[0] ?? '';
  const fields = [
    [CONTACT_FIELDS.name, heading && !/^(?:resume|applicant)$/i.test(heading)],
    [CONTACT_FIELDS.email, EMAIL.test(contact)],
    [CONTACT_FIELDS.phone, phone],
    [CONTACT_FIELDS.city, parts.some((part) => part && !EMAIL.test(part) && !PHONE.test(part) && !/linkedin/i.test(part))],
  ] as const;
  const missing = fields.filter(([, value]) => !value).map(([name]) => name);
  const reasons = missing.length === 0 ? [m.quality_contact_all_there()] : [m.quality_contact_add({ fields: listWords(missing) })];
  const national = Boolean(phone) && !phone.startsWith('+');
  if (national) reasons.push(m.quality_contact_international_phone());
  return check('contact', percent(fields.length - missing.length, fields.length) - (national ? 10 : 0), reasons);
}

const HAS_NUMBER = /\d/;

function quantifiedCheck(converted: string): Check {
  const achievements = achievementBullets(converted);
  if (achievements.length === 0) return check('quantifiedAchievements', 0, [m.quality_quantified_none()]);
  const withNumbers = achievements.filter((line) => HAS_NUMBER.test(line)).length;
  // A third of the bullets with a number reads as well evidenced; more earns no extra points.
  const score = Math.min(100, percent(withNumbers, Math.ceil(achievements.length / 3)));
  const reasons = [m.quality_quantified_count({ count: String(withNumbers), total: String(achievements.length) })];
  if (score < 100) reasons.push(m.quality_quantified_add());
  return check('quantifiedAchievements', score, reasons);
}

function actionVerbCheck(converted: string): Check {
  const achievements = achievementBullets(converted);
  if (achievements.length === 0) return check('actionVerbs', 0, [m.quality_action_verbs_none()]);
  const strong = achievements.filter((line) => startsWithActionVerb(line)).length;
  const reasons = [m.quality_action_verbs_count({ count: String(strong), total: String(achievements.length) })];
  if (strong < achievements.length) reasons.push(m.quality_action_verbs_add());
  return check('actionVerbs', percent(strong, achievements.length), reasons);
}

/** Length counts headings, role lines, sentences and bullets: a bare line of words adds nothing (docs/quality-score.md). */
function lengthCheck(converted: string): Check {
  const headings = converted
    .split('\n')
    .filter((line) => line.startsWith('#') || line.startsWith('**'))
    .join('\n');
  const words = wordCount(`${headings}\n${sentencesAndBullets(converted)}`);
  const { min, max } = GOOD_LENGTH_WORDS;
  const count = String(words);
  if (words >= min && words <= max) return check('length', 100, [m.quality_length_good({ words: count })]);
  if (words < min) return check('length', percent(words, min), [m.quality_length_short({ words: count, min: String(min) })]);
  return check('length', Math.max(0, 100 - percent(words - max, max)), [m.quality_length_long({ words: count, max: String(max) })]);
}

/** What a Canadian resume never shows, looked for in the resume itself. */
const NOT_CANADIAN: ReadonlyArray<[keyof typeof NOT_CANADIAN_DETAILS, RegExp]> = [
  ['birth', /\b(?:date of birth|d\.o\.b|born on|age\s*[:-]|\d{2} years old)\b/i],
  ['marital', /\bmarital status\b/i],
  ['gender', /\b(?:gender|sex)\s*[:-]/i],
  ['religion', /\b(?:religion|tribe|ethnicity|county of origin)\s*[:-]/i],
  ['identity', /\b(?:id\s*(?:no|number)|national id|passport\s*(?:no|number))\b/i],
  ['photo', /!\[[^\]]*\]\(|<img\b/i],
  ['references', /references (?:are )?available (?:up)?on request/i],
];

function canadianNormsCheck(parsed: ParsedResume, converted: string): Check {
  const found = NOT_CANADIAN.filter(([, pattern]) => pattern.test(converted)).map(([detail]) => NOT_CANADIAN_DETAILS[detail]);
  const reasons = found.length === 0 ? [m.quality_norms_none()] : [m.quality_norms_found({ details: listWords(found) })];
  // Said, never scored: what the CV had and the resume left out (the score is the resume's).
  if (parsed.excludedDetails.length > 0) reasons.push(m.quality_norms_cv_details_left_out());
  return check('canadianNorms', 100 - 25 * found.length, reasons);
}

function tidinessCheck(parsed: ParsedResume): Check {
  const reasons: string[] = [];
  let score = 100;
  const undated = parsed.workExperience.filter((job) => !job.duration).length;
  if (undated > 0) {
    score -= percent(undated, parsed.workExperience.length) / 2;
    reasons.push(m.quality_tidiness_undated({ count: String(undated), total: String(parsed.workExperience.length) }));
  }
  const sections = [
    ['workExperience', parsed.workExperience.length],
    ['education', parsed.education.length],
    ['skills', parsed.skills.length],
  ] as const;
  for (const [name, count] of sections) {
    if (count === 0) {
      score -= 20;
      reasons.push(MISSING_SECTIONS[name]);
    }
  }
  if (reasons.length === 0) reasons.push(m.quality_tidiness_all_there());
  return check('tidiness', score, reasons);
}

/**
 * Words of a posting that are not job terms: its filler ("ensure", "hour", "must"), the employer's side
 * ("company", "candidate"), and pay and schedule words. NOC codes (digits) and places are left out too.
 */
const NOT_JOB_TERMS = new Set(
  (
    'ability able about above across after also apply applicant applicants application based benefits candidate candidates company ' +
    'days duties employer employment ensure equivalent experience full good hire hiring hour hourly hours including ' +
    'job jobs least looking must needed offer other part permanent position preferred required requirement requirements ' +
    'responsibilities role salary schedule shift shifts should skills strong team time wage week weekly well will with ' +
    'work worker workers working year years lmia approved canada canadian province provincial location per plus ' +
    'vacancy vacancies posting start your their they them this that from have into more than while within wanted'
  )
    .split(' ')
    .map(stem),
);

/** The description's most frequent job terms, each with the stem used to look for it. */
function keywordsOf(description: string) {
  const counts = new Map<string, { word: string; count: number }>();
  for (const word of description.split(/[^\p{L}\p{N}+#]+/u)) {
    const lower = word.toLowerCase();
    if (lower.length < 4 || /\d/.test(lower) || !stemsOf(lower).size) continue;
    const key = stem(lower);
    if (NOT_JOB_TERMS.has(key) || isKnownPlace(word)) continue;
    const entry = counts.get(key) ?? { word: lower, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[1].word.localeCompare(b[1].word))
    .slice(0, KEYWORDS_CHECKED)
    .map(([key, { word }]) => ({ stem: key, word }));
}

/**
 * The resume's text where a keyword counts: bullets and sentences. A bare line of words (no bullet, no
 * sentence) does not count, so pasting the posting's words raises nothing (docs/quality-score.md).
 */
export function sentencesAndBullets(converted: string): string {
  return converted
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => {
      if (line.startsWith('- ')) return line.split(/[,·|]/).length <= 4;
      return !line.startsWith('#') && /[.!?]$/.test(line) && wordCount(line) >= 5;
    })
    .join('\n');
}

function keywordCheck(converted: string, jobDescription: string): { check: Check; missing: string[] } {
  const keywords = keywordsOf(jobDescription);
  const present = stemsOf(sentencesAndBullets(converted));
  const missing = keywords.filter((keyword) => !present.has(keyword.stem)).map((keyword) => keyword.word);
  const found = keywords.length - missing.length;
  const reasons = [m.quality_keywords_found({ count: String(found), total: String(keywords.length) })];
  if (missing.length > 0) reasons.push(m.quality_keywords_use({ words: missing.join(', ') }));
  return { check: check('keywordMatch', keywords.length === 0 ? 100 : percent(found, keywords.length), reasons), missing };
}

/** The languages the member gave (the parsed list, or languages among the skills). */
function languagesGiven(parsed: ParsedResume): string[] {
  return [...namedLanguages(parsed.languages), ...parsed.skills.filter((skill) => languageOfSkill(skill))];
}

/** The sanity rules (sanity.ts) on the resume: each failure is a misread of the CV, reported as the parser's. */
function sanityCheck(parsed: ParsedResume, converted: string, refereeLines: readonly string[] | undefined): Check {
  const problems = sanityProblems(converted, {
    languagesGiven: languagesGiven(parsed),
    jobs: parsed.workExperience,
    ...(refereeLines ? { refereeLines } : {}),
  });
  if (problems.length === 0) return check('sanity', 100, [m.quality_sanity_none()]);
  return check(
    'sanity',
    100 - 25 * problems.length,
    problems.map(({ message }) => m.quality_sanity_misread({ problem: message })),
  );
}

/** Renders nothing new: reads the converted text back with the same parser an applicant tracking system would need. */
function atsRoundTripCheck(parsed: ParsedResume, converted: string): Check {
  const reread = parseResume(converted.replace(/^#+ /gm, '').replace(/\*\*/g, ''));
  const expected: Array<[keyof typeof ATS_PARTS, boolean]> = [
    ['name', Boolean(parsed.personalInfo.lastName) && reread.personalInfo.lastName === parsed.personalInfo.lastName],
    ['email', !parsed.personalInfo.email || reread.personalInfo.email === parsed.personalInfo.email],
    ['phone', !parsed.personalInfo.phone || reread.personalInfo.phone.replace(/\D/g, '') === parsed.personalInfo.phone.replace(/\D/g, '')],
    ['jobs', reread.workExperience.length >= parsed.workExperience.length],
    ['education', reread.education.length >= parsed.education.length],
    ['skills', reread.skills.length >= Math.min(parsed.skills.length, 5)],
  ];
  const lost = expected.filter(([, survived]) => !survived).map(([part]) => ATS_PARTS[part]);
  const reasons = lost.length === 0 ? [m.quality_ats_all_kept()] : [m.quality_ats_lost({ parts: listWords(lost) })];
  return check('atsRoundTrip', percent(expected.length - lost.length, expected.length), reasons);
}

export function qualityReport({ parsed, converted, jobDescription, refereeLines }: QualityInput): QualityScore {
  const checks = [
    sanityCheck(parsed, converted, refereeLines),
    contactCheck(converted),
    quantifiedCheck(converted),
    actionVerbCheck(converted),
    lengthCheck(converted),
    canadianNormsCheck(parsed, converted),
    tidinessCheck(parsed),
  ];
  let missingKeywords: string[] = [];
  if (jobDescription?.trim()) {
    const keywords = keywordCheck(converted, jobDescription);
    checks.push(keywords.check);
    missingKeywords = keywords.missing;
  }
  checks.push(atsRoundTripCheck(parsed, converted));
  const totalWeight = checks.reduce((sum, item) => sum + item.weight, 0);
  const overallScore = Math.round(checks.reduce((sum, item) => sum + item.score * item.weight, 0) / totalWeight);
  return { overallScore, checks, missingKeywords };
}
