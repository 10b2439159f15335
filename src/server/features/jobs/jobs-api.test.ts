import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../../shared/schemas/envelope';
import {
  jobDetailSchema,
  jobListSchema,
  jobSamplesSchema,
  jobTeaserListSchema,
  jobTeaserSchema,
  statsSchema,
} from '../../../shared/schemas/jobs';
import { signIn, signUp } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { JOB_SEARCH_PER_SESSION } from './routes';
import { jobsChanged, toPrefixTsQuery } from './service';

/** A handful of jobs written straight to the table; the importers' own suites cover the real files. */
const JOBS = [
  {
    ref: 'a',
    title: 'Cooks',
    company: 'Maple Diner Ltd',
    location: 'Toronto',
    province: 'Ontario',
    category: 'Hospitality',
    lmia: true,
    urgent: true,
    salary: 'Not published in the LMIA list',
    noc: '63200',
    quarter: '2025Q1',
    created: '2025-03-31',
    positions: 8,
  },
  {
    ref: 'b',
    title: 'Cook helper',
    company: 'Lakeview Inn',
    location: 'Ottawa',
    province: 'Ontario',
    category: 'Hospitality',
    lmia: false,
    urgent: false,
    salary: '$18.50/hour',
    noc: '65201',
    quarter: null,
    created: '2025-02-01',
    positions: null,
  },
  {
    ref: 'c',
    title: 'Registered nurses',
    company: 'Prairie Health',
    location: 'Regina',
    province: 'Saskatchewan',
    category: 'Healthcare',
    lmia: true,
    urgent: false,
    salary: '$41.00/hour',
    noc: '31301',
    quarter: '2024Q4',
    created: '2024-12-31',
    positions: 2,
  },
  {
    ref: 'd',
    title: 'Farm workers',
    company: 'Okanagan Orchards',
    location: 'Kelowna',
    province: 'British Columbia',
    category: 'Agriculture',
    lmia: true,
    urgent: true,
    salary: '$17.40/hour',
    noc: '85100',
    quarter: '2024Q3',
    created: '2024-09-30',
    positions: 20,
  },
  {
    ref: 'e',
    title: 'Software developers',
    company: 'Halifax Code Co',
    location: 'Halifax',
    province: 'Nova Scotia',
    category: 'Technology',
    lmia: false,
    urgent: false,
    salary: 'CAD 95,000 a year',
    noc: '21232',
    quarter: null,
    created: '2025-01-15',
    positions: null,
  },
];

