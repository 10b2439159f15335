import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesResponseSchema, type MatchEmployer } from '../../../shared/schemas/matches';
import type { ParsedResume } from '../../../shared/schemas/documents';
import { emptyProfile } from '../../../shared/schemas/profile';
import { projectRoot } from '../../lib/project-root';
import { signUpMember } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { importLmiaText, importReferenceGroups } from '../../test-support/lmia-import';
import { getMatches } from './service';

/**
 * My matches' ranking (docs/decisions/042-matches.md) on real approvals: the rows of a few NOC codes cut from the
 * three shipped ESDC quarters (nurses, home support workers, plumbers, electrical engineers and meat-processing
 * workers: employers in several codes, four streams, head offices abroad, an approval of 0 positions, ties).
 *
 * The snapshot (__snapshots__/matches-ranking.test.ts.snap) was written by the SQL ranking that the in-memory
 * one replaced (commit 5fc0599): the answers are the same to the last reason. A ranking changed on purpose is
 * recorded again with `npx vitest run -u` and the change reviewed in the snapshot's diff.
 */
const CODES = ['31301', '44101', '72020', '22310', '94141'];
const QUARTER_FILES = [
  'esdc_tfwp_2024q3_positive_lmia_en.csv',
  'esdc_tfwp_2024q4_positive_lmia_en.csv',
  'esdc_tfwp_2025q1_positive_lmia_en.csv',
];

/** A shipped quarter's two heading lines and its rows for CODES: still a file in ESDC's layout. */
function sliceOf(fileName: string) {
  const lines = fs.readFileSync(path.join(projectRoot(), 'data', 'reference', fileName), 'utf8').split(/\r?\n/);
  const occupation = new RegExp(`,"?(${CODES.join('|')})-`);
  return [...lines.slice(0, 2), ...lines.slice(2).filter((line) => occupation.test(line))].join('\n');
}

/** One line per employer: every field of the answer, so a change anywhere shows in the snapshot's diff. */
const employerLine = (e: MatchEmployer) =>
  [
    `${e.score} ${e.id}`,
    `${e.name} (${e.city ?? '-'}, ${e.province ?? '-'})`,
    e.reasons.join('; '),
    e.approvals.map((a) => `${a.quarter} ${a.noc} ${a.positions} ${a.stream}`).join(', '),
  ].join(' | ');
const answerText = (answer: {
  nocs: Array<{ code: string; title: string; teer: number }>;
  employers: MatchEmployer[];
  provinces: string[];
}) =>
  [
    `nocs: ${answer.nocs.map((noc) => `${noc.code} ${noc.title} (TEER ${noc.teer})`).join('; ')}`,
    `provinces: ${answer.provinces.join(',') || 'all'}`,
    ...answer.employers.map(employerLine),
  ].join('\n');

const profileWith = (titles: string[], preferredProvinces: string[] = []): ParsedResume => ({
  ...emptyProfile(),
  personalInfo: { firstName: 'Wanjiru', lastName: 'Kamau', email: 'wanjiru@example.com', phone: '', location: 'Nakuru, Kenya' },
  workExperience: titles.map((position) => ({
    position,
    company: 'Nakuru Level 5 Hospital',
    location: 'Nakuru',
    duration: '2017 – Present',
    achievements: [],
  })),
  preferredProvinces,
});

let t: TestApp;
const origin = () => new URL(t.config.publicUrl).origin;
async function memberWith(profile: ParsedResume) {
  const member = await signUpMember(t.app);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    payload: profile,
    headers: { origin: origin(), cookie: member.cookie },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return member;
}
async function matches(url: string, cookie: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { origin: origin(), cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return matchesResponseSchema.parse(response.json());
}

beforeAll(async () => {
  t = await createTestApp();
  await importReferenceGroups(t.app.database.db);
  for (const fileName of QUARTER_FILES.slice(0, 2)) await importLmiaText(t.app.database.db, sliceOf(fileName), fileName);
}, 120_000);
afterAll(async () => t?.close());

describe('a new quarter', () => {
  it('is in the very next answer after its import, with nothing telling My matches about it', async () => {
    const { cookie } = await memberWith(profileWith(['Registered nurse']));
    const before = await matches('/api/matches?noc=31301', cookie);
    expect(before.employers.length).toBeGreaterThan(10);
    expect(before.employers.every((e) => e.approvals.every((a) => a.quarter <= '2024Q4'))).toBe(true);
    expect(before.employers[0]!.reasons.join(' ')).toContain('Oct–Dec 2024, the newest quarter published');

    const imported = await importLmiaText(t.app.database.db, sliceOf(QUARTER_FILES[2]!), QUARTER_FILES[2]!);
    expect(imported.newQuarter).toBe(true);
    const after = await matches('/api/matches?noc=31301', cookie);
    expect(after.employers[0]!.reasons.join(' ')).toContain('Jan–Mar 2025, the newest quarter published');
    expect(after.employers.some((e) => e.approvals.some((a) => a.quarter === '2025Q1'))).toBe(true);
    // An employer approved in the old quarters only is now a quarter further behind the newest: it scores less.
    const oldOnly = before.employers.find((e) => after.employers.find((a) => a.id === e.id)?.approvals.every((a) => a.quarter <= '2024Q4'));
    expect(oldOnly).toBeDefined();
    expect(after.employers.find((e) => e.id === oldOnly!.id)!.score).toBeLessThan(oldOnly!.score);
  });
});

describe('the ranking', () => {
  beforeAll(async () => {
    // All three quarters (the test above imported the newest; a second import adds nothing).
    for (const fileName of QUARTER_FILES) await importLmiaText(t.app.database.db, sliceOf(fileName), fileName);
  });

  it('gives the answers the SQL ranking gave, for codes asked for, with and without provinces', async () => {
    const { cookie } = await memberWith(profileWith(['Registered nurse']));
    for (const query of [
      'noc=31301',
      'noc=31301,44101&province=ON,BC',
      'noc=22310,72020',
      'noc=94141,72020,22310&province=QC',
      'noc=44101,31301,94141,22310,72020&province=AB,SK,MB,NS',
    ])
      expect(answerText(await matches(`/api/matches?${query}`, cookie)), query).toMatchSnapshot(query);
  });

  it("gives the answers the SQL ranking gave for a member's job titles, and for a quarter's e-mail", async () => {
    const { cookie, user } = await memberWith(profileWith(['Registered nurse', 'Caregiver', 'Electrical engineer']));
    const fromProfile = await matches('/api/matches', cookie);
    expect(fromProfile.source).toBe('profile');
    expect(answerText(fromProfile)).toMatchSnapshot('profile');
    const inOntario = await memberWith(profileWith(['Plumber', 'Meat cutter'], ['ON', 'QC']));
    expect(answerText(await matches('/api/matches', inOntario.cookie))).toMatchSnapshot('profile, provinces');
    for (const quarter of ['2024Q3', '2024Q4', '2025Q1']) {
      const forEmail = await getMatches(t.app.deps, user.id, { noc: [], province: [] }, { quarter, limit: 5 });
      expect(answerText(forEmail)).toMatchSnapshot(`e-mail ${quarter}`);
    }
  });
});
