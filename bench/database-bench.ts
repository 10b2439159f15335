// One database's half of `npm run bench` (bench/run.ts): the app in this process on PGlite or PostgreSQL
// with the full shipped data set, load from separate processes (load-generator.ts, session-load.ts).
// Rate limits stay as in production; each virtual member has its own session and client address
// (TRUST_PROXY + x-forwarded-for), so the figures are the app's, not the limiter's.
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
import { importLmiaFile } from '../src/server/features/jobs/import/import-service';
import { loadReferenceData, referenceDataDir } from '../src/server/features/jobs/import/load-reference-data';
import { hashPassword } from '../src/server/lib/passwords';
import { hashToken, newSecureToken } from '../src/server/lib/secure-token';
import type { LoadJob, LoadSummary } from './load-generator';
import { forgetRankedAnswers } from '../src/server/features/matches/ranking-index';
import { measureMatches, seedMatchMembers, type MatchesSpeed } from './matches';
import { measureNocSearch, type NocSpeed } from './noc';
import type { SessionJob, SessionSummary } from './session-load';
import { cacheMissSearches, PROVINCES, searchWords, warmUpSearches } from './cache-miss-searches';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 50;
const PASSWORD = 'Bench-Password-2026';
/** Sessions searched with, round-robin: each allows 300 searches a minute, so 2,000 allow ~10,000 req/s. */
const SEARCH_SESSIONS = 2_000;
/**
 * The /api/health probe beside each load, in requests per second: what it measures is whether the event loop
 * still answers at once, as a load balancer's checks would see it. Sent flat out (5 connections, each asking
 * again as soon as answered: 1,700–4,100 requests in the two seconds of the cache misses), it was a second load
 * on the same two cores, and put 80–180 ms on the misses' p95 (docs/decisions/064-prepared-session-check-and-province-search-index.md).
 */
export const HEALTH_PROBE_RATE = 50;
/** Time given to a load generator's process to start up before its load begins (load-generator.ts `startAt`). */
const GENERATOR_START_UP_MS = 2_000;
/** Members the scripted sessions sign in as, in turn. */
const SESSION_MEMBERS = 2_000;

async function child<T>(script: string, job: unknown): Promise<T> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(here, script), JSON.stringify(job)], {
    maxBuffer: 16 << 20,
  });
  return JSON.parse(stdout) as T;
}
const load = (job: LoadJob) => child<LoadSummary>('load-generator.ts', job);

export interface SearchCase {
  name: string;
  load: LoadSummary;
  healthDuring: LoadSummary;
  /** The same question in the database, one at a time (median of 5 runs, ms). */
  fullTextMs: number | null;
  ilikeMs: number | null;
}

export interface DatabaseResult {
  database: 'pglite' | 'postgres';
  jobs: number;
  loadAverage: number[];
  quarterImport: { quarter: string; rows: number; jobs: number; ms: number; fresh: boolean } | null;
  health: LoadSummary;
  search: SearchCase[];
  signIn: LoadSummary;
  sessions: SessionSummary;
  healthDuringSessions: LoadSummary;
  /** GET /api/noc/search, one at a time and 20 at once (bench/noc.ts). */
  noc: NocSpeed;
  /** GET /api/matches for 20 members with profiles, one at a time and all at once (bench/matches.ts). */
  matches: MatchesSpeed;
}

/** Searches the scripted members run: common words that find jobs in every big province. */
const SESSION_SEARCHES = ['cook', 'worker', 'supervisor', 'farm', 'cleaner', 'driver', 'labourer', 'food'].flatMap((search) =>
  PROVINCES.slice(0, 4).map((province) => ({ search, province })),
);

