// My matches' half of the bench (`npm run bench`, and `npm run bench:matches` on its own): GET /api/matches over
// HTTP against the app on PGlite with the full shipped data set, for 20 members whose profiles hold different
// job titles (each request runs their titles through the NOC finder and ranks the employers from the in-memory
// index): one request at a time, then 20 members at once (docs/decisions/042-matches.md, 047-matches-in-memory.md).
import fs from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { lmiaEmployers } from '../src/server/db/schema/jobs';
import { loadReferenceData } from '../src/server/features/jobs/import/load-reference-data';

import { forgetRankedAnswers } from '../src/server/features/matches/ranking-index';
import { warmMatches } from '../src/server/features/matches/service';
import type { Db } from '../src/server/db/client';
import { hashToken, newSecureToken } from '../src/server/lib/secure-token';

export interface MatchesSpeed {
  /** One at a time, each a new question (the answers kept emptied before each request). */
  single: { p50: number; p95: number; requests: number };
  /** 20 members at once, as served (repeated questions answered from the answers kept with the index). */
  concurrent: { p50: number; p95: number; requests: number; errors: number };
  /** 20 members at once, every question new (the answers kept emptied before each wave; the index stays). */
  concurrentMisses: { p50: number; p95: number; requests: number; errors: number };
  /** Employers in the answers, on average: the answers are not empty. */
  employersPerAnswer: number;
}

/** The members' job titles (as Kenyan CVs write them) and, for some, their provinces. */
const PROFILES: Array<{ titles: string[]; provinces?: string[] }> = [
  { titles: ['Registered nurse'] },
  { titles: ['Cook', 'Kitchen helper'], provinces: ['ON', 'BC'] },
  { titles: ['Lorry driver'] },
  { titles: ['Farm worker'], provinces: ['ON'] },
  { titles: ['Caregiver', 'Nanny'] },
  { titles: ['Welder/fabricator'] },
  { titles: ['Software developer'], provinces: ['ON', 'QC', 'BC'] },
  { titles: ['Accountant'] },
  { titles: ['Electrician'] },
  { titles: ['Chef'], provinces: ['AB'] },
  { titles: ['Housekeeper'] },
  { titles: ['Security guard', 'Askari'] },
  { titles: ['Carpenter'] },
  { titles: ['Motor vehicle mechanic'] },
  { titles: ['Butcher'], provinces: ['AB', 'SK', 'MB'] },
  { titles: ['Baker'] },
  { titles: ['Cleaner'] },
  { titles: ['Food service supervisor'] },
  { titles: ['Greenhouse worker'] },
  { titles: ['KRCHN nurse', 'Clinical officer'] },
];
export const MATCH_MEMBERS = PROFILES.length;

const profileOf = (entry: (typeof PROFILES)[number], i: number) => ({
  personalInfo: { firstName: 'Bench', lastName: `Member${i}`, email: `bench${i}@example.com`, phone: '', location: 'Nairobi, Kenya' },
  summary: '',
  skills: [],
  languages: [],
  workExperience: entry.titles.map((position) => ({
    position,
    company: 'Nairobi employer',
    location: 'Nairobi',
    duration: '2019 – Present',
    achievements: [],
  })),
  education: [],
  licences: [],
  excludedDetails: [],
  ...(entry.provinces ? { preferredProvinces: entry.provinces } : {}),
});

/** Gives the members behind `userIds` (one each) the profiles above. */
export async function seedMatchProfiles(pool: pg.Pool, userIds: string[]) {
  for (const [i, entry] of PROFILES.entries())
    await pool.query(
      'INSERT INTO member_profiles (user_id, profile, updated_at) VALUES ($1, $2, now()) ON CONFLICT (user_id) DO UPDATE SET profile = $2',
      [userIds[i], JSON.stringify(profileOf(entry, i))],
    );
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (x: number) => Number(x.toFixed(1));

/** Times GET /api/matches for the members whose session tokens are given (one per profile). */
export async function measureMatches(origin: string, sessionTokens: string[], forget: () => void): Promise<MatchesSpeed> {
  let employers = 0;
  let answers = 0;
  let reported = false;
  const one = async (member: number) => {
    const begun = performance.now();
    const response = await fetch(`${origin}/api/matches`, {
      headers: { cookie: `mb_session=${sessionTokens[member]}`, 'x-forwarded-for': `10.9.0.${member + 1}` },
    });
    const body = (await response.json()) as { employers?: unknown[] };
    const ms = performance.now() - begun;
    if (response.status === 200) {
      employers += body.employers?.length ?? 0;
      answers += 1;
    }
    if (response.status !== 200 && !reported) {
      reported = true;
      process.stderr.write(`GET /api/matches answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}\n`);
    }
    return { ms, ok: response.status === 200 };
  };
  for (let member = 0; member < MATCH_MEMBERS; member += 1) await one(member); // warm-up, not counted
  const single: number[] = [];
  for (let round = 0; round < 5; round += 1)
    for (let member = 0; member < MATCH_MEMBERS; member += 1) {
      forget();
      single.push((await one(member)).ms);
    }
  const waves = async (misses: boolean) => {
    const times: number[] = [];
    let errors = 0;
    for (let wave = 0; wave < 20; wave += 1) {
      if (misses) forget();
      const batch = await Promise.all(Array.from({ length: MATCH_MEMBERS }, (_, member) => one(member)));
      for (const result of batch) {
        times.push(result.ms);
        if (!result.ok) errors += 1;
      }
    }
    times.sort((a, b) => a - b);
    return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), requests: times.length, errors };
  };
  const concurrentMisses = await waves(true);
  const concurrent = await waves(false);
  single.sort((a, b) => a - b);
  return {
    single: { p50: round(percentile(single, 50)), p95: round(percentile(single, 95)), requests: single.length },
    concurrent,
    concurrentMisses,
    employersPerAnswer: answers ? round(employers / answers) : 0,
  };
}

