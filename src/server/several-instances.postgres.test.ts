import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERSHIP } from '../shared/constants';
import { buildApp, type App } from './app';
import { startFunnel } from './features/jobs/funnel/service';
import { scheduledFunnelTick } from './features/jobs/funnel/schedule';
import { JOB_CACHE_TTL_MS } from './features/jobs/search-cache';
import { jobsChanged, SAMPLES_TTL_MS } from './features/jobs/service';
import { STATS_TTL_MS } from './features/stats/service';
import { runDailyCleanup } from './features/maintenance/cleanup';
import { sendMembershipExpiryNotices } from './features/membership/expiry-notices';
import { grantMembership } from './features/membership/service';
import { addMonthsUtc, DAY_MS } from './lib/dates';
import { createTestClock } from './test-support/clock';
import { signUpPayload, STRONG_PASSWORD } from './test-support/members';
import { testConfig } from './test-support/test-app';
import { createTestDatabase, type TestDatabase } from './test-support/test-database';

/**
 * Two instances of the server on one PostgreSQL database, both listening, spoken to over real HTTP
 * (docs/product.md#several-instances): sessions hold on both, rate limits and attempt counts are
 * shared through Redis, each scheduled job does its work once per tick, and a write on one shows on the
 * other within the caches' bound. Runs with TEST_DATABASE_URL; CI has Redis too, and without it this
 * suite fails and says so.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function requireRedis(url: string) {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `The several-instances suite needs Redis at ${url} (set TEST_REDIS_URL, or start redis-server): rate limits shared ` +
        `between instances go through it. (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    );
  } finally {
    redis.disconnect();
  }
}

let addressCounter = 0;
/** A client address per test, forwarded by the trusted loopback proxy, so counters in Redis are this run's own. */
const freshAddress = () => `203.0.${Math.floor(Math.random() * 250)}.${(addressCounter += 1) % 250}`;

