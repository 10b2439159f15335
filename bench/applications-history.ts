// `npm run bench:applications`: one member's long application history against everyone else
// (docs/decisions/025-bounded-member-writes.md). Seeds BENCH_EVENTS events (default 10,000, notes of 200
// characters) on one application written straight to the table, as a history from before the 200-event cap
// would be, then times the list, the single application and the streamed export over HTTP (median of 5),
// the server's peak memory during the export, and another member's GET /api/account/profile while the
// export runs. On PGlite by default; on PostgreSQL when DATABASE_URL is set. Prints figures; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { signUpMember } from '../src/server/test-support/members';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const NOTE = 'Called the employer again and left a message with the hiring manager about the interview date. '.repeat(3).slice(0, 200);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-bench-applications-'));
const config = { ...loadConfig({ ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir }), clientDir: null };
const app = await buildApp(config, { schedules: false, loadReferenceData: false });
const pool = app.database.pool;
const origin = new URL(config.publicUrl).origin;

const heavy = await signUpMember(app);
const other = await signUpMember(app);
const { rows: jobs } = await pool.query<{ id: string }>(
  `INSERT INTO jobs (source, source_ref, kind, title, company, location, province, salary, description)
   VALUES ('bench', 'history', 'posting', 'Cooks', 'Maple Diner Ltd', 'Toronto', 'Ontario', '$20/hour', 'Wanted.') RETURNING id`,
);
const created = await app.inject({
  method: 'POST',
  url: '/api/applications',
  headers: { cookie: heavy.cookie, origin },
  payload: { jobId: Number(jobs[0]!.id) },
});
const applicationId = (created.json() as { application: { id: string } }).application.id;
await pool.query(
  `INSERT INTO application_events (application_id, status, notes, created_at)
   SELECT $1, 'Applied', $2 || ' #' || n, now() + n * interval '1 second' FROM generate_series(1, $3::int) AS n`,
  [applicationId, NOTE, EVENTS - 1],
);
await pool.query('ANALYZE');

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`Database: ${config.database.kind}. One application with ${EVENTS.toLocaleString('en-CA')} events.`);

/** Reads the body as it arrives, counting bytes without keeping them (the client must not be what grows). */
async function get(url: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(`${address}${url}`, { headers: { cookie, 'accept-encoding': 'identity' } });
  let bytes = 0;
  for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
  return { status: response.status, ms: performance.now() - started, bytes };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rows: Array<[string, string, string, string]> = [];
for (const [label, url] of [
  ['GET /api/applications', '/api/applications'],
  ['GET /api/applications/:id (page 1)', `/api/applications/${applicationId}`],
  ['GET /api/account/export', '/api/account/export'],
] as const) {
  const runs: number[] = [];
  let bytes = 0;
  let peakRss = 0;
  let profileMs = 0;
  for (let i = 0; i < 5; i += 1) {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const [result, profile] = await Promise.all([
      get(url, heavy.cookie),
      // Another member's call sent while this one is being answered.
      new Promise<{ ms: number }>((resolve) => setTimeout(() => resolve(get('/api/account/profile', other.cookie)), 5)),
    ]);
    clearInterval(sampler);
    if (result.status !== 200) throw new Error(`${url} answered ${result.status}`);
    runs.push(result.ms);
    bytes = result.bytes;
    peakRss = Math.max(peakRss, peak - before);
    profileMs = Math.max(profileMs, profile.ms);
  }
  rows.push([
    label,
    `${median(runs).toFixed(0)} ms`,
    `${(bytes / 1024).toFixed(0)} KiB`,
    `+${(peakRss / 2 ** 20).toFixed(0)} MiB; profile ≤ ${profileMs.toFixed(0)} ms`,
  ]);
}
console.log("| call | median | body | server memory during it; another member's profile |");
console.log('|---|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
