import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../app';
import { FUNNEL_MESSAGES } from '../../../../shared/messages';
import { errorEnvelopeSchema } from '../../../../shared/schemas/envelope';
import { funnelStatusSchema } from '../../../../shared/schemas/funnel';
import { createTestClock } from '../../../test-support/clock';
import { testConfig, createTestApp, type TestApp } from '../../../test-support/test-app';
import { createTestDatabase, testDatabaseKind } from '../../../test-support/test-database';
import { decodeJobBankFile, parseAtom, parseJobBankTsv, parseJsonFeed, parseRss, plainText } from './feed-parsers';
import { scheduledFunnelTick } from './schedule';
import { disableFeedSource, runFunnelTick, saveFeedSource, SOURCE_TIMEOUT_MS, type TickResult } from './service';

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Prairie Jobs</title>
<item><title>Cook – Maple Diner Ltd – Toronto, ON</title><link>https://jobs.example/1</link><guid>rss-1</guid>
<description>&lt;p&gt;Prepare &lt;b&gt;meals&lt;/b&gt;.&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;</description><pubDate>Mon, 03 Nov 2025 10:00:00 GMT</pubDate></item>
<item><title>Farm worker – Okanagan Orchards – Kelowna, British Columbia</title><link>https://jobs.example/2</link><guid>rss-2</guid><description>Harvest apples.</description></item>
<item><title>Cook – Maple Diner Ltd – Toronto, ON</title><link>https://jobs.example/1</link><guid>rss-1</guid><description>Duplicate in the same feed.</description></item>
</channel></rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Atlantic Careers</title>
<entry><id>urn:atom:1</id><title>Registered nurse</title><link href="https://atlantic.example/rn"/><author><name>Halifax Health</name></author>
<location>Halifax, NS</location><summary>Night shifts.</summary><updated>2025-11-01T12:00:00Z</updated></entry>
</feed>`;

const JSON_FEED = JSON.stringify({
  version: 'https://jsonfeed.org/version/1.1',
  title: 'North Jobs',
  items: [
    {
      id: 'jf-1',
      url: 'https://north.example/1',
      title: 'Truck driver',
      content_text: 'Long haul.',
      _job: { company: 'Yukon Freight', location: 'Whitehorse, YT', salary: '$28/hour', noc: '73300' },
    },
    // Cities without a province, or spelled loosely: the cities file puts them right.
    {
      id: 'jf-2',
      url: 'https://north.example/2',
      title: 'Baker',
      content_text: 'Early mornings.',
      _job: { company: 'Boulangerie du Coin', location: 'MONTREAL', noc: '63202' },
    },
    {
      id: 'jf-3',
      url: 'https://north.example/3',
      title: 'Line cook',
      content_text: 'Evenings.',
      _job: { company: 'Fraser Grill', location: 'Richmond', noc: '63200' },
    },
    {
      id: 'jf-4',
      url: 'https://north.example/4',
      title: 'Dishwasher',
      content_text: 'Weekends.',
      _job: { company: 'Townships Inn', location: 'Richmond, QC', noc: '65201' },
    },
  ],
});

/**
 * A Job Bank open-data file as the monthly downloads are: UTF-16LE with a byte-order mark, tab-separated,
 * CRLF lines, the real header names (a subset of the ~65 columns, 'Economic  Region' with its two spaces), no
 * employer column, and 'NA' or '*No data' in empty cells.
 */
const JOB_BANK_HEADER = [
  'WIC Job Location Snapshot ID',
  'Job Title',
  'Original Job Title',
  'NOC 2016 Code',
  'NOC 2016 Code Name',
  'NOC21 Code',
  'NOC21 Code Name',
  'External Indicator',
  'First Posting Date',
  'Vacancy Count',
  'Education LOS',
  'Experience Level',
  'NAICS',
  'Province/Territory',
  'City',
  'Work Location Postal Code',
  'Economic  Region',
  'Employment Type',
  'Employment Term',
  'Salary Per',
  'Salary Minimum',
  'Salary Maximum',
  'Work Hours',
];
const JOB_BANK_ROWS = [
  [
    '4455123',
    'Welder',
    'Journeyperson Welder',
    '7237',
    'Welders and related machine operators',
    '72106',
    'Welders and related machine operators',
    'N',
    '2025/10/20',
    '2',
    'Secondary (high) school graduation certificate',
    '1 year to less than 2 years',
    'Manufacturing',
    'Saskatchewan',
    'Regina',
    'S4P 3Y2',
    'Regina--Moose Mountain',
    'Full time',
    'Permanent',
    'Hour',
    '30.00',
    '36.00',
    '40 hours per week',
  ],
  [
    '4455124',
    'Cook',
    'NA',
    '6322',
    'Cooks',
    '63200',
    'Cooks',
    'N',
    '2025/10/31',
    '1',
    '*No data',
    'NA',
    'Accommodation and food services',
    'Saskatchewan',
    'Saskatoon',
    'NA',
    'Saskatoon--Biggar',
    'Part time',
    'Seasonal',
    'NA',
    'NA',
    'NA',
    'NA',
  ],
  [
    '4455125',
    'Light duty cleaner',
    'Night Shift Cleaner',
    '6731',
    'Light duty cleaners',
    '65310',
    'Light duty cleaners',
    'Y',
    '2025/11/02',
    '3',
    'No degree, certificate or diploma',
    'Will train',
    'Administrative and support, waste management and remediation services',
    'Manitoba',
    'Winnipeg',
    'R3C 4T3',
    'Winnipeg',
    'Full time',
    'Temporary',
    'Hour',
    '18.50',
    '18.50',
    '37.5 hours per week',
  ],
];
const JOB_BANK = Buffer.concat([
  Buffer.from([0xff, 0xfe]),
  Buffer.from([JOB_BANK_HEADER, ...JOB_BANK_ROWS].map((row) => row.join('\t')).join('\r\n'), 'utf16le'),
]);

describe('feed parsers', () => {
  it('read RSS 2.0, Atom, JSON Feed 1.1 and Job Bank files', () => {
    const rss = parseRss(RSS);
    expect(rss[0]).toMatchObject({
      ref: 'rss-1',
      title: 'Cook',
      company: 'Maple Diner Ltd',
      location: 'Toronto, ON',
      description: 'Prepare meals .',
    });
    expect(parseAtom(ATOM)[0]).toMatchObject({
      ref: 'urn:atom:1',
      title: 'Registered nurse',
      company: 'Halifax Health',
      location: 'Halifax, NS',
      url: 'https://atlantic.example/rn',
    });
    expect(parseJsonFeed(JSON_FEED)[0]).toMatchObject({ ref: 'jf-1', company: 'Yukon Freight', salary: '$28/hour', nocCode: '73300' });
  });

  it('read Job Bank open-data files by their real column names, with no employer and NA as empty', () => {
    const [welder, cook, cleaner] = parseJobBankTsv(decodeJobBankFile(JOB_BANK));
    expect(welder).toEqual({
      ref: '4455123',
      title: 'Journeyperson Welder',
      company: null,
      location: 'Regina, Saskatchewan',
      description: [
        'Occupation: Welders and related machine operators',
        'Employment type: Full time',
        'Employment term: Permanent',
        'Work hours: 40 hours per week',
        'Education: Secondary (high) school graduation certificate',
        'Experience: 1 year to less than 2 years',
        'Vacancies: 2',
      ].join('\n'),
      url: null,
      salary: '$30.00–$36.00 per hour',
      nocCode: '72106',
      publishedAt: new Date('2025-10-20T00:00:00.000Z'),
    });
    // 'NA' and '*No data' are empty: the NOC title stands in for the employer's, and there is no salary.
    expect(cook).toMatchObject({
      ref: '4455124',
      title: 'Cook',
      company: null,
      location: 'Saskatoon, Saskatchewan',
      salary: null,
      nocCode: '63200',
    });
    expect(cook!.description).toBe('Occupation: Cooks\nEmployment type: Part time\nEmployment term: Seasonal\nVacancies: 1');
    expect(cook!.publishedAt?.toISOString()).toBe('2025-10-31T00:00:00.000Z');
    expect(cleaner).toMatchObject({
      title: 'Night Shift Cleaner',
      salary: '$18.50 per hour',
      location: 'Winnipeg, Manitoba',
      nocCode: '65310',
    });

    // Column names match whatever their case and spacing; a NOC 2016 code alone gives no NOC code.
    const relaxed = parseJobBankTsv(
      'wic job location snapshot id\tJOB  TITLE\tNOC 2016 Code\tSalary Per\tSalary Minimum\tSalary Maximum\n9\tBaker\t6332\tYear\t52000\tNA',
    );
    expect(relaxed).toEqual([
      expect.objectContaining({ ref: '9', title: 'Baker', nocCode: null, salary: '$52000 per year', description: '', publishedAt: null }),
    ]);
  });

  it('refuse what they cannot read, naming the problem', () => {
    expect(() => parseRss('<html></html>')).toThrow(/not an RSS 2.0 document/);
    expect(() => parseJsonFeed('{"items": []}')).toThrow(/not a JSON Feed/);
    expect(() => parseJobBankTsv('Job Title\tCity\nWelder\tRegina')).toThrow(
      'line 1: no WIC Job Location Snapshot ID column in the Job Bank file',
    );
    expect(() => parseJobBankTsv('WIC Job Location Snapshot ID\tCity\n4455\tRegina')).toThrow(
      'line 1: no Original Job Title or Job Title column in the Job Bank file',
    );
  });

  it('strip markup and scripts from descriptions', () => {
    expect(plainText('<p>Hello <script>x()</script><b>world</b></p>')).toBe('Hello world');
  });
});

/** The RSS feed with more postings at its end (the funnel's later runs find them new). */
const rssWith = (...refs: string[]) =>
  RSS.replace(
    '</channel>',
    refs
      .map(
        (ref) =>
          `<item><title>Server ${ref} – Maple Diner Ltd – Toronto, ON</title><link>https://jobs.example/${ref}</link><guid>${ref}</guid><description>Tables.</description></item>`,
      )
      .join('') + '</channel>',
  );

