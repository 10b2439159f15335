import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../../shared/schemas/envelope';
import { matchEmailSettingResponseSchema, matchesResponseSchema } from '../../../shared/schemas/matches';
import type { ParsedResume } from '../../../shared/schemas/documents';
import { emptyProfile } from '../../../shared/schemas/profile';
import { linkToken, signIn, signUp, signUpMember, STRONG_PASSWORD } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { importLmiaText, importReferenceGroups } from '../../test-support/lmia-import';
import { announceNewQuarters } from './announce';

/**
 * My matches (docs/product.md#my-matches) on a real database filled by the real importers: the shipped NOC
 * groups and cities, and small quarters in ESDC's layout with nurses' and cooks' employers.
 */
const HEADER = 'Province/Territory,Program Stream,Employer,Address,Occupation,Incorporate Status,Approved LMIAs,Approved Positions';
const quarterFile = (period: string, rows: string[]) =>
  [
    `"Employers Who Were Issued a Positive Labour Market Impact Assessment (LMIA) by Program Stream, National Occupational Classification (NOC) 2021 and Business Location, ${period}",b,c,d,e,f,g,h`,
    HEADER,
    ...rows,
  ].join('\n');
const NURSES = '31301-Registered nurses and registered psychiatric nurses';
const COOKS = '63200-Cooks';

const Q3_2024 = quarterFile('July to September 2024', [
  `Ontario,High Wage,Lakeshore Care Homes Inc.,"Toronto, ON M5H 2M9",${NURSES},Unknown,1,2`,
  `Manitoba,High Wage,Prairie Rural Health,"Brandon, MB R7A 1A1",${NURSES},Unknown,1,9`,
  `Ontario,Low Wage,Toronto Bakery Corp.,"Toronto, ON M5H 2M9",${COOKS},Unknown,1,2`,
]);
const Q4_2024 = quarterFile('October to December 2024', [
  `Ontario,High Wage,LAKESHORE CARE HOMES LIMITED,"Toronto, ON M5H 2M9",${NURSES},Unknown,1,1`,
]);
const Q1_2025 = quarterFile('January to March 2025', [
  `Ontario,High Wage,Lakeshore Care Homes Inc.,"Toronto, ON M5H 2M9",${NURSES},Unknown,1,2`,
  `Alberta,High Wage,Foothills Nursing Ltd.,"Calgary, AB T2P 1J9",${NURSES},Unknown,1,12`,
  `Ontario,Low Wage,Toronto Bakery Corp.,"Toronto, ON M5H 2M9",${COOKS},Unknown,1,3`,
]);
const Q2_2025 = quarterFile('April to June 2025', [
  `British Columbia,High Wage,Coastal Health Partners Inc.,"Vancouver, BC V6B 1A1",${NURSES},Unknown,1,4`,
  `Ontario,Low Wage,Toronto Bakery Corp.,"Toronto, ON M5H 2M9",${COOKS},Unknown,1,1`,
]);

const nurse = (preferredProvinces?: string[]): ParsedResume => ({
  ...emptyProfile(),
  personalInfo: { firstName: 'Achieng', lastName: 'Otieno', email: 'achieng@example.com', phone: '', location: 'Nairobi, Kenya' },
  workExperience: [
    {
      position: 'Registered nurse',
      company: 'Kenyatta National Hospital',
      location: 'Nairobi',
      duration: '2018 – Present',
      achievements: [],
    },
  ],
  ...(preferredProvinces ? { preferredProvinces } : {}),
});

let t: TestApp;
const origin = () => new URL(t.config.publicUrl).origin;
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: { origin: origin(), ...(cookie ? { cookie } : {}) },
  });