export async function benchDatabase(
  kind: 'pglite' | 'postgres',
  seconds: { search: number; sessions: number; thinkMs: number },
  log: (line: string) => void,
): Promise<DatabaseResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-bench-'));
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' };
  if (kind === 'pglite') delete env.DATABASE_URL;
  const config = { ...loadConfig(env), clientDir: null };
  const app = await buildApp(config, { schedules: false, loadReferenceData: false, logger: false });
  const pool = app.database.pool;
  const runId = Date.now().toString(36);
  try {
    log(`${kind}: loading the shipped data set…`);
    const loaded = await loadReferenceData(app.database.db, app.log);
    const newest = loaded.quarters.at(-1);
    let quarterImport: DatabaseResult['quarterImport'] = newest
      ? { quarter: newest.quarter, rows: newest.rows, jobs: newest.jobs, ms: newest.ms, fresh: true }
      : null;
    if (!quarterImport) {
      // The database already had every quarter (PostgreSQL kept from an earlier run): time the newest again, an upsert.
      const file = fs
        .readdirSync(referenceDataDir())
        .filter((name) => /positive_lmia/.test(name))
        .sort()
        .at(-1)!;
      const again = await importLmiaFile(app.database.db, { file: path.join(referenceDataDir(), file) });
      quarterImport = {
        quarter: again.quarter,
        rows: again.rows,
        jobs: again.jobsInserted + again.jobsUpdated,
        ms: again.ms,
        fresh: false,
      };
    }
    const jobs = (await pool.query('SELECT count(*)::int AS n FROM jobs')).rows[0].n as number;

    log(`${kind}: seeding ${SESSION_MEMBERS + 1} members and ${SEARCH_SESSIONS} sessions…`);
    const hash = await hashPassword(PASSWORD);
    const prefix = `bench-${runId}-`;
    await pool.query(
      `INSERT INTO users (first_name, last_name, email, username, password_hash, email_verified_at)
       SELECT 'Bench', 'Member' || i, $2 || i || '@example.com', $2 || i || '@example.com', $3, now()
       FROM generate_series(0, $1::int) AS i`,
      [SESSION_MEMBERS, prefix, hash],
    );
    await pool.query(
      `INSERT INTO memberships (user_id, kind, starts_at, expires_at, source_type, source_ref)
       SELECT id, 'complimentary', now() - interval '1 minute', now() + interval '1 year', 'admin', email FROM users WHERE email LIKE $1`,
      [`${prefix}%`],
    );
    // Tokens of the real shape: the app reads a cookie of any other shape as no session at all, and the search
    // cases then measured a visitor's teaser pages, all 50 connections counted against 127.0.0.1's limits.
    const tokens = Array.from({ length: SEARCH_SESSIONS }, () => newSecureToken());
    await pool.query(
      `INSERT INTO sessions (token_hash, kind, user_id, expires_at, last_seen_at)
       SELECT t.hash, 'user', u.id, now() + interval '1 day', now()
       FROM unnest($1::text[]) WITH ORDINALITY AS t(hash, n)
       JOIN users u ON u.email = $2 || ((t.n - 1) % $3) || '@example.com'`,
      [tokens.map(hashToken), prefix, SESSION_MEMBERS],
    );
    await pool.query('ANALYZE users, sessions, memberships');

    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    // One at a time, in the database: the ILIKE baseline against the full-text query the API runs.
    const median5 = async (sql: string, params: unknown[]) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const started = performance.now();
        await pool.query(sql, params);
        times.push(performance.now() - started);
      }
      return Number(times.sort((a, b) => a - b)[2]!.toFixed(1));
    };
    const ilike = (word: string, province: string | null) =>
      median5(
        `SELECT id, title FROM jobs WHERE (title ILIKE $1 OR company ILIKE $1 OR description ILIKE $1) AND ($2::text IS NULL OR province = $2)
         ORDER BY created_at DESC, id DESC LIMIT 20`,
        [`%${word}%`, province],
      );
    const fullText = (word: string, province: string | null) =>
      median5(
        `SELECT id, title FROM jobs WHERE search @@ to_tsquery('english', $1) AND ($2::text IS NULL OR province = $2)
         ORDER BY ts_rank(rank_vector, to_tsquery('english', $1)) DESC NULLS LAST, created_at DESC NULLS LAST, id DESC NULLS LAST LIMIT 20`,
        [`${word}:*`, province],
      );

    const words = await searchWords(pool);
    // 300 searches nobody has run yet: a word from the NOC unit group titles with a province, in turn.
    const searchPath = ({ word, province }: { word: string; province: string }) =>
      `/api/jobs?search=${encodeURIComponent(word)}&province=${encodeURIComponent(province)}`;
    const missPaths = cacheMissSearches(words).map(searchPath);
    const missWarmUpPaths = warmUpSearches(words).map(searchPath);
    const sampleMisses = async (fn: (word: string, province: string | null) => Promise<number>) => {
      const times = [];
      for (let i = 0; i < 20; i += 1) times.push(await fn(words[(i * 7) % words.length]!, PROVINCES[i % PROVINCES.length]!));
      return Number(times.sort((a, b) => a - b)[10]!.toFixed(1));
    };
    const cases: Array<{ name: string; paths: string[]; fullTextMs: number | null; ilikeMs: number | null }> = [
      {
        name: 'keyword + province',
        paths: ['/api/jobs?search=cook&province=Ontario'],
        fullTextMs: await fullText('cook', 'Ontario'),
        ilikeMs: await ilike('cook', 'Ontario'),
      },
      { name: 'keyword', paths: ['/api/jobs?search=cook'], fullTextMs: await fullText('cook', null), ilikeMs: await ilike('cook', null) },
      { name: 'filter only', paths: ['/api/jobs?province=Alberta&lmiaOnly=true&category=Agriculture'], fullTextMs: null, ilikeMs: null },
      { name: 'deep page (50)', paths: ['/api/jobs?page=50'], fullTextMs: null, ilikeMs: null },
      {
        name: '300 distinct searches (cache misses)',
        paths: missPaths,
        fullTextMs: await sampleMisses(fullText),
        ilikeMs: await sampleMisses(ilike),
      },
    ];

    log(`${kind}: /api/noc/search…`);
    const noc = await measureNocSearch(origin);
    log(`${kind}: /api/matches…`);
    const matches = await measureMatches(origin, await seedMatchMembers(pool, `${prefix}matches-`), () =>
      forgetRankedAnswers(app.database.db),
    );

    log(`${kind}: /api/health alone…`);
    const health = await load({ origin, paths: ['/api/health'], connections: CONNECTIONS, durationSeconds: seconds.search });
    const search: SearchCase[] = [];
    let address = 1;
    for (const c of cases) {
      log(`${kind}: /api/jobs ${c.name}…`);
      // Every search session sends one request from an address of its own first, so the app knows each as live.
      // The request limits count a session this instance has not yet seen live against its address, like an
      // invented token (docs/product.md#limits): without this, the first 1,500 new sessions used up 127.0.0.1's
      // anonymous allowance, the rest were answered 429 without ever becoming live, and fast 429s stood in for
      // searches in the figures (15,269 of 15,290 in one run).
      await load({
        origin,
        paths: ['/api/auth/status'],
        connections: 10,
        durationSeconds: 120,
        amount: tokens.length,
        sessions: tokens,
        addressBase: (address += 100_000),
      });
      // A short unrecorded run first, so the figures are the steady state of a running server. The cache-miss case
      // warms up on 300 misses of its own (warmUpSearches): warmed on ten searches, answered from the cache after
      // their first time, the misses' path (the app's code, each database connection's prepared statement) ran
      // cold in the measured run (docs/decisions/065-bench-on-open-connections-and-local-pool.md).
      if (c.paths.length > 1) {
        await load({
          origin,
          paths: missWarmUpPaths,
          connections: CONNECTIONS,
          durationSeconds: 120,
          amount: missWarmUpPaths.length,
          sessions: tokens,
        });
      } else {
        await load({ origin, paths: c.paths, connections: 10, durationSeconds: 2, sessions: tokens });
      }
      await jobsChanged(app.database.db); // every case starts with an empty search cache
      // The load and the probe beside it are spawned together and start at set moments, once both processes are
      // up: spawned 300 ms into the load, the probe's own start-up took the CPU from the first cache misses.
      const startAt = Date.now() + GENERATOR_START_UP_MS;
      // The distinct searches are each sent once, so every one misses the cache (repeating them would hit it).
      const searching = load({
        origin,
        paths: c.paths,
        connections: CONNECTIONS,
        durationSeconds: c.paths.length > 1 ? 120 : seconds.search,
        ...(c.paths.length > 1 ? { amount: c.paths.length } : {}),
        sessions: tokens,
        startAt,
        openConnectionsFirst: true,
      });
      // /api/health while the search load runs: the event loop must stay free. (The cache misses may end
      // sooner: 300 requests. Then this also measures a moment after them.)
      const healthDuring = await load({
        origin,
        paths: ['/api/health'],
        connections: 5,
        overallRate: HEALTH_PROBE_RATE,
        durationSeconds: c.paths.length > 1 ? 2 : Math.max(1, seconds.search - 1),
        addressBase: (address += 100_000),
        startAt: startAt + 300,
      });
      search.push({ name: c.name, load: await searching, healthDuring, fullTextMs: c.fullTextMs, ilikeMs: c.ilikeMs });
      await jobsChanged(app.database.db);
    }

    log(`${kind}: sign-in…`);
    const signIn = await load({
      origin,
      paths: ['/api/auth/sign-in'],
      method: 'POST',
      connections: CONNECTIONS,
      durationSeconds: Math.min(5, seconds.search),
      bodies: Array.from({ length: 200 }, (_, i) => JSON.stringify({ email: `${prefix}${i}@example.com`, password: PASSWORD })),
      addressBase: (address += 1_000_000),
    });

    log(`${kind}: ${CONNECTIONS} scripted member sessions for ${seconds.sessions} s…`);
    const sessionJob: SessionJob = {
      origin,
      users: CONNECTIONS,
      durationSeconds: seconds.sessions,
      thinkMs: seconds.thinkMs,
      emailPrefix: prefix,
      members: SESSION_MEMBERS,
      password: PASSWORD,
      addressBase: (address += 1_000_000),
      searches: SESSION_SEARCHES,
    };
    const sessionsRun = child<SessionSummary>('session-load.ts', sessionJob);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const healthDuringSessions = await load({
      origin,
      paths: ['/api/health'],
      connections: 5,
      overallRate: HEALTH_PROBE_RATE,
      durationSeconds: Math.max(1, seconds.sessions - 2),
      addressBase: (address += 1_000_000),
    });
    const sessions = await sessionsRun;
    return {
      database: kind,
      jobs,
      loadAverage: os.loadavg(),
      quarterImport,
      health,
      search,
      signIn,
      sessions,
      healthDuringSessions,
      noc,
      matches,
    };
  } finally {
    if (kind === 'postgres') await pool.query('DELETE FROM users WHERE email LIKE $1', [`bench-${runId}-%`]).catch(() => undefined);
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