describe('two instances on one PostgreSQL database', () => {
  const clock = createTestClock(new Date('2026-07-01T09:00:00Z'));
  let database: TestDatabase;
  let a: App;
  let b: App;
  const base = { a: '', b: '' };

  beforeAll(async () => {
    await requireRedis(REDIS_URL);
    database = await createTestDatabase();
    const config = { ...testConfig(), database: database.config, redisUrl: REDIS_URL, trustProxy: ['127.0.0.1'] };
    const options = { logger: false as const, loadReferenceData: false, schedules: false, now: clock.now };
    a = await buildApp(config, options);
    b = await buildApp(config, options);
    for (const [name, app] of [
      ['a', a],
      ['b', b],
    ] as const) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      base[name] = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    }
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  const call = (instance: 'a' | 'b', path: string, init: { method?: string; body?: unknown; cookie?: string; from?: string } = {}) =>
    fetch(`${base[instance]}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.cookie ? { cookie: init.cookie } : {}),
        origin: a.deps.config.publicUrl,
        'x-forwarded-for': init.from ?? freshAddress(),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const sessionCookie = (response: Response) => {
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('mb_session='));
    if (!cookie) throw new Error(`no session cookie (${response.status})`);
    return cookie.split(';')[0]!;
  };
  async function newMember(on: 'a' | 'b' = 'a') {
    const payload = signUpPayload();
    const response = await call(on, '/api/auth/sign-up', { method: 'POST', body: payload });
    expect(response.status).toBe(201);
    const { user } = (await response.json()) as { user: { id: string } };
    return { email: payload.email, userId: user.id };
  }

  it('a session made on one instance works on the other, and signing out on that one ends it on both', async () => {
    const { email, userId } = await newMember('a');
    const signedIn = await call('a', '/api/auth/sign-in', { method: 'POST', body: { email, password: STRONG_PASSWORD } });
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookie(signedIn);
    const me = async (on: 'a' | 'b') => call(on, '/api/auth/me', { cookie });
    const onB = await me('b');
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { user: { id: string } }).user.id).toBe(userId);
    expect((await call('b', '/api/auth/sign-out', { method: 'POST', cookie })).status).toBeLessThan(300);
    expect((await me('a')).status).toBe(401);
    expect((await me('b')).status).toBe(401);
  });

  it('shares rate limits through Redis: the limit reached through one instance answers 429 on the other', async () => {
    const from = freshAddress();
    const report = { message: 'x', timestamp: 't', userAgent: 'ua', url: 'http://localhost/', userId: 'anonymous' };
    // 10 error reports a minute per address (docs/product.md#limits), all through A.
    for (let i = 0; i < 10; i += 1)
      expect((await call('a', '/api/client-errors', { method: 'POST', body: report, from })).status).toBeLessThan(300);
    const onB = await call('b', '/api/client-errors', { method: 'POST', body: report, from });
    expect(onB.status).toBe(429);
    // Another address is not affected.
    expect((await call('b', '/api/client-errors', { method: 'POST', body: report })).status).toBeLessThan(300);
  });

  it('shares failed sign-in counts through Redis: five failures on one instance stop that e-mail from that address on the other', async () => {
    const { email } = await newMember('b');
    // 5 failures per e-mail from one address in 15 minutes (docs/product.md#throttling).
    const from = freshAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await call('a', '/api/auth/sign-in', { method: 'POST', body: { email, password: 'Wrong-password-1' }, from })).status).toBe(
        401,
      );
    }
    expect((await call('b', '/api/auth/sign-in', { method: 'POST', body: { email, password: STRONG_PASSWORD }, from })).status).toBe(429);
  });

  it('sends each membership reminder once when both instances run the 05:00 job at the same moment, and again', async () => {
    const { email, userId } = await newMember('a');
    // A period that ends in 7 days: the reminder is due.
    const startedAt = addMonthsUtc(new Date(clock.now().getTime() + 7 * DAY_MS), -MEMBERSHIP.months);
    await a.deps.db.transaction((tx) =>
      grantMembership(tx, { userId, kind: 'paid', sourceType: 'payment', sourceRef: `pi_instances_${userId}`, now: startedAt }),
    );
    const reminders = async () =>
      (
        await a.database.pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM email_outbox WHERE lower(to_address) = lower($1) AND subject LIKE '%ends in 7 days%'",
          [email],
        )
      ).rows[0]!.n;
    const first = await Promise.all([sendMembershipExpiryNotices(a.deps), sendMembershipExpiryNotices(b.deps)]);
    expect(first.reduce((sum, result) => sum + result.reminders, 0)).toBe(1);
    expect(await reminders()).toBe(1);
    const second = await Promise.all([sendMembershipExpiryNotices(b.deps), sendMembershipExpiryNotices(a.deps)]);
    expect(second.reduce((sum, result) => sum + result.reminders, 0)).toBe(0);
    expect(await reminders()).toBe(1);
  });

  it('runs one funnel tick when both instances tick at once, and none again within the interval', async () => {
    await startFunnel(a.deps);
    const runs = async () => (await a.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM funnel_runs')).rows[0]!.n;
    const before = await runs();
    const ticks = await Promise.all([scheduledFunnelTick(a.deps), scheduledFunnelTick(b.deps)]);
    expect(ticks.filter((tick) => tick?.ran)).toHaveLength(1);
    expect(await runs()).toBe(before + 1);
    const again = await Promise.all([scheduledFunnelTick(b.deps), scheduledFunnelTick(a.deps)]);
    expect(again.filter((tick) => tick?.ran)).toHaveLength(0);
    expect(await runs()).toBe(before + 1);
  });

  describe('caches after a write on the other instance', () => {
    let cookie = '';
    const insertJob = async (ref: string, title: string) =>
      (
        await a.database.pool.query<{ id: number }>(
          `INSERT INTO jobs (source, source_ref, kind, title, company, location, province, salary, description, category, created_at)
           VALUES ('instances', $1, 'posting', $2, 'Two Instances Ltd', 'Halifax', 'Nova Scotia', '$20/hour', 'Work.', 'Hospitality', $3) RETURNING id`,
          [ref, title, clock.now()],
        )
      ).rows[0]!.id;
    beforeAll(async () => {
      const { email, userId } = await newMember('a');
      await a.deps.db.transaction((tx) =>
        grantMembership(tx, { userId, kind: 'complimentary', sourceType: 'admin', sourceRef: `instances-${userId}`, now: clock.now() }),
      );
      cookie = sessionCookie(await call('a', '/api/auth/sign-in', { method: 'POST', body: { email, password: STRONG_PASSWORD } }));
    });

    const totalFor = async (on: 'a' | 'b', search: string) => {
      const response = await call(on, `/api/jobs?search=${search}`, { cookie });
      expect(response.status).toBe(200);
      return Number(response.headers.get('x-total-count') ?? ((await response.json()) as { total: number }).total);
    };

    it('search results: fresh at once on the writer, on the other within JOB_CACHE_TTL_MS (one minute)', async () => {
      await insertJob('baker-1', 'Bakers');
      await jobsChanged(a.deps.db);
      expect(await totalFor('a', 'baker')).toBe(1);
      expect(await totalFor('b', 'baker')).toBe(1);
      // A writes (an import or a funnel tick: both end in jobsChanged on the writer's own handle).
      await insertJob('baker-2', 'Bakers');
      await jobsChanged(a.deps.db);
      expect(await totalFor('a', 'baker')).toBe(2);
      // B still answers from its cache: the bound, not a bug (docs/product.md#several-instances).
      expect(await totalFor('b', 'baker')).toBe(1);
      clock.advance(JOB_CACHE_TTL_MS + 1);
      expect(await totalFor('b', 'baker')).toBe(2);
    });

    it('the live counts and the landing samples: on the other instance within their minute too', async () => {
      const stats = async () => ((await (await call('b', '/api/stats')).json()) as { activeJobs: number }).activeJobs;
      const samples = async () => ((await (await call('b', '/api/jobs/samples')).json()) as Array<{ id: number }>).map((job) => job.id);
      const jobsBefore = await stats();
      const sampled = await samples();
      expect(sampled.length).toBeGreaterThan(0);
      await a.database.pool.query('DELETE FROM jobs WHERE id = ANY($1::int[])', [sampled]);
      await insertJob('cook-1', 'Cooks');
      await jobsChanged(a.deps.db);
      expect(await stats()).toBe(jobsBefore);
      expect(await samples()).toEqual(sampled);
      clock.advance(Math.max(STATS_TTL_MS, SAMPLES_TTL_MS) + 1);
      expect(await stats()).toBe(jobsBefore - sampled.length + 1);
      expect((await samples()).filter((id) => sampled.includes(id))).toEqual([]);
    });
  });

  it('cleans up once when both instances run the 03:00 job at the same moment (last: it moves the clock on)', async () => {
    const { email } = await newMember('b');
    await call('a', '/api/auth/sign-in', { method: 'POST', body: { email, password: STRONG_PASSWORD } });
    const sessionsOf = async () =>
      (
        await a.database.pool.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE lower(u.email) = lower($1)',
          [email],
        )
      ).rows[0]!.n;
    const expired = await sessionsOf();
    expect(expired).toBeGreaterThan(0);
    clock.advance(31 * DAY_MS);
    const results = await Promise.all([runDailyCleanup(a.deps), runDailyCleanup(b.deps)]);
    expect(results.some((result) => result.ran)).toBe(true);
    // Whoever ran, the expired sessions were deleted once between them (none counted twice).
    expect(await sessionsOf()).toBe(0);
    expect(results.reduce((sum, result) => sum + result.sessions, 0)).toBeGreaterThanOrEqual(expired);
  });
});