const matches = async (url: string, cookie: string) => {
  const response = await call('GET', url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return matchesResponseSchema.parse(response.json());
};
async function memberWith(profile: ParsedResume | null) {
  const member = await signUpMember(t.app);
  if (profile) expect((await call('PUT', '/api/profile', member.cookie, profile)).statusCode).toBe(200);
  return member;
}
const matchEmails = async (email: string) =>
  (
    await t.app.database.pool.query<{ subject: string; text_body: string }>(
      "SELECT subject, text_body FROM email_outbox WHERE lower(to_address) = lower($1) AND subject LIKE 'New employer matches%' ORDER BY created_at",
      [email],
    )
  ).rows;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.database.db;
  await importReferenceGroups(db);
  await importLmiaText(db, Q3_2024, 'esdc_tfwp_2024q3_positive_lmia_en.csv');
  await importLmiaText(db, Q4_2024, 'esdc_tfwp_2024q4_positive_lmia_en.csv');
  await importLmiaText(db, Q1_2025, 'esdc_tfwp_2025q1_positive_lmia_en.csv');
  // Nobody has opted in yet: the quarters loaded so far are announced to no one.
  expect(await announceNewQuarters(t.app.deps)).toEqual({ quarters: 3, sent: 0 });
}, 120_000);
afterAll(async () => t?.close());

