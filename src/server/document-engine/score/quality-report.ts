import type { ParsedResume, QualityCheckId, QualityScore } from '../../../shared/schemas/documents';
import { parseResume } from '../parse/parse-resume';
import { startsWithActionVerb } from '../write/action-verbs';
import { stem, stemsOf } from '../write/keywords';
import { wordCount } from '../common/text';
import { joinList } from '../write/phrasing';
import { isKnownPlace } from '../parse/places';
import { sanityProblems } from './sanity';
import { namedLanguages } from '../write/parsed-facts';
import { languageOfSkill } from '../write/languages-to-list';

/**
 * The quality report of a converted resume: nine checks, each scored 0–100 with the reasons a member can act
 * on, and their weighted mean. It measures the produced resume (the parsed CV only says what the member gave:
 * their jobs, languages and referees), so that two byte-identical resumes score the same. The sanity check
 * weighs most and its failures are the parser's, not the member's. docs/quality-score.md explains each.
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

const LABELS: Record<QualityCheckId, string> = {
  sanity: 'Read correctly from your CV',
  contact: 'Contact details',
  quantifiedAchievements: 'Achievements with numbers',
  actionVerbs: 'Achievements that start with an action verb',
  length: 'Length',
  canadianNorms: 'Canadian resume norms',
  tidiness: 'Dates and sections',
  keywordMatch: 'Keywords from the job description',
  atsRoundTrip: 'Readable by applicant tracking systems',
};

/** A resume one to two pages long: about 300 to 900 words. */
export const GOOD_LENGTH_WORDS = { min: 300, max: 900 } as const;
/** How many of the job description's most frequent job terms the keyword check looks for. */
export const KEYWORDS_CHECKED = 15;

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));
const check = (id: QualityCheckId, score: number, reasons: string[]): Check => ({
  id,
  label: LABELS[id],
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
    ['name', heading && !/^(?:resume|applicant)$/i.test(heading)],
    ['e-mail address', EMAIL.test(contact)],
    ['phone number', phone],
    ['city', parts.some((part) => part && !EMAIL.test(part) && !PHONE.test(part) && !/linkedin/i.test(part))],
  ] as const;
  const missing = fields.filter(([, value]) => !value).map(([name]) => name);
  const reasons = missing.length === 0 ? ['Name, e-mail, phone and city are all there.'] : [`Add your ${joinList(missing)}.`];
  const national = Boolean(phone) && !phone.startsWith('+');
  if (national) reasons.push('Write the phone number in international form (+254 …).');
  return check('contact', percent(fields.length - missing.length, fields.length) - (national ? 10 : 0), reasons);
}

const HAS_NUMBER = /\d/;

function quantifiedCheck(converted: string): Check {
  const achievements = achievementBullets(converted);
  if (achievements.length === 0) return check('quantifiedAchievements', 0, ['List what you achieved in each job, as bullet points.']);
  const withNumbers = achievements.filter((line) => HAS_NUMBER.test(line)).length;
  // A third of the bullets with a number reads as well evidenced; more earns no extra points.
  const score = Math.min(100, percent(withNumbers, Math.ceil(achievements.length / 3)));
  const reasons = [`${withNumbers} of ${achievements.length} achievements give a number (people served, amounts, percentages).`];
  if (score < 100) reasons.push('Add numbers where you can: how many patients, meals, vehicles, clients or shillings.');
  return check('quantifiedAchievements', score, reasons);
}

function actionVerbCheck(converted: string): Check {
  const achievements = achievementBullets(converted);
  if (achievements.length === 0) return check('actionVerbs', 0, ['No achievements to check.']);
  const strong = achievements.filter((line) => startsWithActionVerb(line)).length;
  const reasons = [`${strong} of ${achievements.length} achievements start with an action verb.`];
  if (strong < achievements.length) reasons.push('Start each bullet with a verb such as Managed, Prepared, Trained or Repaired.');
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
  if (words >= min && words <= max) return check('length', 100, [`${words} words: one to two pages.`]);
  if (words < min) return check('length', percent(words, min), [`${words} words: add detail to reach about ${min}.`]);
  return check('length', Math.max(0, 100 - percent(words - max, max)), [`${words} words: shorten to about ${max} (two pages).`]);
}

