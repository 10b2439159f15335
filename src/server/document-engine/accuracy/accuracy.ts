import { z } from 'zod';
import type { ParsedResume } from '../../../shared/schemas/documents';
import { readFixturesOf } from '../parse/read-fixtures';

/**
 * The parser's accuracy with invented entries counted, over the Kenyan CV fixtures
 * (parse/fixtures/kenyan-cvs/: NN-name.txt, the text pulled from a .docx or .pdf, and NN-name.json, what a
 * careful human would extract, written before the parser was changed for them):
 *
 *   accuracy = correct fields ÷ (expected fields + spurious entries)
 *
 * Fields. Every non-empty expected value is one field: the name, e-mail, phone, location and summary
 * (contact); each job's title, company, location, start, end and each of its bullets (jobs); each education
 * entry's institution, credential, years and grade (education); each licence or certification (licences);
 * each language and its proficiency (languages); each skill (skills). An empty expected value is no field.
 *
 * Matching. Two texts match when they are equal after NFC, lower case, and every run of characters that is
 * neither a letter nor a digit read as one space: case, whitespace and punctuation are forgiven, content is
 * not (a missing word, an extra word or a lost ĩ/ũ is a miss). On top of that, and only where stated:
 * - name: the same words in any order ("OTIENO, Michael Onyango" is "Michael Onyango Otieno");
 * - phone: the same last nine digits ("0722 906 448" is "+254 722 906 448");
 * - start and end: month names cut to three letters ("June 2021" is "Jun 2021") and "To date", "current",
 *   "now", "ongoing" read as "Present"; the parser's one `duration` is split at its dash or "to";
 * - years: the same set of four-digit years ("2014 – 2018" is "2014-2018");
 * - grade: "+" and "-" after a letter grade read as "plus" and "minus", "(plain)" and a repeated word dropped;
 *   a parser without a grade field may leave the grade inside the credential, and then the credential is
 *   compared with the grade's words and "mean grade" taken out ("KCSE – Mean Grade D+ (plus)" gives credential
 *   "KCSE" and grade "D+");
 * - licence: the words "driving", "licence", "license" and "valid" are framing, dropped on both sides
 *   ("Class: BCE" is "Driving licence class BCE").
 *
 * Entries. Each expected job (education entry) is paired with the parsed one that shares the most matching
 * fields, best pairs first, each parsed entry used once; a pair needs at least one matching field. A parsed
 * job, education entry, skill, language or licence that is paired with, or matches, no expected one is a
 * spurious entry; so is each forbidden string (a referee's name or phone, an ID number, a date of birth, a
 * marital status, a religion, a county of origin or tribe) found anywhere in the parser's output, by its
 * words, or for a phone by its last nine digits.
 */

