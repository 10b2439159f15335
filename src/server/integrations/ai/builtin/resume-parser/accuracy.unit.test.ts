import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsedResumeSchema, type ParsedResume } from '../../../../../shared/schemas/documents';
import { parseResume } from './parse-resume';

/**
 * Field-level accuracy of the built-in parser over the fixture CVs (fixtures/NN-name.txt with the result a
 * careful human would extract, NN-name.json), and proof that personal details and referees never leak.
 */

// No database here: a `.unit.test.ts` file runs once, in the PGlite project (vitest.config.ts).

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const REQUIRED_ACCURACY = 0.9;

interface Fixture {
  name: string;
  text: string;
  expected: ParsedResume;
}

const fixtures: Fixture[] = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.txt'))
  .sort()
  .map((file) => ({
    name: file.replace(/\.txt$/, ''),
    text: readFileSync(`${FIXTURES}${file}`, 'utf8'),
    expected: parsedResumeSchema.parse(JSON.parse(readFileSync(`${FIXTURES}${file.replace(/\.txt$/, '.json')}`, 'utf8'))),
  }));

const norm = (value: string | undefined) => (value ?? '').normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

interface Check {
  field: string;
  ok: boolean;
  expected?: string;
  got?: string;
}

function score(expected: ParsedResume, got: ParsedResume): Check[] {
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

  expected.education.forEach((entry, index) => {
    // The entry with the same qualification, else the one in the same place.
    const match = got.education.find((candidate) => norm(candidate.degree) === norm(entry.degree)) ?? got.education[index];
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

const PERSONAL_LABEL =
  /^(date of birth|d\.?o\.?b|age|gender|sex|marital status|religion|tribe|id no\.?|id number|national id|passport no\.?)\s*[:.]?\s*(.+)$/i;

/** The values of the personal-detail lines in a CV ("14th March 1991", "28456173", "Married", "Christian"). */
function personalValues(text: string): string[] {
  const values: string[] = [];
  for (const line of text.split('\n')) {
    const match = PERSONAL_LABEL.exec(line.trim());
    const value = match?.[2]?.trim();
    if (value) values.push(value);
  }
  return values;
}

/** Referees' names, phones (as written and as the parser would write them) and e-mails. */
function refereeTraces(text: string): string[] {
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

describe('built-in résumé parser accuracy over the fixtures', () => {
  it('has fixtures to measure', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(18);
  });

  it(`extracts at least ${REQUIRED_ACCURACY * 100} % of the expected fields`, () => {
    let passed = 0;
    let total = 0;
    const rows: string[] = [];
    const failures: string[] = [];
    for (const fixture of fixtures) {
      const got = parseResume(fixture.text);
      expect(parsedResumeSchema.safeParse(got).success, fixture.name).toBe(true);
      const checks = score(fixture.expected, got);
      const ok = checks.filter((check) => check.ok).length;
      passed += ok;
      total += checks.length;
      rows.push(`${fixture.name.padEnd(42)} ${((100 * ok) / checks.length).toFixed(1).padStart(5)} %  (${ok}/${checks.length})`);
      for (const check of checks.filter((item) => !item.ok)) {
        failures.push(
          `${fixture.name}: ${check.field}: expected ${JSON.stringify(check.expected ?? '')}, got ${JSON.stringify(check.got ?? '')}`,
        );
      }
    }
    const accuracy = passed / total;
    console.log(
      [
        `Résumé parser accuracy: ${(100 * accuracy).toFixed(1)} % (${passed}/${total} fields)`,
        ...rows,
        ...failures.map((line) => `  ✗ ${line}`),
      ].join('\n'),
    );
    expect(accuracy).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });

  it('copies no personal-detail value anywhere into the result', () => {
    let fixturesWithDetails = 0;
    for (const fixture of fixtures) {
      const values = personalValues(fixture.text);
      if (values.length === 0) continue;
      fixturesWithDetails += 1;
      const output = JSON.stringify(parseResume(fixture.text)).toLowerCase();
      for (const value of values) expect(output, `${fixture.name}: "${value}"`).not.toContain(value.toLowerCase());
    }
    expect(fixturesWithDetails).toBeGreaterThanOrEqual(5);
  });

  it('takes nothing from the referees', () => {
    let fixturesWithReferees = 0;
    for (const fixture of fixtures) {
      const traces = refereeTraces(fixture.text);
      if (traces.length === 0) continue;
      fixturesWithReferees += 1;
      const output = JSON.stringify(parseResume(fixture.text)).toLowerCase();
      for (const trace of traces) expect(output, `${fixture.name}: "${trace}"`).not.toContain(trace.toLowerCase());
    }
    expect(fixturesWithReferees).toBeGreaterThanOrEqual(8);
  });
});
