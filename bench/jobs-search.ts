// `npm run bench:jobs`: loads the full LMIA data set, then measures job search under load with autocannon
// (50 connections) beside /api/health and an ILIKE baseline. On PGlite by default; on PostgreSQL when
// DATABASE_URL is set (that database gets the data). Prints figures; asserts nothing.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { jobsChanged } from '../src/server/features/jobs/service';
import type { LoadJob, LoadSummary } from './load-generator';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const loadGenerator = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-generator.ts');

/** Load from a separate process (bench/load-generator.ts), so the measuring does not slow the server. */
async function load(job: LoadJob): Promise<LoadSummary> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', loadGenerator, JSON.stringify(job)], {
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout) as LoadSummary;
}

const line = (name: string, r: LoadSummary) =>
  `  ${name.padEnd(34)} ${String(r.rps).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)}  p97.5 ${String(r.p97_5).padStart(4)}  p99 ${String(r.p99).padStart(4)}  errors ${r.errors}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-bench-'));
const base = loadConfig({ ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir });
const config = { ...base, clientDir: null };
console.log(`Database: ${config.database.kind}. Loading the shipped LMIA data (first start)…`);
const loadStarted = performance.now();
const app = await buildApp(config, { schedules: false });
console.log(`  ready in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

// A member to search as.
const email = `bench-${Date.now()}@example.com`;
await app.inject({
  method: 'POST',
  url: '/api/auth/sign-up',
  payload: { firstName: 'Bench', lastName: 'Member', email, password: 'Bench-Password-2026' },
});
const { rows } = await app.database.pool.query('SELECT id FROM users WHERE email = $1', [email]);
await app.database.pool.query(
  "INSERT INTO memberships (user_id, kind, starts_at, expires_at, source_type, source_ref) VALUES ($1, 'complimentary', now() - interval '1 minute', now() + interval '1 year', 'admin', $2)",
  [rows[0].id, email],
);
const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: 'Bench-Password-2026' } });
const cookie = `mb_session=${signIn.cookies.find((c) => c.name === 'mb_session')!.value}`;
const total = (await app.database.pool.query('SELECT count(*)::int AS n FROM jobs')).rows[0].n as number;
console.log(`  ${total.toLocaleString('en-CA')} jobs`);

// The ILIKE baseline: the same keyword+province query without the index, timed in the database.
const ilikeStarted = performance.now();
for (let i = 0; i < 5; i += 1) {
  await app.database.pool.query(
    "SELECT * FROM jobs WHERE (title ILIKE '%cook%' OR description ILIKE '%cook%') AND province = 'Ontario' ORDER BY created_at DESC LIMIT 20",
  );
}
const ilikeMs = (performance.now() - ilikeStarted) / 5;
// The same question through the GIN index, timed the same way: the page query the API runs.
const ftsStarted = performance.now();
for (let i = 0; i < 5; i += 1) {
  await app.database.pool.query(
    "SELECT id, title FROM jobs WHERE search @@ to_tsquery('english', 'cook:*') AND province = 'Ontario' ORDER BY ts_rank(search, to_tsquery('english', 'cook:*')) DESC NULLS LAST, created_at DESC NULLS LAST, id DESC NULLS LAST LIMIT 20",
  );
}
const ftsMs = (performance.now() - ftsStarted) / 5;

const cases: Record<string, string[]> = {
  'keyword + province': ['/api/jobs?search=cook&province=Ontario'],
  'keyword only': ['/api/jobs?search=cook'],
  'filter only': ['/api/jobs?province=Alberta&lmiaOnly=true&category=Agriculture'],
  'page 50': ['/api/jobs?page=50'],
};
// Searches nobody has run yet: a word from each NOC unit group title, each with a different province,
// so nearly every request misses the search cache and measures the database itself.
const provinces = ['Ontario', 'Alberta', 'British Columbia', 'Quebec', 'Manitoba', 'Saskatchewan', 'Nova Scotia', 'New Brunswick'];
const words = (
  await app.database.pool.query<{ word: string }>(
    "SELECT DISTINCT lower(split_part(title, ' ', 1)) AS word FROM noc_unit_groups WHERE length(split_part(title, ' ', 1)) > 3 ORDER BY 1",
  )
).rows.map((row) => row.word);
cases['keyword + province, cache misses'] = words.flatMap((word, i) => [
  `/api/jobs?search=${encodeURIComponent(word)}&province=${encodeURIComponent(provinces[i % provinces.length]!)}`,
]);

console.log(`\nautocannon in its own process, ${CONNECTIONS} connections, ${DURATION_S} s each after a 2 s warm-up (latency in ms):`);
console.log(
  line('/api/health alone', await load({ origin, paths: ['/api/health'], connections: CONNECTIONS, durationSeconds: DURATION_S })),
);
for (const [name, paths] of Object.entries(cases)) {
  // A short unrecorded run first, so the figures are the steady state rather than the JIT warming up.
  await load({ origin, paths: paths.slice(-10), connections: 10, durationSeconds: 2, headers: { cookie } });
  const searching = load({ origin, paths, connections: CONNECTIONS, durationSeconds: DURATION_S, headers: { cookie } });
  // /api/health measured while the search load runs: the event loop must stay free.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const healthDuring = await load({ origin, paths: ['/api/health'], connections: 5, durationSeconds: Math.max(2, DURATION_S - 3) });
  console.log(`${line(name, await searching)}  | /api/health meanwhile p99 ${healthDuring.p99} ms`);
}
console.log(`  (${cases['keyword + province, cache misses']!.length} different searches in the cache-miss case)`);

console.log(
  `\nIn the database, one at a time, keyword + province: ILIKE baseline ${ilikeMs.toFixed(1)} ms, full-text ${ftsMs.toFixed(1)} ms (${(ilikeMs / ftsMs).toFixed(0)}×)`,
);
const timeOne = async (url: string) => {
  const started = performance.now();
  await app.inject({ method: 'GET', url, headers: { cookie } });
  return performance.now() - started;
};
const firstTimes = [];
for (const url of cases['keyword + province, cache misses']!.slice(0, 20)) firstTimes.push(await timeOne(url));
firstTimes.sort((a, b) => a - b);
const sameAsBaseline = cases['keyword + province']![0]!;
await jobsChanged(app.deps.db); // empties the search cache, so the next request runs the query
const uncached = await timeOne(sameAsBaseline);
console.log(`Full-text search through the API, one at a time:`);
console.log(
  `  ${sameAsBaseline}: ${uncached.toFixed(1)} ms uncached (${(ilikeMs / uncached).toFixed(0)}× faster than the ILIKE baseline), ${(await timeOne(sameAsBaseline)).toFixed(1)} ms cached`,
);
console.log(
  `  first-time searches: median ${firstTimes[10]!.toFixed(1)} ms, slowest ${firstTimes[19]!.toFixed(1)} ms (20 different words)`,
);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
