import { parsedResumeSchema, type ParsedResume } from '../../../shared/schemas/documents';
import { parseResume } from './parse-resume';
import { readFixturesOf, type FixtureOf } from './read-fixtures';

/**
 * How the parser's tests measure it against fixture CVs: a folder of NN-name.txt, each with the result a
 * careful human recruiter would extract (NN-name.json), scored field by field. The tuned fixtures and the
 * held-out ones are scored the same way, so their figures can be compared.
 */

export type Fixture = FixtureOf<ParsedResume>;

/** The fixtures of one folder, in name order, each with the parse a careful recruiter would make. */
export const readFixtures = (folder: URL): Fixture[] => readFixturesOf(folder, parsedResumeSchema);

const norm = (value: string | undefined) => (value ?? '').normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

export interface Check {
  field: string;
  ok: boolean;
  expected?: string;
  got?: string;
}

export function score(expected: ParsedResume, got: ParsedResume): Check[] {
  const checks: Check[] = [];
  const same = (field: string, want: string | undefined, have: string | undefined) =>
    checks.push({ field, ok: norm(want) === norm(have), expected: want ?? '', got: have ?? '' });

  for (const key of ['firstName', 'lastName', 'email', 'phone', 'location', 'linkedin'] as const) {
    same(`personalInfo.${key}`, expected.personalInfo[key], got.personalInfo[key]);
  }

  const gotSkills = new Set(got.skills.map(norm));
  for (const skill of expected.skills) checks.push({ field: `skill "${skill}"`, ok: gotSkills.has(norm(skill)) });

  for (const language of expected.languages) {
    const found = got.languages.find((entry) => norm(entry.language) === norm(language.language));
    checks.push({ field: `language ${language.language}`, ok: found !== undefined });
    same(`language ${language.language} proficiency`, language.proficiency, found?.proficiency);
  }

  expected.workExperience.forEach((job, index) => {
    const match = got.workExperience[index];
    for (const key of ['position', 'company', 'location', 'duration'] as const) same(`job ${index + 1} ${key}`, job[key], match?.[key]);
    const achievements = new Set((match?.achievements ?? []).map(norm));
    job.achievements.forEach((line, at) =>
      checks.push({ field: `job ${index + 1} achievement ${at + 1}`, ok: achievements.has(norm(line)), expected: line }),
    );
  });

  // These fixtures were written before the parser kept a grade apart; they expect it in the degree.
  const schools = got.education.map((school) => ({ ...school, degree: degreeWithGrade(school) }));
  expected.education.forEach((entry, index) => {
    // The entry with the same qualification, else the one in the same place.
    const match = schools.find((candidate) => norm(candidate.degree) === norm(entry.degree)) ?? schools[index];
    for (const key of ['degree', 'institution', 'year'] as const) same(`education ${index + 1} ${key}`, entry[key], match?.[key]);
  });

  for (const kind of expected.excludedDetails) checks.push({ field: `excluded ${kind}`, ok: got.excludedDetails.includes(kind) });
  // Nothing invented: as many entries as the CV has, and no personal detail it did not have.
  same('number of jobs', String(expected.workExperience.length), String(got.workExperience.length));
  same('number of education entries', String(expected.education.length), String(got.education.length));
  same('number of languages', String(expected.languages.length), String(got.languages.length));
  for (const kind of got.excludedDetails) {
    if (!expected.excludedDetails.includes(kind)) checks.push({ field: `excluded ${kind} (not in the CV)`, ok: false });
  }
  return checks;
}

/** "KCSE" with grade "C+" as these fixtures write it: "KCSE – Mean Grade C+" ("KCPE – 312 marks"). */
function degreeWithGrade(school: ParsedResume['education'][number]): string {
  if (!school.grade) return school.degree;
  // A degree's class ("Second Class Honours (Upper Division)") follows the degree after a comma.
  if (!/^[A-E][+-]?(\s|$)|marks$/i.test(school.grade)) return `${school.degree}, ${school.grade}`;
  const grade = school.grade.replace(/\s*\((plus|minus|plain)\)$/i, '');
  return `${school.degree} – ${/marks$/i.test(grade) ? grade : `Mean Grade ${grade}`}`;
}