describe('GET /api/matches', () => {
  it('answers members only: 401 signed out, 403 without a membership', async () => {
    const visitor = await call('GET', '/api/matches', '');
    expect(visitor.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(visitor.json()).errorCode).toBe('AUTHENTICATION_REQUIRED');
    const unpaid = await signUp(t.app);
    const { cookie } = await signIn(t.app, unpaid.payload.email);
    for (const url of ['/api/matches', '/api/matches/email']) expect((await call('GET', url, cookie)).statusCode, url).toBe(403);
    expect((await call('PUT', '/api/matches/email', cookie, { newQuarterEmail: true })).statusCode).toBe(403);
  });

  it('finds NOC 31301 first for "Registered nurse, Kenyatta National Hospital" and ranks the employers with reasons', async () => {
    const { cookie } = await memberWith(nurse());
    const answer = await matches('/api/matches', cookie);
    expect(answer.source).toBe('profile');
    expect(answer.nocs[0]).toEqual({ code: '31301', title: 'Registered nurses and registered psychiatric nurses', teer: 1 });
    expect(answer.provinces).toEqual([]);
    // Three quarters, the newest among them, beat one quarter with more positions; an approval only in the
    // oldest quarter comes last.
    expect(answer.employers.map((e) => e.id)).toEqual(['on-lakeshore-care-homes', 'ab-foothills-nursing', 'mb-prairie-rural-health']);
    const [lakeshore, foothills, prairie] = answer.employers;
    expect(lakeshore!.score).toBeGreaterThan(foothills!.score);
    expect(foothills!.score).toBeGreaterThan(prairie!.score);
    expect(lakeshore).toMatchObject({ name: 'Lakeshore Care Homes Inc.', city: 'Toronto', province: 'Ontario' });
    expect(lakeshore!.reasons).toEqual([
      '5 positions for Registered nurses and registered psychiatric nurses (31301)',
      'Approved in 3 quarters, most recently Jan–Mar 2025, the newest quarter published',
      'High Wage stream',
    ]);
    expect(prairie!.reasons).toContain('Approved in Jul–Sep 2024');
    expect(lakeshore!.approvals.map((a) => [a.quarter, a.noc, a.positions, a.stream])).toEqual([
      ['2025Q1', '31301', 2, 'High Wage'],
      ['2024Q4', '31301', 1, 'High Wage'],
      ['2024Q3', '31301', 2, 'High Wage'],
    ]);
    // No cook anywhere: the ranking is for the member's occupations only.
    expect(answer.employers.some((e) => e.id === 'on-toronto-bakery')).toBe(false);
  });

  it("writes the reasons in the language the page asks in, and keeps each language's answer apart", async () => {
    const { cookie } = await memberWith(nurse(['ON']));
    const inKiswahili = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/matches', headers: { cookie, 'accept-language': 'sw' } });
      expect(response.statusCode, response.body).toBe(200);
      return matchesResponseSchema.parse(response.json());
    };
    // English first, so a shared answer would hand the Kiswahili question English reasons.
    expect((await matches('/api/matches', cookie)).employers[0]!.reasons[0]).toBe(
      '5 positions for Registered nurses and registered psychiatric nurses (31301)',
    );
    const lakeshore = (await inKiswahili()).employers[0]!;
    expect(lakeshore.id).toBe('on-lakeshore-care-homes');
    expect(lakeshore.reasons).toEqual([
      // The occupation's title is Statistics Canada's, in English; the sentence around it is Kiswahili.
      'Nafasi 5 za Registered nurses and registered psychiatric nurses (31301)',
      'Aliidhinishwa katika robo 3 za mwaka, mara ya mwisho Jan–Mac 2025, robo ya karibuni zaidi iliyochapishwa',
      'Mkondo wa High Wage',
      'Yuko Ontario, mmoja wa mikoa uliyochagua',
    ]);
    expect((await matches('/api/matches', cookie)).employers[0]!.reasons[3]).toBe('In Ontario, one of your provinces');
  });

  it("keeps to the member's provinces, from the profile or the query, and says so", async () => {
    const { cookie } = await memberWith(nurse(['ON', 'MB']));
    const fromProfile = await matches('/api/matches', cookie);
    expect(fromProfile.provinces).toEqual(['ON', 'MB']);
    expect(fromProfile.employers.map((e) => e.id)).toEqual(['on-lakeshore-care-homes', 'mb-prairie-rural-health']);
    expect(fromProfile.employers[0]!.reasons).toContain('In Ontario, one of your provinces');
    const chosen = await matches('/api/matches?province=AB', cookie);
    expect(chosen.employers.map((e) => e.id)).toEqual(['ab-foothills-nursing']);
    // Every province unticked on the page: all of Canada, not the profile's two.
    const everywhere = await matches('/api/matches?province=all', cookie);
    expect(everywhere.provinces).toEqual([]);
    expect(everywhere.employers.map((e) => e.id)).toEqual(
      expect.arrayContaining(['on-lakeshore-care-homes', 'mb-prairie-rural-health', 'ab-foothills-nursing']),
    );
  });

  it('uses the NOC codes asked for, repeated or comma-separated, instead of the profile', async () => {
    const { cookie } = await memberWith(nurse());
    const cooks = await matches('/api/matches?noc=63200', cookie);
    expect(cooks.source).toBe('query');
    expect(cooks.nocs.map((n) => n.code)).toEqual(['63200']);
    expect(cooks.employers.map((e) => e.id)).toEqual(['on-toronto-bakery']);
    expect(cooks.employers[0]!.reasons[0]).toBe('5 positions for Cooks (63200)');
    const both = await matches('/api/matches?noc=31301,63200&province=ON', cookie);
    expect(both.employers.map((e) => e.id).sort()).toEqual(['on-lakeshore-care-homes', 'on-toronto-bakery']);
    const repeated = await matches('/api/matches?noc=63200&noc=31301&province=ON', cookie);
    expect(repeated.nocs.map((n) => n.code)).toEqual(['63200', '31301']);
  });

  it('answers a member with no job titles with empty lists and a message the page shows', async () => {
    for (const profile of [null, emptyProfile()]) {
      const { cookie } = await memberWith(profile);
      const answer = await matches('/api/matches', cookie);
      expect(answer).toMatchObject({ nocs: [], employers: [], message: 'Add your job titles to your profile to see matches' });
    }
  });

  it('answers bad parameters with the 400 envelope, never a 500', async () => {
    const { cookie } = await memberWith(nurse());
    for (const query of [
      'noc=3130',
      'noc=abcde',
      'noc=313011',
      'noc=99999',
      'province=XX',
      'province=Ontario',
      `noc=${Array.from({ length: 9 }, (_, i) => 31301 + i).join(',')}`,
      'noc=%00',
    ]) {
      const response = await call('GET', `/api/matches?${query}`, cookie);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).errorCode).toBe('VALIDATION_ERROR');
    }
  });
});