/** A tick that ran (the test fails here otherwise), for reading what it did. */
function ranTick(result: TickResult | null) {
  expect(result).toMatchObject({ ran: true });
  if (!result?.ran) throw new Error('the tick did not run');
  return result;
}

describe('the job funnel', () => {
  let t: TestApp;
  let feeds: http.Server;
  let base = '';
  let adminToken = '';
  // The funnel's clock: scheduled ticks are due FUNNEL_INTERVAL_MINUTES after the last run, by this clock.
  const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
  const INTERVAL_MS = 15 * 60_000;
  const served: Record<string, () => { status: number; body: string | Buffer; delayMs?: number }> = {
    '/rss': () => ({ status: 200, body: RSS }),
    '/atom': () => ({ status: 200, body: ATOM }),
    '/json': () => ({ status: 200, body: JSON_FEED }),
    '/jobbank.tsv': () => ({ status: 200, body: JOB_BANK }),
    '/broken': () => ({ status: 500, body: 'oops' }),
  };
  beforeAll(async () => {
    feeds = http.createServer((req, res) => {
      const answer = served[req.url ?? '']?.() ?? { status: 404, body: 'missing' };
      const timer = setTimeout(() => {
        res.writeHead(answer.status);
        res.end(answer.body);
      }, answer.delayMs ?? 0);
      // A client that gave up (the source's time limit) leaves no answer pending.
      res.on('close', () => clearTimeout(timer));
    });
    await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
    t = await createTestApp(
      { admin: { username: 'funnel-admin', password: 'Funnel-Admin-Password-1' }, funnelIntervalMinutes: 15 },
      { now: clock.now },
    );
    adminToken = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'funnel-admin', password: 'Funnel-Admin-Password-1' },
      })
    ).json().token;
    await t.app.database.pool.query(
      `INSERT INTO lmia_employers (quarter, province_code, province_name, stream, employer, employer_key, address, city, noc_code, occupation_title, approved_lmias, approved_positions)
       VALUES ('2025Q1', 'ON', 'Ontario', 'Low Wage', 'MAPLE DINER LTD.', 'maple diner ltd', 'Toronto, ON', 'Toronto', '63200', 'Cooks', 1, 3)`,
    );
    // A few rows of the cities file (simplemaps ids and populations): two Richmonds, the larger in BC.
    await t.app.database.pool.query(
      `INSERT INTO cities (id, name, ascii_name, province_code, province_name, lat, lng, population) VALUES
       (1124586170, 'Montréal', 'Montreal', 'QC', 'Quebec', 45.5089, -73.5617, 1762949),
       (1124478497, 'Richmond', 'Richmond', 'BC', 'British Columbia', 49.1667, -123.1333, 209937),
       (1124000498, 'Richmond', 'Richmond', 'QC', 'Quebec', 45.6667, -72.15, 3232)`,
    );
    for (const [name, kind, path] of [
      ['rss-feed', 'rss', '/rss'],
      ['atom-feed', 'atom', '/atom'],
      ['json-feed', 'jsonfeed', '/json'],
      ['job-bank', 'jobbank', '/jobbank.tsv'],
      ['broken-feed', 'rss', '/broken'],
    ]) {
      await t.app.database.pool.query('INSERT INTO job_sources (name, kind, url) VALUES ($1, $2, $3)', [name, kind, `${base}${path}`]);
    }
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => feeds.close(resolve));
  });

  const jobsFrom = async (source: string) =>
    (
      await t.app.database.pool.query(
        'SELECT title, company, location, province, is_lmia, category, salary, description FROM jobs WHERE source = $1 ORDER BY title',
        [source],
      )
    ).rows;
  const countRows = async (table: 'jobs' | 'funnel_runs') =>
    Number((await t.app.database.pool.query(`SELECT count(*) FROM ${table}`)).rows[0].count);
  const hasJob = async (sourceRef: string) =>
    (await t.app.database.pool.query('SELECT 1 FROM jobs WHERE source_ref = $1', [sourceRef])).rowCount === 1;
  const isActive = async () =>
    funnelStatusSchema.parse((await t.app.inject({ method: 'GET', url: '/api/job-funnel/status' })).json()).isActive;
  const post = (path: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/job-funnel/${path}`,
      headers: { origin: 'http://localhost:3000', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  it('refuses start, stop and update to anyone but an administrator', async () => {
    for (const path of ['start', 'stop', 'update']) expect((await post(path)).statusCode).toBe(401);
  });

  it('adds jobs from every kind of feed, marks LMIA employers, and records a failing source without stopping the others', async () => {
    const update = await post('update', adminToken);
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({
      success: true,
      message: 'Manual update completed! Fresh jobs have been added from all sources.',
      jobsAdded: 10,
    });
    expect(await jobsFrom('rss-feed')).toEqual([
      expect.objectContaining({
        title: 'Cook',
        company: 'Maple Diner Ltd',
        location: 'Toronto',
        province: 'Ontario',
        is_lmia: true,
        description: 'Prepare meals .',
      }),
      expect.objectContaining({ title: 'Farm worker', province: 'British Columbia', is_lmia: false }),
    ]);
    expect(await jobsFrom('atom-feed')).toEqual([expect.objectContaining({ title: 'Registered nurse', province: 'Nova Scotia' })]);
    expect(await jobsFrom('json-feed')).toEqual([
      expect.objectContaining({ title: 'Baker', location: 'Montréal', province: 'Quebec' }),
      expect.objectContaining({ title: 'Dishwasher', location: 'Richmond', province: 'Quebec' }),
      expect.objectContaining({ title: 'Line cook', location: 'Richmond', province: 'British Columbia' }),
      expect.objectContaining({
        title: 'Truck driver',
        location: 'Whitehorse',
        province: 'Yukon',
        salary: '$28/hour',
        category: 'Transportation',
      }),
    ]);
    // Job Bank's open data names no employer, and the job says so rather than inventing one.
    expect(await jobsFrom('job-bank')).toEqual([
      expect.objectContaining({
        title: 'Cook',
        location: 'Saskatoon',
        province: 'Saskatchewan',
        company: 'Employer not named',
        salary: 'Not stated in the posting',
        is_lmia: false,
      }),
      expect.objectContaining({
        title: 'Journeyperson Welder',
        location: 'Regina',
        province: 'Saskatchewan',
        company: 'Employer not named',
        salary: '$30.00–$36.00 per hour',
        description: expect.stringMatching(/^Occupation: Welders and related machine operators\n/),
      }),
      expect.objectContaining({ title: 'Night Shift Cleaner', location: 'Winnipeg', province: 'Manitoba', company: 'Employer not named' }),
    ]);

    const status = funnelStatusSchema.parse((await t.app.inject({ method: 'GET', url: '/api/job-funnel/status' })).json());
    expect(status).toMatchObject({
      isActive: true,
      sources: 5,
      totalJobsProcessed: 10,
      lastRun: { status: 'succeeded', jobsAdded: 10, jobsUpdated: 0 },
    });
    expect(status.lastRun?.error).toMatch(/broken-feed: HTTP 500/);
    expect(status.lastUpdate).not.toBeNull();
  });

  it('merges duplicates: a second run updates the same jobs instead of adding them again', async () => {
    const before = Number((await t.app.database.pool.query('SELECT count(*) FROM jobs')).rows[0].count);
    const update = await post('update', adminToken);
    expect(update.json()).toMatchObject({ jobsAdded: 0, jobsUpdated: 10 });
    expect(Number((await t.app.database.pool.query('SELECT count(*) FROM jobs')).rows[0].count)).toBe(before);
  });

  // The next three run in order: stop, a manual update while stopped, start. Scheduled ticks are driven by
  // hand (scheduledFunnelTick, what the cron runs) with the clock moved past the interval, so that a tick is
  // due and only the stop flag can keep it from running.
  it('stop pauses scheduled ticks: a due tick after stop records no run and adds no job', async () => {
    clock.advance(INTERVAL_MS);
    served['/rss'] = () => ({ status: 200, body: rssWith('rss-3') });
    const stop = await post('stop', adminToken);
    expect(stop.json()).toEqual({ success: true, message: 'AI Job Funnel System stopped. Scheduled updates are paused.' });
    expect(await isActive()).toBe(false);
    const runs = await countRows('funnel_runs');
    const jobs = await countRows('jobs');

    expect(await scheduledFunnelTick(t.app.deps)).toEqual({ ran: false, reason: 'stopped' });
    expect(await countRows('funnel_runs')).toBe(runs);
    expect(await countRows('jobs')).toBe(jobs);
    expect(await hasJob('rss-3')).toBe(false);
  });

  it('a manual update still runs while the funnel is stopped', async () => {
    expect(await isActive()).toBe(false);
    const runs = await countRows('funnel_runs');
    const update = await post('update', adminToken);
    expect(update.statusCode).toBe(200);
    expect(update.json()).toEqual({ success: true, message: FUNNEL_MESSAGES.updated, jobsAdded: 1, jobsUpdated: 10 });
    expect(await hasJob('rss-3')).toBe(true);
    expect(await countRows('funnel_runs')).toBe(runs + 1);
    // It runs once; the funnel stays stopped.
    expect(await isActive()).toBe(false);
  });

  it('start resumes scheduled ticks: the next due tick runs again', async () => {
    clock.advance(INTERVAL_MS);
    served['/rss'] = () => ({ status: 200, body: rssWith('rss-3', 'rss-4') });
    // Due, but still stopped.
    expect(await scheduledFunnelTick(t.app.deps)).toEqual({ ran: false, reason: 'stopped' });
    expect(await hasJob('rss-4')).toBe(false);

    const start = await post('start', adminToken);
    expect(start.json()).toEqual({
      success: true,
      message: 'AI Job Funnel System started successfully! Jobs are being aggregated from across the web.',
    });
    expect(await isActive()).toBe(true);
    const runs = await countRows('funnel_runs');
    expect(ranTick(await scheduledFunnelTick(t.app.deps))).toMatchObject({ status: 'succeeded', jobsAdded: 1 });
    expect(await hasJob('rss-4')).toBe(true);
    expect(await countRows('funnel_runs')).toBe(runs + 1);

    // The next tick is due an interval later, by the funnel's clock.
    clock.advance(INTERVAL_MS - 60_000);
    expect(await scheduledFunnelTick(t.app.deps)).toEqual({ ran: false, reason: 'not-due' });
    clock.advance(60_000);
    ranTick(await scheduledFunnelTick(t.app.deps));
    expect(await countRows('funnel_runs')).toBe(runs + 2);
  });

  it('answers 409 FUNNEL_BUSY, and runs nothing, while another run is in progress', async () => {
    clock.advance(60_000);
    served['/rss'] = () => ({ status: 200, body: rssWith('rss-3', 'rss-4', 'rss-5') });
    // Another instance's run, started a moment ago and not finished yet.
    const inserted = await t.app.database.pool.query<{ id: string }>(
      "INSERT INTO funnel_runs (started_at, status) VALUES ($1, 'running') RETURNING id",
      [clock.now()],
    );
    const runs = await countRows('funnel_runs');
    const update = await post('update', adminToken);
    expect(update.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(update.json())).toEqual({
      success: false,
      errorCode: 'FUNNEL_BUSY',
      message: 'Another update is running. Try again in a minute.',
    });
    expect(await countRows('funnel_runs')).toBe(runs);
    expect(await hasJob('rss-5')).toBe(false);

    // Once that run has finished, the same request runs.
    await t.app.database.pool.query("UPDATE funnel_runs SET status = 'succeeded', finished_at = $2 WHERE id = $1", [
      inserted.rows[0]!.id,
      clock.now(),
    ]);
    const again = await post('update', adminToken);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, jobsAdded: 1 });
    expect(await hasJob('rss-5')).toBe(true);
  });

  it('a slow source times out on its own and does not hold up the others', async () => {
    expect(SOURCE_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
    served['/atom'] = () => ({ status: 200, body: ATOM, delayMs: 60_000 });
    try {
      const started = performance.now();
      // A 200 ms limit instead of SOURCE_TIMEOUT_MS: were it not applied, this test would time out.
      const result = ranTick(await runFunnelTick(t.app.deps, { manual: true, sourceTimeoutMs: 200 }));
      const elapsed = performance.now() - started;
      expect(result.errors.map((e) => e.source).sort()).toEqual(['atom-feed', 'broken-feed']);
      expect(result.jobsUpdated).toBeGreaterThanOrEqual(9);
      expect(elapsed).toBeGreaterThanOrEqual(190);
      expect(elapsed).toBeLessThan(2_000);
    } finally {
      served['/atom'] = () => ({ status: 200, body: ATOM });
    }
  }, 5_000);

  it('saves and disables feed sources through the service (npm run funnel:source)', async () => {
    const sources = async () =>
      funnelStatusSchema.parse((await t.app.inject({ method: 'GET', url: '/api/job-funnel/status' })).json()).sources;
    const before = await sources();
    await saveFeedSource(t.app.deps.db, { name: 'extra-feed', kind: 'atom', url: `${base}/atom` });
    expect(await sources()).toBe(before + 1);
    expect(await disableFeedSource(t.app.deps.db, 'extra-feed')).toBe(true);
    expect(await sources()).toBe(before);
    expect(await disableFeedSource(t.app.deps.db, 'no-such-feed')).toBe(false);
  });
});

describe('two instances on one database', () => {
  it('never run the same tick', async () => {
    const database = await createTestDatabase();
    const apps: App[] = [];
    try {
      // Two app instances on one PostgreSQL; on PGlite (one connection) one app's ticks race instead.
      const config = { ...testConfig(), database: database.config };
      apps.push(await buildApp(config, { logger: false, loadReferenceData: false, schedules: false }));
      if (testDatabaseKind() === 'postgres')
        apps.push(await buildApp(config, { logger: false, loadReferenceData: false, schedules: false }));
      const ticks = await Promise.all([0, 1, 2, 3].map((i) => runFunnelTick(apps[i % apps.length]!.deps, { manual: false })));
      expect(ticks.filter((tick) => tick.ran)).toHaveLength(1);
      const runs = await apps[0]!.database.pool.query('SELECT count(*) FROM funnel_runs');
      expect(Number(runs.rows[0].count)).toBe(1);
    } finally {
      for (const app of apps) await app.close();
      await database.drop();
    }
  });
});