export interface Measurement {
  accuracy: number;
  /** The figure, one line per fixture, then every miss. */
  report: string;
  /** Fixtures whose result does not match parsedResumeSchema. */
  invalid: string[];
}

/** Parses every fixture and scores the results together ("<label>: 93.1 % (412/442 fields)"). */
export function measure(label: string, fixtures: readonly Fixture[]): Measurement {
  let passed = 0;
  let total = 0;
  const rows: string[] = [];
  const misses: string[] = [];
  const invalid: string[] = [];
  for (const fixture of fixtures) {
    const got = parseResume(fixture.text);
    if (!parsedResumeSchema.safeParse(got).success) invalid.push(fixture.name);
    const checks = score(fixture.expected, got);
    const ok = checks.filter((check) => check.ok).length;
    passed += ok;
    total += checks.length;
    rows.push(`${fixture.name.padEnd(48)} ${((100 * ok) / checks.length).toFixed(1).padStart(5)} %  (${ok}/${checks.length})`);
    for (const check of checks.filter((item) => !item.ok)) {
      misses.push(
        `  ✗ ${fixture.name}: ${check.field}: expected ${JSON.stringify(check.expected ?? '')}, got ${JSON.stringify(check.got ?? '')}`,
      );
    }
  }
  const accuracy = total === 0 ? 0 : passed / total;
  return {
    accuracy,
    report: [`${label}: ${(100 * accuracy).toFixed(1)} % (${passed}/${total} fields)`, ...rows, ...misses].join('\n'),
    invalid,
  };
}

const PERSONAL_LABEL =
  /^(date of birth|d\.?o\.?b|age|gender|sex|marital status|religion|tribe|id no\.?|id number|national id|passport no\.?)\s*[:.]?\s*(.+)$/i;

/** The values of the personal-detail lines in a CV ("14th March 1991", "28456173", "Married", "Christian"). */
export function personalValues(text: string): string[] {
  const values: string[] = [];
  for (const line of text.split('\n')) {
    const match = PERSONAL_LABEL.exec(line.trim());
    const value = match?.[2]?.trim();
    if (value) values.push(value);
  }
  return values;
}

/** Referees' names, phones (as written and as the parser would write them) and e-mails. */
export function refereeTraces(text: string): string[] {
  const traces: string[] = [];
  let inReferees = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (/^(referees|references)\s*:?$/i.test(line)) {
      inReferees = true;
      continue;
    }
    if (!inReferees || line.length === 0) continue;
    for (const phone of line.match(/(\+254|0)[\d ]{9,12}\d/g) ?? []) {
      const digits = phone.replace(/\D/g, '').replace(/^254/, '').replace(/^0/, '');
      traces.push(phone.trim(), `+254 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`);
    }
    for (const email of line.match(/[\w.+-]+@[\w.-]+\.\w+/g) ?? []) traces.push(email);
    const match = /^(?:\d+\.\s*)?((?:Mr|Mrs|Ms|Dr|Sr|Eng|Capt|Chef)\.?\s+)?(?:\(Rtd\)\s+)?([A-Z][a-z]+(?: [A-Z][a-z]+)+)/.exec(line);
    // A referee's name: after a title ("Dr. Peter Kamau"), or first on a line with their phone or e-mail.
    if (match?.[2] && (match[1] || /\d|@/.test(line))) traces.push(match[2]);
  }
  return traces;
}

/**
 * The values of `traces` (personal details, referees' names and numbers) that the parser's result for the
 * fixture contains. A value the result should carry anyway is no leak ("Tribe: Luhya" beside "Languages:
 * …, Luhya").
 */
export function leaks(fixture: Fixture, traces: readonly string[]): string[] {
  const output = JSON.stringify(parseResume(fixture.text)).toLowerCase();
  const expected = JSON.stringify(fixture.expected).toLowerCase();
  return traces.filter((trace) => {
    const value = trace.toLowerCase();
    return output.includes(value) && !expected.includes(value);
  });
}
