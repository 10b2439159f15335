// `npm run bench:jobs`: loads the full LMIA data set, then measures job search under load with autocannon
// (50 connections) beside /api/health and an ILIKE baseline. On PGlite by default; on PostgreSQL when
// DATABASE_URL is set (that database gets the data). Prints figures; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

async function run(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  // autocannon reports p97.5 rather than p95: the stricter figure stands in for the p95 target.
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p97: result.latency.p97_5, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

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
await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { firstName: 'Bench', lastName: 'Member', email, password: 'Bench-Password-2026' } });
const { rows } = await app.database.pool.query('SELECT id FROM users WHERE email = $1', [email]);
await app.database.pool.query("INSERT INTO memberships (user_id, kind, starts_at, expires_at, source_type, source_ref) VALUES ($1, 'complimentary', now(), now() + interval '1 year', 'admin', 'bench')", [rows[0].id]);
const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: 'Bench-Password-2026' } });
const cookie = `mb_session=${signIn.cookies.find((c) => c.name === 'mb_session')!.value}`;
const total = (await app.database.pool.query('SELECT count(*)::int AS n FROM jobs')).rows[0].n as number;
console.log(`  ${total.toLocaleString('en-CA')} jobs`);

// The ILIKE baseline: the same keyword+province query without the index, timed in the database.
const ilikeStarted = performance.now();
for (let i = 0; i < 5; i += 1) {
  await app.database.pool.query("SELECT * FROM jobs WHERE (title ILIKE '%cook%' OR description ILIKE '%cook%') AND province = 'Ontario' ORDER BY created_at DESC LIMIT 20");
}
const ilikeMs = (performance.now() - ilikeStarted) / 5;

const cases = {
  'keyword + province': '/api/jobs?search=cook&province=Ontario',
  'keyword only': '/api/jobs?search=cook',
  'filter only': '/api/jobs?province=Alberta&lmiaOnly=true&category=Agriculture',
  'page 50': '/api/jobs?page=50',
};
console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION_S} s each (latency in ms):`);
const health = await run(`${origin}/api/health`);
console.log(`  ${'/api/health alone'.padEnd(24)} ${String(health.rps).padStart(7)} req/s  p50 ${health.p50}  p97.5 ${health.p97}  p99 ${health.p99}`);
for (const [name, url] of Object.entries(cases)) {
  const searchRun = run(`${origin}${url}`, { cookie });
  // /api/health measured while the search load runs: the event loop must stay free.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const healthDuring = await autocannon({ url: `${origin}/api/health`, connections: 5, duration: Math.max(2, DURATION_S - 3) });
  const result = await searchRun;
  console.log(`  ${name.padEnd(24)} ${String(result.rps).padStart(7)} req/s  p50 ${result.p50}  p97.5 ${result.p97}  p99 ${result.p99}  errors ${result.errors}  | /api/health meanwhile p99 ${healthDuring.latency.p99} ms`);
}
console.log(`\nILIKE baseline (keyword + province, no index): ${ilikeMs.toFixed(1)} ms per query, one at a time`);
const single = performance.now();
for (let i = 0; i < 5; i += 1) await app.inject({ method: 'GET', url: cases['keyword + province'], headers: { cookie } });
console.log(`Full-text search (same query through the API): ${((performance.now() - single) / 5).toFixed(1)} ms per request, one at a time`);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
