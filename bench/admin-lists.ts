// `npm run bench:admin`: the administrator's lists at scale (docs/decisions/017-admin-console.md). Seeds
// BENCH_USERS members (default 50,000), as many payments and a year of visits, then times each console call
// in-process (median of 5) and shows the search plan. On PGlite by default; on PostgreSQL when DATABASE_URL
// is set (that database gets the rows). Prints figures; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

const USERS = Number(process.env.BENCH_USERS ?? 50_000);
const ADMIN = { username: 'bench-admin', password: 'Bench-Admin-Password-2026' };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-bench-admin-'));
const config = {
  ...loadConfig({ ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir }),
  clientDir: null,
  admin: ADMIN,
};
console.log(`Database: ${config.database.kind}. Seeding ${USERS.toLocaleString('en-CA')} members, payments and visits…`);
const app = await buildApp(config, { schedules: false, loadReferenceData: false });
const pool = app.database.pool;
const seedStarted = performance.now();
await pool.query(
  `INSERT INTO users (first_name, last_name, email, username, password_hash, account_status, blocked_at, blocked_reason, created_at)
   SELECT 'Member' || i, (ARRAY['Kamau','Otieno','Wanjiru','Mwangi','Achieng'])[1 + i % 5],
          'bench.member' || i || '@example.com', 'bench.member' || i || '@example.com', 'x',
          CASE WHEN i % 100 = 0 THEN 'blocked' ELSE 'active' END,
          CASE WHEN i % 100 = 0 THEN now() END, CASE WHEN i % 100 = 0 THEN 'Bench' END,
          now() - (i || ' minutes')::interval
   FROM generate_series(1, $1::int) AS i`,
  [USERS],
);
await pool.query(
  `INSERT INTO payments (user_id, provider, provider_ref, amount_cents, currency, status, created_at)
   SELECT id, 'sandbox', 'bench-' || id, 30000, 'cad', (ARRAY['succeeded','failed','refunded','requires_payment'])[1 + (random() * 3)::int], created_at
   FROM users`,
);
await pool.query(
  `INSERT INTO visits (page, country, visited_at)
   SELECT (ARRAY['/','/jobs','/pricing','/sign-up'])[1 + i % 4], (ARRAY['KE','KE','KE','CA','US',NULL])[1 + i % 6], now() - ((i % 525600) || ' minutes')::interval
   FROM generate_series(1, $1::int) AS i`,
  [USERS * 4],
);
await pool.query('ANALYZE');
console.log(`  seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
const authorization = `Bearer ${(login.json() as { token: string }).token}`;

async function time(label: string, url: string) {
  const runs: number[] = [];
  let bytes = 0;
  let total = '';
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { authorization } });
    runs.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    bytes = response.rawPayload.length;
    total = String(response.headers['x-total-count'] ?? '');
  }
  const median = runs.sort((a, b) => a - b)[2]!;
  console.log(
    `  ${label.padEnd(42)} median ${median.toFixed(1).padStart(7)} ms  ${(bytes / 1024).toFixed(1).padStart(8)} kB${total ? `  total ${total}` : ''}`,
  );
}

console.log('\nConsole calls (in-process, median of 5):');
await time('dashboard figures', '/api/admin/dashboard');
await time('members, page 1 of 25', '/api/admin/users');
await time('members, page 1,000 (deep offset)', '/api/admin/users?page=1000&pageSize=25');
await time('members, search "kamau" (common)', '/api/admin/users?search=kamau');
await time(`members, search one e-mail`, `/api/admin/users?search=bench.member${Math.floor(USERS / 2)}@`);
await time('members, blocked', '/api/admin/users?status=blocked');
await time('payments, page 1', '/api/admin/payments');
await time('payments, search one payer', `/api/admin/payments?search=bench.member${Math.floor(USERS / 3)}@`);
await time('analytics (top countries, 30 days)', '/api/admin/analytics');
await time('audit, page 1', '/api/admin/audit');
await time(`members CSV (all ${USERS.toLocaleString('en-CA')})`, '/api/admin/users.csv');
await time('payments CSV (all)', '/api/admin/payments.csv');

const plan = await pool.query(
  `EXPLAIN SELECT id FROM users WHERE lower(email || ' ' || first_name || ' ' || last_name) LIKE '%bench.member123@%' ESCAPE '\\'`,
);
console.log('\nSearch plan:');
for (const row of plan.rows as Array<Record<string, string>>) console.log(`  ${Object.values(row)[0]}`);

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
