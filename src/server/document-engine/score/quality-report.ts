import type { ParsedResume, QualityCheckId, QualityScore } from '../../../shared/schemas/documents';
import { parseResume } from '../parse/parse-resume';
import { startsWithActionVerb } from '../write/action-verbs';
import { stem, stemsOf } from '../write/keywords';
import { wordCount } from '../common/text';
import { joinList } from '../write/phrasing';

/**
 * The quality report of a parsed and converted resume: eight checks, each scored 0–100 with the reasons a
 * member can act on, and their weighted mean. The checks and weights are explained in docs/quality-score.md.
 */

export interface QualityInput {
  /** What the parser read from the member's CV (its excludedDetails say what the CV should not have had). */
  parsed: ParsedResume;
  /** The Canadian-format resume made from it. */
  converted: string;
  /** The target job's description, for the keyword check (skipped without one). */
  jobDescription?: string;
}

type Check = QualityScore['checks'][number];

const WEIGHTS: Record<QualityCheckId, number> = {
  contact: 15,
  quantifiedAchievements: 15,
  actionVerbs: 10,
  length: 10,
  canadianNorms: 15,
  tidiness: 10,
  keywordMatch: 15,
  atsRoundTrip: 10,
};

const LABELS: Record<QualityCheckId, string> = {
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
/** How many of the job description's most frequent words the keyword check looks for. */
export const KEYWORDS_CHECKED = 15;

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));
const check = (id: QualityCheckId, score: number, reasons: string[]): Check => ({
  id,
  label: LABELS[id],
  score: Math.max(0, Math.min(100, Math.round(score))),
  weight: WEIGHTS[id],
  reasons,
});

const allAchievements = (parsed: ParsedResume) => parsed.workExperience.flatMap((job) => job.achievements);

function contactCheck({ personalInfo: info }: ParsedResume): Check {
  const fields = [
    ['name', info.firstName && info.lastName],
    ['e-mail address', info.email],
    ['phone number', info.phone],
    ['city', info.location],
  ] as const;
  const missing = fields.filter(([, value]) => !value).map(([name]) => name);
  const reasons = missing.length === 0 ? ['Name, e-mail, phone and city are all there.'] : [`Add your ${joinList(missing)}.`];
  if (info.phone && !info.phone.startsWith('+')) reasons.push('Write the phone number in international form (+254 …).');
  const score = percent(fields.length - missing.length, fields.length) - (info.phone && !info.phone.startsWith('+') ? 10 : 0);
  return check('contact', score, reasons);
}

const HAS_NUMBER = /\d/;

function quantifiedCheck(parsed: ParsedResume): Check {
  const achievements = allAchievements(parsed);
  if (achievements.length === 0) return check('quantifiedAchievements', 0, ['List what you achieved in each job, as bullet points.']);
  const withNumbers = achievements.filter((line) => HAS_NUMBER.test(line)).length;
  // A third of the bullets with a number reads as well evidenced; more earns no extra points.
  const score = Math.min(100, percent(withNumbers, Math.ceil(achievements.length / 3)));
  const reasons = [`${withNumbers} of ${achievements.length} achievements give a number (people served, amounts, percentages).`];
  if (score < 100) reasons.push('Add numbers where you can: how many patients, meals, vehicles, clients or shillings.');
  return check('quantifiedAchievements', score, reasons);
}

function actionVerbCheck(parsed: ParsedResume): Check {
  const achievements = allAchievements(parsed);
  if (achievements.length === 0) return check('actionVerbs', 0, ['No achievements to check.']);
  const strong = achievements.filter((line) => startsWithActionVerb(line)).length;
  const reasons = [`${strong} of ${achievements.length} achievements start with an action verb.`];
  if (strong < achievements.length) reasons.push('Start each bullet with a verb such as Managed, Prepared, Trained or Repaired.');
  return check('actionVerbs', percent(strong, achievements.length), reasons);
}

function lengthCheck(converted: string): Check {
  const words = wordCount(converted);
  const { min, max } = GOOD_LENGTH_WORDS;
  if (words >= min && words <= max) return check('length', 100, [`${words} words: one to two pages.`]);
  if (words < min) return check('length', percent(words, min), [`${words} words: add detail to reach about ${min}.`]);
  return check('length', Math.max(0, 100 - percent(words - max, max)), [`${words} words: shorten to about ${max} (two pages).`]);
}

const DETAIL_NAMES: Record<ParsedResume['excludedDetails'][number], string> = {
  photo: 'a photo',
  dateOfBirth: 'the date of birth',
  age: 'the age',
  gender: 'the gender',
  maritalStatus: 'the marital status',
  religion: 'the religion',
  tribe: 'the tribe',
  nationalId: 'the national ID number',
  passportNumber: 'the passport number',
};

function canadianNormsCheck(parsed: ParsedResume): Check {
  const found = parsed.excludedDetails;
  if (found.length === 0) return check('canadianNorms', 100, ['No personal details that Canadian employers do not ask for.']);
  return check('canadianNorms', 100 - 20 * found.length, [
    `Your CV has ${joinList(found.map((detail) => DETAIL_NAMES[detail]))}. Canadian employers do not ask for these, and they are left out of your new resume.`,
  ]);
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

/** The description's most frequent meaningful words, each with the stem used to look for it. */
function keywordsOf(description: string) {
  const counts = new Map<string, { word: string; count: number }>();
  for (const word of description.toLowerCase().split(/[^\p{L}\p{N}+#]+/u)) {
    if (word.length < 4 || !stemsOf(word).size) continue;
    const key = stem(word);
    const entry = counts.get(key) ?? { word, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[1].word.localeCompare(b[1].word))
    .slice(0, KEYWORDS_CHECKED)
    .map(([key, { word }]) => ({ stem: key, word }));
}

function keywordCheck(converted: string, jobDescription: string): { check: Check; missing: string[] } {
  const keywords = keywordsOf(jobDescription);
  const present = stemsOf(converted);
  const missing = keywords.filter((keyword) => !present.has(keyword.stem)).map((keyword) => keyword.word);
  const found = keywords.length - missing.length;
  const reasons = [`${found} of the job description's ${keywords.length} main words appear in your resume.`];
  if (missing.length > 0) reasons.push(`Where they are true of you, use these words: ${missing.join(', ')}.`);
  return { check: check('keywordMatch', percent(found, keywords.length), reasons), missing };
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

export function qualityReport({ parsed, converted, jobDescription }: QualityInput): QualityScore {
  const checks = [
    contactCheck(parsed),
    quantifiedCheck(parsed),
    actionVerbCheck(parsed),
    lengthCheck(converted),
    canadianNormsCheck(parsed),
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