/** What a Canadian resume never shows, looked for in the resume itself. */
const NOT_CANADIAN: ReadonlyArray<[string, RegExp]> = [
  ['a date of birth or age', /\b(?:date of birth|d\.o\.b|born on|age\s*[:-]|\d{2} years old)\b/i],
  ['marital status', /\bmarital status\b/i],
  ['gender', /\b(?:gender|sex)\s*[:-]/i],
  ['religion or tribe', /\b(?:religion|tribe|ethnicity|county of origin)\s*[:-]/i],
  ['an identity or passport number', /\b(?:id\s*(?:no|number)|national id|passport\s*(?:no|number))\b/i],
  ['a photo', /!\[[^\]]*\]\(|<img\b/i],
  ['"References available upon request"', /references (?:are )?available (?:up)?on request/i],
];

function canadianNormsCheck(parsed: ParsedResume, converted: string): Check {
  const found = NOT_CANADIAN.filter(([, pattern]) => pattern.test(converted)).map(([name]) => name);
  const reasons =
    found.length === 0
      ? ['The resume has none of the personal details Canadian employers do not ask for.']
      : [`The resume shows ${joinList(found)}: Canadian resumes leave these out.`];
  // Said, never scored: what the CV had and the resume left out (the score is the resume's).
  if (parsed.excludedDetails.length > 0)
    reasons.push('Personal details in your CV were left out of the resume, as Canadian employers expect.');
  return check('canadianNorms', 100 - 25 * found.length, reasons);
}

function tidinessCheck(parsed: ParsedResume): Check {
  const reasons: string[] = [];
  let score = 100;
  const undated = parsed.workExperience.filter((job) => !job.duration).length;
  if (undated > 0) {
    score -= percent(undated, parsed.workExperience.length) / 2;
    reasons.push(`${undated} of ${parsed.workExperience.length} jobs have no dates: add month and year, start and end.`);
  }
  const sections = [
    ['work experience', parsed.workExperience.length],
    ['education', parsed.education.length],
    ['skills', parsed.skills.length],
  ] as const;
  for (const [name, count] of sections) {
    if (count === 0) {
      score -= 20;
      reasons.push(`No ${name} section was found.`);
    }
  }
  if (reasons.length === 0) reasons.push('Every job has dates, and experience, education and skills are all there.');
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
  const reasons = [`${found} of the job description's ${keywords.length} main job terms appear in your resume's sentences and bullets.`];
  if (missing.length > 0) reasons.push(`Where they are true of you, use these words in a bullet or sentence: ${missing.join(', ')}.`);
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
  if (problems.length === 0) return check('sanity', 100, ['Nothing in the resume looks misread from your CV.']);
  return check(
    'sanity',
    100 - 25 * problems.length,
    problems.map(({ message }) => `We may have misread your CV: ${message} Check it in your profile before you send this resume.`),
  );
}

/** Renders nothing new: reads the converted text back with the same parser an applicant tracking system would need. */
function atsRoundTripCheck(parsed: ParsedResume, converted: string): Check {
  const reread = parseResume(converted.replace(/^#+ /gm, '').replace(/\*\*/g, ''));
  const expected: Array<[string, boolean]> = [
    ['name', Boolean(parsed.personalInfo.lastName) && reread.personalInfo.lastName === parsed.personalInfo.lastName],
    ['e-mail', !parsed.personalInfo.email || reread.personalInfo.email === parsed.personalInfo.email],
    ['phone', !parsed.personalInfo.phone || reread.personalInfo.phone.replace(/\D/g, '') === parsed.personalInfo.phone.replace(/\D/g, '')],
    ['jobs', reread.workExperience.length >= parsed.workExperience.length],
    ['education', reread.education.length >= parsed.education.length],
    ['skills', reread.skills.length >= Math.min(parsed.skills.length, 5)],
  ];
  const lost = expected.filter(([, survived]) => !survived).map(([name]) => name);
  const reasons =
    lost.length === 0
      ? ['Read back as plain text, the resume keeps its name, contacts, jobs, education and skills.']
      : [`Read back as plain text, these did not come through: ${joinList(lost)}.`];
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