/** Members with a membership and a session each, for the profiles above; returns their raw session tokens. */
export async function seedMatchMembers(pool: pg.Pool, prefix: string): Promise<string[]> {
  const users = await pool.query<{ id: string }>(
    `INSERT INTO users (first_name, last_name, email, username, password_hash, email_verified_at)
     SELECT 'Bench', 'Matches' || i, $2 || i || '@example.com', $2 || i || '@example.com', '!bench', now()
     FROM generate_series(0, $1::int - 1) AS i ORDER BY i RETURNING id`,
    [MATCH_MEMBERS, prefix],
  );
  const ids = users.rows.map((row) => row.id);
  // A session token has the shape the app gives one (a cookie of any other shape is no session).
  const tokens = ids.map(() => newSecureToken());
  for (const [i, id] of ids.entries()) {
    await pool.query(
      `INSERT INTO memberships (user_id, kind, starts_at, expires_at, source_type, source_ref)
       VALUES ($1, 'complimentary', now() - interval '1 minute', now() + interval '1 year', 'admin', $2)`,
      [id, `${prefix}${i}`],
    );
    await pool.query(
      `INSERT INTO sessions (token_hash, kind, user_id, expires_at, last_seen_at) VALUES ($1, 'user', $2, now() + interval '1 day', now())`,
      [hashToken(tokens[i]!), id],
    );
  }
  await seedMatchProfiles(pool, ids);
  return tokens;
}

/** How long the ranking index takes to build on the loaded data, and the heap it holds (garbage collected first). */
async function measureRankingIndex(db: Db) {
  v8.setFlagsFromString('--expose-gc');
  const collect = vm.runInNewContext('gc') as () => void;
  collect();
  const before = process.memoryUsage().heapUsed;
  const started = performance.now();
  await warmMatches(db);
  const ms = Math.round(performance.now() - started);
  collect();
  const heapMb = round((process.memoryUsage().heapUsed - before) / 1e6);
  const rows = await db.$count(lmiaEmployers);
  return { ms, heapMb, rows };
}

/** `npm run bench:matches`: the app on a fresh PGlite with the full data set, then the measure. */
async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-bench-matches-'));
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' };
  delete env.DATABASE_URL;
  const app = await buildApp({ ...loadConfig(env), clientDir: null }, { schedules: false, loadReferenceData: false, logger: false });
  try {
    process.stderr.write('[bench:matches] loading the shipped data set into PGlite…\n');
    await loadReferenceData(app.database.db, app.log);
    const tokens = await seedMatchMembers(app.database.pool, `bench-matches-${Date.now().toString(36)}-`);
    const index = await measureRankingIndex(app.database.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const speed = await measureMatches(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, tokens, () =>
      forgetRankedAnswers(app.database.db),
    );
    console.log(
      `ranking index: built in ${index.ms} ms from ${index.rows} rows, ${index.heapMb} MB of heap (process.memoryUsage().heapUsed after a collection, before and after)`,
    );
    console.log(
      `one at a time: p50 ${speed.single.p50} ms, p95 ${speed.single.p95} ms (${speed.single.requests} requests; target p95 ≤ 100 ms)`,
    );
    console.log(
      `20 members at once: p50 ${speed.concurrent.p50} ms, p95 ${speed.concurrent.p95} ms (${speed.concurrent.requests} requests, ${speed.concurrent.errors} errors; target p95 ≤ 250 ms)`,
    );
    console.log(
      `20 members at once, every question new: p50 ${speed.concurrentMisses.p50} ms, p95 ${speed.concurrentMisses.p95} ms (${speed.concurrentMisses.errors} errors)`,
    );
    console.log(`${speed.employersPerAnswer} employers per answer on average`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