describe('the new-quarter e-mail', () => {
  it('is opted into on the page, and a new quarter imported twice e-mails each opted-in member once', async () => {
    const optedIn = await memberWith(nurse());
    const notOptedIn = await memberWith(nurse());
    const setting = await call('PUT', '/api/matches/email', optedIn.cookie, { newQuarterEmail: true });
    expect(matchEmailSettingResponseSchema.parse(setting.json()).newQuarterEmail).toBe(true);
    expect(matchEmailSettingResponseSchema.parse((await call('GET', '/api/matches/email', optedIn.cookie)).json()).newQuarterEmail).toBe(
      true,
    );
    expect((await call('PUT', '/api/matches/email', optedIn.cookie, { newQuarterEmail: 'yes' })).statusCode).toBe(400);

    // A quarter already in the data is not news, even imported again.
    const again = await importLmiaText(t.app.database.db, Q1_2025, 'esdc_tfwp_2025q1_positive_lmia_en.csv');
    expect(again.newQuarter).toBe(false);
    expect(await announceNewQuarters(t.app.deps)).toEqual({ quarters: 0, sent: 0 });

    const first = await importLmiaText(t.app.database.db, Q2_2025, 'esdc_tfwp_2025q2_positive_lmia_en.csv');
    const second = await importLmiaText(t.app.database.db, Q2_2025, 'esdc_tfwp_2025q2_positive_lmia_en.csv');
    expect([first.newQuarter, second.newQuarter]).toEqual([true, false]);
    expect(await announceNewQuarters(t.app.deps)).toMatchObject({ quarters: 1 });
    expect(await announceNewQuarters(t.app.deps)).toEqual({ quarters: 0, sent: 0 });

    const emails = await matchEmails(optedIn.payload.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('New employer matches for you: April to June 2025');
    // Only the employers approved in the new quarter, with their reasons and a link to the page.
    expect(emails[0]!.text_body).toContain('Coastal Health Partners Inc. — Vancouver, British Columbia');
    expect(emails[0]!.text_body).toContain('Approved in Apr–Jun 2025, the newest quarter published');
    expect(emails[0]!.text_body).not.toContain('Lakeshore');
    expect(emails[0]!.text_body).toContain(`${t.config.publicUrl}/matches`);
    expect(await matchEmails(notOptedIn.payload.email)).toHaveLength(0);

    // The e-mail's link opts out in one click; a used or made-up link is refused.
    const token = linkToken(emails[0]!.text_body, '/api/matches/email/unsubscribe');
    const out = await call('GET', `/api/matches/email/unsubscribe?token=${token}`, '');
    expect(out.statusCode).toBe(200);
    expect(out.body).toContain('You will no longer get an e-mail');
    expect((await call('GET', `/api/matches/email/unsubscribe?token=${token}`, '')).statusCode).toBe(400);
    expect((await call('GET', '/api/matches/email/unsubscribe', '')).statusCode).toBe(400);
    expect(matchEmailSettingResponseSchema.parse((await call('GET', '/api/matches/email', optedIn.cookie)).json()).newQuarterEmail).toBe(
      false,
    );
  });

  it('is forgotten with the account', async () => {
    const member = await memberWith(nurse());
    await call('PUT', '/api/matches/email', member.cookie, { newQuarterEmail: true });
    const rows = () =>
      t.app.database.pool.query('SELECT 1 FROM match_email_subscriptions WHERE user_id = $1', [member.user.id]).then((r) => r.rowCount);
    expect(await rows()).toBe(1);
    expect((await call('DELETE', '/api/account', member.cookie, { password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect(await rows()).toBe(0);
  });
});