export const FIELD_KINDS = ['contact', 'jobs', 'education', 'skills', 'languages', 'licences'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

const expectedJobSchema = z.object({
  title: z.string(),
  company: z.string(),
  location: z.string(),
  start: z.string(),
  end: z.string(),
  bullets: z.array(z.string()),
});
const expectedEducationSchema = z.object({ institution: z.string(), credential: z.string(), years: z.string(), grade: z.string() });

export const kenyanCvExpectationSchema = z.object({
  /**
   * Tuned on ("tune") or kept unseen ("holdout"), chosen before the first measurement; or "fresh": written
   * after the first tuning round by someone who never read the parser, and never read while tuning.
   */
  split: z.enum(['tune', 'holdout', 'fresh']),
  occupation: z.string(),
  /** The layout patterns this CV carries, for a reader. */
  patterns: z.array(z.string()),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  summary: z.string().optional(),
  jobs: z.array(expectedJobSchema),
  education: z.array(expectedEducationSchema),
  licences: z.array(z.string()),
  languages: z.array(z.object({ language: z.string(), proficiency: z.string() })),
  skills: z.array(z.string()),
  /** Text that must appear nowhere in the output. */
  forbidden: z.array(z.string()),
});
export type KenyanCvExpectation = z.infer<typeof kenyanCvExpectationSchema>;

export interface KenyanCvFixture {
  name: string;
  text: string;
  expected: KenyanCvExpectation;
}

export const KENYAN_CV_FIXTURES = new URL('../parse/fixtures/kenyan-cvs/', import.meta.url);

/** The fixtures of the folder, in name order (read as the parser's own fixtures are). */
export function readKenyanCvFixtures(folder: URL = KENYAN_CV_FIXTURES): KenyanCvFixture[] {
  return readFixturesOf(folder, kenyanCvExpectationSchema);
}

// ---- matching -------------------------------------------------------------------------------------------

/** Lower case, NFC, every run of non-letters and non-digits one space. */
export function words(value: string | undefined): string {
  return (value ?? '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const same = (a: string | undefined, b: string | undefined) => words(a) !== '' && words(a) === words(b);

function sameName(expected: string, got: string): boolean {
  const sorted = (value: string) => words(value).split(' ').sort().join(' ');
  return words(expected) !== '' && sorted(expected) === sorted(got);
}

function samePhone(expected: string, got: string): boolean {
  const digits = (value: string) => value.replace(/\D/g, '');
  const [a, b] = [digits(expected), digits(got)];
  return a.length >= 9 && b.length >= 9 ? a.slice(-9) === b.slice(-9) : same(expected, got);
}

const MONTH = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/g;
const ONGOING = /\b(to date|todate|date|present|current|currently|now|ongoing)\b/g;

function dateWords(value: string): string {
  return words(value).replace(MONTH, '$1').replace(ONGOING, 'present').replace(/\s+/g, ' ').trim();
}

/** A parsed job's start and end: its own fields if the parser has them, else its duration split in two. */
function jobDates(job: ParsedJob): { start: string; end: string } {
  if (job.start !== undefined || job.end !== undefined) return { start: job.start ?? '', end: job.end ?? '' };
  const parts = job.duration.split(/\s*(?:[–—−-]|\bto\b(?!\s*date))\s*/i).filter((part) => part.trim() !== '');
  if (parts.length === 0) return { start: '', end: '' };
  return { start: parts[0]!, end: parts.length > 1 ? parts[parts.length - 1]! : '' };
}

const sameDate = (expected: string, got: string) => dateWords(expected) !== '' && dateWords(expected) === dateWords(got);

function sameYears(expected: string, got: string): boolean {
  const years = (value: string) => [...new Set(value.match(/\b(19|20)\d\d\b/g) ?? [])].sort().join(' ');
  return years(expected) !== '' && years(expected) === years(got);
}

function gradeWords(value: string): string {
  const marked = value.replace(/\b([A-E])\s*\+/g, '$1 plus ').replace(/\b([A-E])\s*-(?=\s|$|\()/g, '$1 minus ');
  const list = words(marked)
    .split(' ')
    .filter((word) => word !== 'plain' && word !== '');
  return list.filter((word, at) => word !== list[at - 1]).join(' ');
}

const LICENCE_FRAMING = new Set(['driving', 'licence', 'license', 'valid']);
const licenceWords = (value: string) =>
  words(value)
    .split(' ')
    .filter((word) => !LICENCE_FRAMING.has(word))
    .join(' ');
const sameLicence = (expected: string, got: string) => licenceWords(expected) !== '' && licenceWords(expected) === licenceWords(got);

// ---- the parser's output, as far as it goes -------------------------------------------------------------

/** A parsed job, with the fields a later parser may add. */
type ParsedJob = ParsedResume['workExperience'][number] & { start?: string; end?: string };
type ParsedSchool = ParsedResume['education'][number] & { grade?: string; years?: string; credential?: string };
/** The parser's result with the optional fields issue 26 allows it to gain (a summary, licences). */
export type ParsedForScoring = ParsedResume & {
  summary?: string;
  licences?: readonly (string | { name?: string; title?: string })[];
  certifications?: readonly (string | { name?: string; title?: string })[];
};

function parsedLicences(got: ParsedForScoring): string[] {
  const entries = [...(got.licences ?? []), ...(got.certifications ?? [])];
  return entries.map((entry) => (typeof entry === 'string' ? entry : (entry.name ?? entry.title ?? '')));
}

// ---- scoring --------------------------------------------------------------------------------------------

export interface Tally {
  correct: number;
  expected: number;
  spurious: number;
}

export interface FixtureScore {
  byKind: Record<FieldKind, Tally>;
  /** Forbidden strings found in the output (each one spurious). */
  leaks: string[];
  /** Fields missed and entries invented, for a reader ("jobs: job 2 title: expected …"). */
  misses: string[];
}

const emptyTally = (): Tally => ({ correct: 0, expected: 0, spurious: 0 });

/** correct ÷ (expected + spurious), 1 when there is nothing to get right and nothing invented. */
export function ratio(tally: Tally): number {
  const denominator = tally.expected + tally.spurious;
  return denominator === 0 ? 1 : tally.correct / denominator;
}

/** Every kind together, forbidden strings in the output counted as spurious. */
export function overall(score: FixtureScore): Tally {
  const total = emptyTally();
  for (const kind of FIELD_KINDS) {
    total.correct += score.byKind[kind].correct;
    total.expected += score.byKind[kind].expected;
    total.spurious += score.byKind[kind].spurious;
  }
  total.spurious += score.leaks.length;
  return total;
}

interface FieldCheck {
  label: string;
  want: string;
  ok: (want: string) => boolean;
  got: string;
}

/** Pairs expected entries with parsed ones, best pairs first; returns the pairs and the unpaired parsed indexes. */
function pair<E, G>(expected: readonly E[], got: readonly G[], checks: (e: E, g: G) => FieldCheck[]) {
  const candidates: { e: number; g: number; hits: number }[] = [];
  expected.forEach((e, ei) =>
    got.forEach((g, gi) => {
      const hits = checks(e, g).filter((check) => check.want.trim() !== '' && check.ok(check.want)).length;
      if (hits > 0) candidates.push({ e: ei, g: gi, hits });
    }),
  );
  candidates.sort((a, b) => b.hits - a.hits || a.e - b.e || a.g - b.g);
  const pairs = new Map<number, number>();
  const used = new Set<number>();
  for (const candidate of candidates) {
    if (pairs.has(candidate.e) || used.has(candidate.g)) continue;
    pairs.set(candidate.e, candidate.g);
    used.add(candidate.g);
  }
  const unpaired = got.map((_, index) => index).filter((index) => !used.has(index));
  return { pairs, unpaired };
}

function jobChecks(want: KenyanCvExpectation['jobs'][number], got: ParsedJob): FieldCheck[] {
  const dates = jobDates(got);
  const bullets = got.achievements;
  return [
    { label: 'title', want: want.title, got: got.position, ok: (w) => same(w, got.position) },
    { label: 'company', want: want.company, got: got.company, ok: (w) => same(w, got.company) },
    { label: 'location', want: want.location, got: got.location, ok: (w) => same(w, got.location) },
    { label: 'start', want: want.start, got: dates.start, ok: (w) => sameDate(w, dates.start) },
    { label: 'end', want: want.end, got: dates.end, ok: (w) => sameDate(w, dates.end) },
    ...want.bullets.map((bullet, at) => ({
      label: `bullet ${at + 1}`,
      want: bullet,
      got: '',
      ok: (w: string) => bullets.some((line) => same(w, line)),
    })),
  ];
}

function schoolChecks(want: KenyanCvExpectation['education'][number], got: ParsedSchool): FieldCheck[] {
  const credential = got.credential ?? got.degree;
  const gradeInCredential = got.grade === undefined && want.grade !== '';
  const credentialWithoutGrade = () => {
    const drop = new Set([...gradeWords(want.grade).split(' '), 'mean', 'grade']);
    return gradeWords(credential)
      .split(' ')
      .filter((word) => !drop.has(word))
      .join(' ');
  };
  return [
    { label: 'institution', want: want.institution, got: got.institution, ok: (w) => same(w, got.institution) },
    {
      label: 'credential',
      want: want.credential,
      got: credential,
      ok: (w) => same(w, credential) || (gradeInCredential && words(w) === credentialWithoutGrade()),
    },
    { label: 'years', want: want.years, got: got.years ?? got.year, ok: (w) => sameYears(w, got.years ?? got.year) },
    {
      label: 'grade',
      want: want.grade,
      got: got.grade ?? credential,
      ok: (w) => {
        const grade = gradeWords(w);
        if (got.grade !== undefined) return grade === gradeWords(got.grade);
        return ` ${gradeWords(credential)} `.includes(` ${grade} `);
      },
    },
  ];
}

/** Forbidden strings the output contains: by their words, or a phone by its last nine digits. */
export function leaksOf(forbidden: readonly string[], got: ParsedForScoring): string[] {
  const { excludedDetails: _kinds, ...rest } = got;
  const values: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') values.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(rest);
  const text = ` ${values.map(words).join(' | ')} `;
  const digits = values.map((value) => value.replace(/\D/g, ''));
  return forbidden.filter((item) => {
    const itemDigits = item.replace(/\D/g, '');
    if (itemDigits.length >= 9 && digits.some((value) => value.includes(itemDigits.slice(-9)))) return true;
    return words(item) !== '' && text.includes(` ${words(item)} `);
  });
}

/** Scores one parse of a fixture. */
export function scoreParse(want: KenyanCvExpectation, got: ParsedForScoring): FixtureScore {
  const byKind = Object.fromEntries(FIELD_KINDS.map((kind) => [kind, emptyTally()])) as Record<FieldKind, Tally>;
  const misses: string[] = [];
  const field = (kind: FieldKind, label: string, expected: string, ok: boolean, gotValue = '') => {
    if (expected.trim() === '') return;
    byKind[kind].expected += 1;
    if (ok) byKind[kind].correct += 1;
    else misses.push(`${kind}: ${label}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(gotValue)}`);
  };
  const spurious = (kind: FieldKind, what: string) => {
    byKind[kind].spurious += 1;
    misses.push(`${kind}: spurious ${what}`);
  };

  const p = got.personalInfo;
  const name = `${p.firstName} ${p.lastName}`.trim();
  field('contact', 'name', want.name, sameName(want.name, name), name);
  field('contact', 'email', want.email, same(want.email, p.email), p.email);
  field('contact', 'phone', want.phone, samePhone(want.phone, p.phone), p.phone);
  field('contact', 'location', want.location, same(want.location, p.location), p.location);
  field('contact', 'summary', want.summary ?? '', same(want.summary, got.summary), got.summary ?? '');

  const jobs = pair(want.jobs, got.workExperience, jobChecks);
  want.jobs.forEach((job, index) => {
    const at = jobs.pairs.get(index);
    const match = at === undefined ? undefined : got.workExperience[at];
    const checks = match
      ? jobChecks(job, match)
      : jobChecks(job, { position: '', company: '', location: '', duration: '', achievements: [] });
    for (const check of checks)
      field('jobs', `job ${index + 1} ${check.label}`, check.want, match !== undefined && check.ok(check.want), check.got);
  });
  for (const index of jobs.unpaired) {
    const job = got.workExperience[index]!;
    spurious('jobs', `job ${JSON.stringify([job.position, job.company, job.duration].filter(Boolean).join(' | '))}`);
  }

  const schools = pair(want.education, got.education, schoolChecks);
  want.education.forEach((school, index) => {
    const at = schools.pairs.get(index);
    const match = at === undefined ? undefined : got.education[at];
    const checks = schoolChecks(school, match ?? { degree: '', institution: '', year: '' });
    for (const check of checks) {
      field('education', `education ${index + 1} ${check.label}`, check.want, match !== undefined && check.ok(check.want), check.got);
    }
  });
  for (const index of schools.unpaired) {
    const school = got.education[index]!;
    spurious('education', `education ${JSON.stringify([school.degree, school.institution, school.year].filter(Boolean).join(' | '))}`);
  }

  for (const skill of want.skills)
    field(
      'skills',
      `skill ${JSON.stringify(skill)}`,
      skill,
      got.skills.some((have) => same(skill, have)),
    );
  for (const skill of got.skills)
    if (!want.skills.some((wanted) => same(wanted, skill))) spurious('skills', `skill ${JSON.stringify(skill)}`);

  for (const language of want.languages) {
    const found = got.languages.find((have) => same(language.language, have.language));
    field('languages', `language ${language.language}`, language.language, found !== undefined);
    field(
      'languages',
      `${language.language} proficiency`,
      language.proficiency,
      same(language.proficiency, found?.proficiency),
      found?.proficiency,
    );
  }
  for (const language of got.languages) {
    if (!want.languages.some((wanted) => same(wanted.language, language.language)))
      spurious('languages', `language ${JSON.stringify(language.language)}`);
  }

  const licences = parsedLicences(got);
  for (const licence of want.licences)
    field(
      'licences',
      `licence ${JSON.stringify(licence)}`,
      licence,
      licences.some((have) => sameLicence(licence, have)),
    );
  for (const licence of licences)
    if (!want.licences.some((wanted) => sameLicence(wanted, licence))) spurious('licences', `licence ${JSON.stringify(licence)}`);

  const leaks = leaksOf(want.forbidden, got);
  for (const leak of leaks) misses.push(`forbidden: ${JSON.stringify(leak)} is in the output`);
  return { byKind, leaks, misses };
}

// ---- a set of fixtures ----------------------------------------------------------------------------------

export interface FixtureResult {
  name: string;
  split: KenyanCvExpectation['split'];
  score: FixtureScore;
  total: Tally;
}

export interface SetSummary {
  fixtures: number;
  total: Tally;
  byKind: Record<FieldKind | 'forbidden', Tally>;
}

/** Parses every fixture with `parse` and scores it. */
export function measureFixtures(fixtures: readonly KenyanCvFixture[], parse: (text: string) => ParsedForScoring): FixtureResult[] {
  return fixtures.map((fixture) => {
    const score = scoreParse(fixture.expected, parse(fixture.text));
    return { name: fixture.name, split: fixture.expected.split, score, total: overall(score) };
  });
}

/** The results of one split (or all) added up, overall and per kind (forbidden leaks as a kind of their own). */
export function summarise(results: readonly FixtureResult[]): SetSummary {
  const byKind = Object.fromEntries([...FIELD_KINDS, 'forbidden'].map((kind) => [kind, emptyTally()])) as SetSummary['byKind'];
  const total = emptyTally();
  for (const result of results) {
    for (const kind of FIELD_KINDS) {
      const tally = result.score.byKind[kind];
      byKind[kind].correct += tally.correct;
      byKind[kind].expected += tally.expected;
      byKind[kind].spurious += tally.spurious;
    }
    byKind.forbidden.spurious += result.score.leaks.length;
    total.correct += result.total.correct;
    total.expected += result.total.expected;
    total.spurious += result.total.spurious;
  }
  return { fixtures: results.length, total, byKind };
}

/** A kind with nothing expected and nothing invented shows "—". */
const percent = (tally: Tally) => (tally.expected + tally.spurious === 0 ? '—' : `${(100 * ratio(tally)).toFixed(1)} %`);
const counts = (tally: Tally) => `${tally.correct}/(${tally.expected}+${tally.spurious})`;

/** What the fresh set is, printed beside its row. */
export const FRESH_CAPTION = 'fresh (written after the first tuning round, never read while tuning)';

/**
 * The figures as `npm run bench:documents` prints them: per split, per kind, per fixture. "all" is the tuned
 * and held-out halves together (the 24 fixtures the floors in baseline.unit.test.ts were measured on); the
 * fresh set is its own row, so that it says how the parser does on CVs nobody tuned for.
 */
export function accuracyReport(results: readonly FixtureResult[]): string {
  const lines: string[] = [];
  const sets = [
    ['tune', results.filter((result) => result.split === 'tune'), ''],
    ['holdout', results.filter((result) => result.split === 'holdout'), ''],
    ['all', results.filter((result) => result.split !== 'fresh'), '  (tune + holdout)'],
    ['fresh', results.filter((result) => result.split === 'fresh'), `  ${FRESH_CAPTION}`],
  ] as const;
  const kinds = [...FIELD_KINDS, 'forbidden'] as const;
  lines.push(`  ${'set'.padEnd(8)} ${'overall'.padStart(22)}  ${kinds.map((kind) => kind.padStart(10)).join(' ')}`);
  for (const [label, set, caption] of sets) {
    if (set.length === 0) continue;
    const summary = summarise(set);
    const perKind = kinds.map((kind) =>
      (kind === 'forbidden' ? `${summary.byKind.forbidden.spurious} leaks` : percent(summary.byKind[kind])).padStart(10),
    );
    lines.push(`  ${label.padEnd(8)} ${`${percent(summary.total)} ${counts(summary.total)}`.padStart(22)}  ${perKind.join(' ')}${caption}`);
  }
  lines.push('  per fixture:');
  for (const result of results) {
    const perKind = kinds.map((kind) =>
      (kind === 'forbidden' ? `${result.score.leaks.length} leaks` : percent(result.score.byKind[kind])).padStart(10),
    );
    lines.push(
      `    ${result.name.padEnd(38)} ${result.split.padEnd(7)} ${`${percent(result.total)} ${counts(result.total)}`.padStart(20)}  ${perKind.join(' ')}`,
    );
  }
  return lines.join('\n');
}