describe('the jobs API', () => {
  let t: TestApp;
  let memberCookie: string;
  let unpaidCookie: string;
  let ids: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    const pool = t.app.database.pool;
    ids = {};
    for (const job of JOBS) {
      const { rows } = await pool.query(
        `INSERT INTO jobs (source, source_ref, kind, title, company, location, province, salary, description, requirements, benefits, is_lmia, is_urgent, urgent_reason, category, noc_code, lmia_quarter, approved_positions, created_at)
         VALUES ('test', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
        [
          job.ref,
          job.lmia ? 'lmia' : 'posting',
          job.title,
          job.company,
          job.location,
          job.province,
          job.salary,
          `${job.title} wanted in ${job.location}.`,
          ['Secondary school'],
          ['Dental plan', 'Housing help', 'Training', 'Overtime'],
          job.lmia,
          job.urgent,
          job.urgent ? `${job.positions} positions approved` : null,
          job.category,
          job.noc,
          job.quarter,
          job.positions,
          job.created,
        ],
      );
      ids[job.ref] = Number(rows[0].id);
    }
    for (const [quarter, positions] of [
      ['2025Q1', 8],
      ['2024Q4', 3],
    ] as const) {
      await pool.query(
        `INSERT INTO lmia_employers (quarter, province_code, province_name, stream, employer, employer_key, address, city, noc_code, occupation_title, approved_lmias, approved_positions)
         VALUES ($1, 'ON', 'Ontario', 'Low Wage', 'Maple Diner Ltd', 'maple diner', 'Toronto, ON M5V 1A1', 'Toronto', '63200', 'Cooks', 1, $2)`,
        [quarter, positions],
      );
    }
    const member = await signUp(t.app);
    await pool.query(
      "INSERT INTO memberships (user_id, kind, starts_at, expires_at, source_type, source_ref) VALUES ($1, 'paid', now() - interval '1 minute', now() + interval '1 year', 'payment', 'pi_jobs_test')",
      [member.user.id],
    );
    memberCookie = (await signIn(t.app, member.payload.email)).cookie;
    const unpaid = await signUp(t.app);
    unpaidCookie = (await signIn(t.app, unpaid.payload.email)).cookie;
  });
  afterAll(async () => t.close());

  const get = (url: string, cookie = memberCookie) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const titles = async (url: string) => jobListSchema.parse((await get(url)).json()).map((job) => job.title);

  /** Every member-only value of the fixtures, looked for in the raw body a visitor gets. */
  const MEMBER_ONLY_TEXT = [
    ...JOBS.map((job) => job.company),
    ...JOBS.map((job) => job.salary),
    'wanted in',
    'Secondary school',
    'Dental plan',
    'positions approved',
  ];
  const MEMBER_ONLY_KEYS = ['company', 'salary', 'description', 'requirements', 'benefits', 'employerEmail', 'urgentReason'];
  const MEMBER_ONLY_KEYS_TOO = ['applicationUrl', 'applicationDeadline', 'programStream', 'source', 'lmiaHistory'];

  it('shows visitors (signed out or unpaid) teasers without the employer or any member-only field, members everything', async () => {
    for (const cookie of ['', unpaidCookie]) {
      const list = await get('/api/jobs', cookie);
      expect(list.statusCode).toBe(200);
      expect(list.headers['x-jobs-view']).toBe('teaser');
      expect(list.headers['x-total-count']).toBe('5');
      const teasers = jobTeaserListSchema.parse(list.json());
      expect(teasers.map((job) => job.title)).toEqual(['Cooks', 'Cook helper', 'Software developers', 'Registered nurses', 'Farm workers']);
      expect(teasers[0]).toMatchObject({
        location: 'Toronto',
        province: 'Ontario',
        nocCode: '63200',
        lmiaQuarter: '2025Q1',
        approvedPositions: 8,
      });
      const detail = await get(`/api/jobs/${ids.a}`, cookie);
      expect(detail.statusCode).toBe(200);
      expect(detail.headers['x-jobs-view']).toBe('teaser');
      expect(jobTeaserSchema.parse(detail.json()).title).toBe('Cooks');
      for (const body of [list.body, detail.body]) {
        for (const text of MEMBER_ONLY_TEXT) expect(body).not.toContain(text);
        for (const key of [...MEMBER_ONLY_KEYS, ...MEMBER_ONLY_KEYS_TOO]) expect(body).not.toContain(`"${key}"`);
      }
    }
    const member = await get('/api/jobs');
    expect(member.headers['x-jobs-view']).toBe('member');
    expect(jobListSchema.parse(member.json())[0]).toMatchObject({ company: 'Maple Diner Ltd', salary: 'Not published in the LMIA list' });
    // The same page asked from a Kiswahili page: the LMIA job's note in Kiswahili, not the English page kept above.
    const inKiswahili = await t.app.inject({ method: 'GET', url: '/api/jobs', headers: { cookie: memberCookie, 'accept-language': 'sw' } });
    expect(jobListSchema.parse(inKiswahili.json())[0]).toMatchObject({
      company: 'Maple Diner Ltd',
      salary: 'Mshahara haujachapishwa kwenye orodha ya LMIA',
    });
    expect(jobListSchema.parse((await get('/api/jobs')).json())[0]!.salary).toBe('Not published in the LMIA list');
    const detail = await get(`/api/jobs/${ids.a}`);
    expect(jobDetailSchema.parse(detail.json())).toMatchObject({ company: 'Maple Diner Ltd', description: 'Cooks wanted in Toronto.' });
    const missing = await get('/api/jobs/999999999', '');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('JOB_NOT_FOUND');
  });

  it("never serves a member's cached page to a visitor, nor a visitor's to a member", async () => {
    await jobsChanged(t.app.deps.db);
    for (const [first, second] of [
      [memberCookie, ''],
      ['', memberCookie],
    ]) {
      await jobsChanged(t.app.deps.db);
      const url = '/api/jobs?search=cook&province=Ontario';
      expect((await get(url, first)).statusCode).toBe(200);
      const next = await get(url, second);
      if (second === '') expect(next.body).not.toContain('Maple Diner');
      else expect(jobListSchema.parse(next.json())[0]?.company).toBe('Maple Diner Ltd');
    }
  });

  it('lists newest first with the documented job fields and paging headers', async () => {
    const response = await get('/api/jobs?pageSize=2&page=2');
    expect(response.headers['x-total-count']).toBe('5');
    expect(response.headers['x-page']).toBe('2');
    expect(response.headers['x-page-size']).toBe('2');
    const list = jobListSchema.parse(response.json());
    expect(list.map((job) => job.title)).toEqual(['Software developers', 'Registered nurses']);
    expect(list[0]).toMatchObject({
      isLMIA: false,
      benefits: ['Dental plan', 'Housing help', 'Training', 'Overtime'],
      requirements: ['Secondary school'],
    });
    expect(await titles('/api/jobs?page=3&pageSize=2')).toEqual(['Farm workers']);
    expect(await titles('/api/jobs?page=9')).toEqual([]);
  });

  it('searches with English stemming and a prefix on the last word, ranked', async () => {
    expect(await titles('/api/jobs?search=cook')).toEqual(['Cooks', 'Cook helper']);
    expect(await titles('/api/jobs?search=cooking')).toEqual(['Cooks', 'Cook helper']);
    expect(await titles('/api/jobs?search=cooks%20toron')).toEqual(['Cooks']);
    expect(await titles('/api/jobs?search=nurs')).toEqual(['Registered nurses']);
    expect(await titles('/api/jobs?search=okanagan')).toEqual(['Farm workers']);
  });

  it('filters by province, category and LMIA, and combines them', async () => {
    expect(await titles('/api/jobs?province=Ontario')).toEqual(['Cooks', 'Cook helper']);
    expect(await titles('/api/jobs?category=Healthcare')).toEqual(['Registered nurses']);
    expect(await titles('/api/jobs?lmiaOnly=true')).toEqual(['Cooks', 'Registered nurses', 'Farm workers']);
    expect(await titles('/api/jobs?search=cook&province=Ontario&lmiaOnly=true')).toEqual(['Cooks']);
  });

  it("sorts by newest quarter and most positions, and reads the old 'urgent' name as that sort", async () => {
    expect((await titles('/api/jobs?sort=newest-quarter')).slice(0, 2)).toEqual(['Farm workers', 'Cooks']);
    expect((await titles('/api/jobs?sort=urgent')).slice(0, 2)).toEqual(['Farm workers', 'Cooks']);
  });

  it.each([
    '/api/jobs?province=Atlantis',
    '/api/jobs?province=All%20Provinces',
    '/api/jobs?category=Mining',
    '/api/jobs?lmiaOnly=yes',
    '/api/jobs?page=0',
    '/api/jobs?page=abc',
    '/api/jobs?pageSize=101',
    '/api/jobs?sort=cheapest',
    // No salary sorts while the data holds no salaries.
    '/api/jobs?sort=salary-high',
    '/api/jobs?sort=salary-low',
    `/api/jobs?search=${'x'.repeat(201)}`,
    '/api/jobs/abc',
    '/api/jobs/12.5',
    '/api/jobs/-1',
  ])('answers %s with a 400 envelope', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).errorCode).toBe('VALIDATION_ERROR');
  });

  it('never answers 500 to injection-like or odd search text', async () => {
    for (const search of ["cook'", 'cook & | ! : * ( )', "'); DROP TABLE jobs; --", '!!!', 'the', 'ünïcödé 料理人', ':*', '\\']) {
      const response = await get(`/api/jobs?search=${encodeURIComponent(search)}`);
      expect(response.statusCode).toBe(200);
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 200 }), async (search) => {
        const response = await get(`/api/jobs?search=${encodeURIComponent(search)}`);
        expect([200, 400]).toContain(response.statusCode);
      }),
      { numRuns: 40 },
    );
  });

  it("shows one job with the employer's LMIA history; unknown ids are 404", async () => {
    const detail = jobDetailSchema.parse((await get(`/api/jobs/${ids.a}`)).json());
    expect(detail).toMatchObject({
      title: 'Cooks',
      isLMIA: true,
      isUrgent: true,
      urgentReason: '8 positions approved',
      lmiaQuarter: '2025Q1',
    });
    expect(detail.lmiaHistory.map((entry) => [entry.quarter, entry.approvedPositions])).toEqual([
      ['2025Q1', 8],
      ['2024Q4', 3],
    ]);
    expect(jobDetailSchema.parse((await get(`/api/jobs/${ids.e}`)).json()).lmiaHistory).toEqual([]);
    const missing = await get('/api/jobs/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('JOB_NOT_FOUND');
  });

  it("serves a regulated occupation's requirements from the regulated-occupation data, not the stored TEER line", async () => {
    // The rows store 'Secondary school' as the importer's generic line; the nurse's is replaced when served.
    const nurse = jobDetailSchema.parse((await get(`/api/jobs/${ids.c}`)).json());
    const text = nurse.requirements.join('\n');
    expect(text).toMatch(/NCLEX-RN/);
    expect(text).toMatch(/In Saskatchewan: College of Registered Nurses of Saskatchewan/);
    expect(text).not.toMatch(/Secondary school|TEER 2/);
    const listed = jobListSchema.parse((await get('/api/jobs?search=nurses')).json()).find((job) => job.id === ids.c)!;
    expect(listed.requirements).toEqual(nurse.requirements);
    // A cook is not regulated: the stored line stands.
    expect(jobDetailSchema.parse((await get(`/api/jobs/${ids.a}`)).json()).requirements).toEqual(['Secondary school']);
  });

  it('gives visitors three recent samples without member-only fields, and public stats that count approvals and postings apart', async () => {
    const samples = await get('/api/jobs/samples', '');
    expect(samples.statusCode).toBe(200);
    const list = jobSamplesSchema.parse(samples.json());
    // Three different occupations in three different provinces (which three depends on the day).
    expect(list).toHaveLength(3);
    const fixtures = list.map((sample) => JOBS.find((job) => job.title === sample.title)!);
    expect(new Set(fixtures.map((job) => job.noc)).size).toBe(3);
    expect(new Set(list.map((sample) => sample.province)).size).toBe(3);
    expect(samples.body).not.toContain('Maple Diner');
    const stats = await get('/api/stats', '');
    expect(statsSchema.parse(stats.json())).toEqual({
      activeJobs: 5,
      lmiaJobs: 3,
      urgentJobs: 2,
      employers: 1,
      successfulPlacements: 0,
      members: 1,
      // An approval is not a vacancy: the two kinds are counted apart.
      lmiaApprovals: 3,
      openPostings: 2,
      latestQuarter: '2025Q1',
      earliestQuarter: '2024Q4',
      positionsApprovedLatestQuarter: 8,
      provincesCovered: 1,
      jobSources: 0,
      jobUpdateMinutes: 15,
    });
    expect(stats.headers['cache-control']).toBe('public, max-age=60');
  });

  it('compares salaries as yearly amounts, whatever unit the text gives', async () => {
    const salaries = {
      '$18.50/hour': 38_480,
      '$25 - $30 hourly': 52_000,
      'CAD 52,000 a year': 52_000,
      '$1,200 per week': 62_400,
      '$2,500 bi-weekly': 65_000,
      '$2,400 every two weeks': 62_400,
      '$200 per day': 52_000,
      '$4,000/month': 48_000,
      'Not published in the LMIA list': null,
    };
    const client = await t.app.database.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ salary: string; salary_annual: string | null }>(
        `INSERT INTO jobs (source, source_ref, kind, title, company, location, salary, description)
         SELECT 'salary-test', salary, 'posting', 'Title', 'Company', 'Place', salary, '' FROM unnest($1::text[]) AS salary
         RETURNING salary, salary_annual`,
        [Object.keys(salaries)],
      );
      expect(Object.fromEntries(rows.map((row) => [row.salary, row.salary_annual === null ? null : Number(row.salary_annual)]))).toEqual(
        salaries,
      );
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('serves a repeated search from memory until jobs are written, then reads them afresh', async () => {
    const pool = t.app.database.pool;
    expect(await titles('/api/jobs?search=baker')).toEqual([]);
    await pool.query(
      `INSERT INTO jobs (source, source_ref, kind, title, company, location, province, salary, description)
       VALUES ('test', 'baker', 'posting', 'Bakers', 'Crumb Co', 'Halifax', 'Nova Scotia', '$20/hour', 'Bread and pastry.')`,
    );
    // Written behind the service's back, so the cached page still stands…
    expect(await titles('/api/jobs?search=baker')).toEqual([]);
    // …until the write is announced, as the importers and the funnel do.
    await jobsChanged(t.app.deps.db);
    const response = await get('/api/jobs?search=baker');
    expect(jobListSchema.parse(response.json()).map((job) => job.title)).toEqual(['Bakers']);
    expect(response.headers['x-total-count']).toBe('1');
    await pool.query("DELETE FROM jobs WHERE source_ref = 'baker'");
    await jobsChanged(t.app.deps.db);
  });

  it('counts a ranked search in the page query as the separate count does, on every page and past the last', async () => {
    const cookMatches = (
      await t.app.database.pool.query("SELECT count(*)::int AS n FROM jobs WHERE search @@ to_tsquery('english', 'cook:*')")
    ).rows[0].n as number;
    expect(cookMatches).toBe(2);
    for (const url of ['/api/jobs?search=cook&pageSize=1', '/api/jobs?search=cook&pageSize=1&page=2', '/api/jobs?search=cook&page=7']) {
      await jobsChanged(t.app.deps.db); // nothing cached: the page query counts
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total-count']).toBe(String(cookMatches));
    }
    // Page 2 after page 1: the total kept from page 1's query, and the same.
    await jobsChanged(t.app.deps.db);
    await get('/api/jobs?search=cook&pageSize=1');
    const second = await get('/api/jobs?search=cook&pageSize=1&page=2');
    expect(jobListSchema.parse(second.json()).map((job) => job.title)).toEqual(['Cook helper']);
    expect(second.headers['x-total-count']).toBe(String(cookMatches));
  });

  it('answers a ranked search that finds nothing with one query: no count after an empty first page', async () => {
    await jobsChanged(t.app.deps.db);
    const statements: string[] = [];
    const listener = (query: { text?: string }) => statements.push(query.text ?? '');
    const client = await t.app.database.pool.connect();
    client.release();
    const original = Object.getPrototypeOf(client).query as (...args: unknown[]) => unknown;
    // Counting what reaches the database through the pool's clients; put back in `finally`.
    Object.getPrototypeOf(client).query = function (this: unknown, ...args: unknown[]) {
      const first = args[0] as string | { text?: string };
      listener(typeof first === 'string' ? { text: first } : first);
      return original.apply(this, args);
    };
    try {
      const response = await get('/api/jobs?search=zzyzxnothing');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      expect(response.headers['x-total-count']).toBe('0');
    } finally {
      Object.getPrototypeOf(client).query = original;
    }
    expect(statements.filter((text) => /from "jobs"/i.test(text))).toHaveLength(1);
  });

  it('limits searches per session, generously, without touching other members', async () => {
    const heavy = await signUp(t.app);
    await t.app.database.pool.query(
      "INSERT INTO memberships (user_id, kind, starts_at, expires_at, source_type, source_ref) VALUES ($1, 'paid', now() - interval '1 minute', now() + interval '1 year', 'payment', 'pi_jobs_rate')",
      [heavy.user.id],
    );
    const heavyCookie = (await signIn(t.app, heavy.payload.email)).cookie;
    for (let i = 0; i < JOB_SEARCH_PER_SESSION.max; i += 1) {
      const response = await get(`/api/jobs?search=cook&page=${(i % 3) + 1}`, heavyCookie);
      expect(response.statusCode).toBe(200);
    }
    const limited = await get('/api/jobs?search=cook', heavyCookie);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorEnvelopeSchema.parse(limited.json()).errorCode).toBe('RATE_LIMITED');
    // The same address, another session: unaffected.
    expect((await get('/api/jobs?search=cook')).statusCode).toBe(200);
  });
});

describe('relevance ranking (docs/decisions/052-rank-by-title-and-company.md)', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    // The word in the title, in the company name, five times in a description, once in a newer description.
    const rows = [
      ['line', 'Line cook', 'Harbour Diner', 'Prepare meals.', '2024-01-10'],
      ['company', 'Dishwasher', 'Cook Family Farms', 'Wash dishes.', '2024-06-10'],
      ['often', 'Kitchen helper', 'Bistro Nord', 'Help the cook, cook with the cooks, cook sauces, cooking all day.', '2024-09-10'],
      ['once', 'Server', 'Cafe Sud', 'Serve what the cook makes.', '2025-02-10'],
      ['none', 'Cashier', 'Corner Store', 'Take payments.', '2025-03-10'],
    ];
    for (const [ref, title, company, description, created] of rows) {
      await t.app.database.pool.query(
        `INSERT INTO jobs (source, source_ref, kind, title, company, location, province, salary, description, created_at)
         VALUES ('test', $1, 'posting', $2, $3, 'Montreal', 'Quebec', '', $4, $5)`,
        [ref, title, company, description, created],
      );
    }
    const member = await signUp(t.app);
    await t.app.database.pool.query(
      "INSERT INTO memberships (user_id, kind, starts_at, expires_at, source_type, source_ref) VALUES ($1, 'paid', now() - interval '1 minute', now() + interval '1 year', 'payment', 'pi_rank_test')",
      [member.user.id],
    );
    cookie = (await signIn(t.app, member.payload.email)).cookie;
  });
  afterAll(async () => t.close());

  const page = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return { titles: jobListSchema.parse(response.json()).map((job) => job.title), total: response.headers['x-total-count'] };
  };

  it('ranks the title, then the company name; a match in the description only is found, after them, newest first', async () => {
    // The description that repeats the word does not rank above the newer one that names it once: only the
    // title and the company rank (before 052, the five mentions put 'Kitchen helper' third).
    const expected = ['Line cook', 'Dishwasher', 'Server', 'Kitchen helper'];
    await jobsChanged(t.app.deps.db);
    expect(await page('/api/jobs?search=cook')).toEqual({ titles: expected, total: '4' });
    // Page by page, first uncounted (page and total in one query), then with the total kept: the same order.
    await jobsChanged(t.app.deps.db);
    const first = await page('/api/jobs?search=cook&pageSize=2');
    const second = await page('/api/jobs?search=cook&pageSize=2&page=2');
    expect([...first.titles, ...second.titles]).toEqual(expected);
    expect([first.total, second.total]).toEqual(['4', '4']);
    // Starting on page 2 (nothing cached): the page query's own total.
    await jobsChanged(t.app.deps.db);
    expect(await page('/api/jobs?search=cook&pageSize=2&page=2')).toEqual({ titles: expected.slice(2), total: '4' });
  });
});

describe('toPrefixTsQuery', () => {
  it('keeps words only, ANDs them, and makes the last a prefix', () => {
    expect(toPrefixTsQuery('Cooks  Ontario')).toBe('cooks & ontario:*');
    expect(toPrefixTsQuery("o'brien & co | !x")).toBe('o & brien & co & x:*');
    expect(toPrefixTsQuery(' !!! ')).toBeUndefined();
    expect(toPrefixTsQuery(undefined)).toBeUndefined();
    expect(toPrefixTsQuery('a b c d e f g h i j')).toBe('a & b & c & d & e & f & g & h:*');
  });
});
