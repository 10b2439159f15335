import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIT_PAGE_MAX } from '../../../shared/schemas/analytics';
import { DAY_MS } from '../../lib/dates';
import { createTestClock } from '../../test-support/clock';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { getVisitAnalytics } from './service';

const BROWSER = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
/** A Safaricom address (Kenya) in the registries' data; the test requests themselves come from 127.0.0.1. */
const KENYAN_ADDRESS = '41.90.64.1';
const ADMIN = { username: 'counter', password: 'A-long-admin-password-1' };

describe('visits', () => {
  let trusting: TestApp;
  let direct: TestApp;
  const clock = createTestClock(new Date('2026-06-15T09:30:00Z'));
  beforeAll(async () => {
    // The proxy in front of `trusting` is on this machine; `direct` trusts nobody (TRUST_PROXY unset).
    [trusting, direct] = await Promise.all([
      createTestApp({ trustProxy: ['127.0.0.0/8'], admin: ADMIN }, { now: clock.now }),
      createTestApp({}, { now: clock.now }),
    ]);
  });
  afterAll(async () => Promise.all([trusting.close(), direct.close()]));

  const visit = (t: TestApp, page: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analytics/visit',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER, ...headers },
      payload: JSON.stringify({ page }),
    });
  const rows = async (t: TestApp) =>
    (await t.app.database.pool.query<{ page: string; country: string | null }>('SELECT page, country FROM visits ORDER BY id')).rows;

  it('stores the page and the country of a forwarded address only when the proxy is trusted', async () => {
    expect((await visit(trusting, '/jobs', { 'x-forwarded-for': KENYAN_ADDRESS })).statusCode).toBe(204);
    expect((await visit(direct, '/jobs', { 'x-forwarded-for': KENYAN_ADDRESS })).statusCode).toBe(204);
    expect(await rows(trusting)).toEqual([{ page: '/jobs', country: 'KE' }]);
    // Untrusted: the header is anybody's say-so, so the connection's own address (local, no country) counts.
    expect(await rows(direct)).toEqual([{ page: '/jobs', country: null }]);
  });

  it('never counts crawlers, scripts, requests without a browser, or administrator pages', async () => {
    const before = (await rows(direct)).length;
    for (const userAgent of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.5.0', 'python-requests/2.32']) {
      expect((await visit(direct, '/pricing', { 'user-agent': userAgent })).statusCode).toBe(204);
    }
    const withoutAgent = await direct.app.inject({
      method: 'POST',
      url: '/api/analytics/visit',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ page: '/pricing' }),
    });
    expect(withoutAgent.statusCode).toBe(204);
    for (const page of ['/admin-dashboard', '/admin-login', '/admin-marketing']) expect((await visit(direct, page)).statusCode).toBe(204);
    expect(await rows(direct)).toHaveLength(before);
  });

  it('refuses what is not a page path with the envelope', async () => {
    for (const page of ['jobs', '/jobs?token=secret', '/jobs#top', `/${'a'.repeat(VISIT_PAGE_MAX)}`, 42, '']) {
      const response = await visit(direct, page);
      expect(response.statusCode, String(page)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_ERROR' });
    }
  });

  it('keeps no address anywhere: no address column, and no cell holding the forwarded address', async () => {
    // An administrator login from the same address leaves its audit row too.
    await trusting.app.inject({ method: 'POST', url: '/api/admin/login', headers: { 'x-forwarded-for': KENYAN_ADDRESS }, payload: ADMIN });
    const pool = trusting.app.database.pool;
    const columns = (
      await pool.query<{ table_name: string; column_name: string; data_type: string }>(
        `SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = 'public'`,
      )
    ).rows;
    const addressLike = columns.filter((c) => c.data_type === 'inet' || c.data_type === 'cidr' || /(^|_)(ip|address)$/.test(c.column_name));
    // The only "address" columns are e-mail addresses and an employer's postal address.
    expect(addressLike.map((c) => `${c.table_name}.${c.column_name}`).sort()).toEqual([
      'email_outbox.from_address',
      'email_outbox.to_address',
      'lmia_employers.address',
    ]);
    const textColumns = columns.filter((c) => ['text', 'character varying', 'jsonb', 'json'].includes(c.data_type));
    const holding: string[] = [];
    for (const { table_name, column_name } of textColumns) {
      const { rows: found } = await pool.query(`SELECT 1 FROM "${table_name}" WHERE "${column_name}"::text LIKE $1 LIMIT 1`, [
        `%${KENYAN_ADDRESS}%`,
      ]);
      if (found.length > 0) holding.push(`${table_name}.${column_name}`);
    }
    expect(holding).toEqual([]);
    const { rows: audit } = await pool.query(`SELECT action, country FROM admin_audit WHERE action = 'login_succeeded'`);
    expect(audit).toEqual([{ action: 'login_succeeded', country: 'KE' }]);
  });

  it('sums visits by country (unknown as one group), lists the latest, and charts 30 days', async () => {
    const t = trusting;
    await t.app.database.pool.query('DELETE FROM visits');
    await visit(t, '/', { 'x-forwarded-for': KENYAN_ADDRESS });
    await visit(t, '/pricing', { 'x-forwarded-for': KENYAN_ADDRESS });
    await visit(t, '/jobs', { 'x-forwarded-for': '24.114.0.1' });
    await visit(t, '/sign-in', { 'x-forwarded-for': '10.0.0.7' });
    await visit(t, '/sign-up');
    clock.advance(60_000);
    await visit(t, '/checkout', { 'x-forwarded-for': KENYAN_ADDRESS });
    // Two days back, and one older than the chart's 30 days.
    await t.app.database.pool.query(
      `INSERT INTO visits (page, country, visited_at) VALUES ('/jobs', 'KE', '2026-06-13T23:59:00Z'), ('/jobs', 'US', '2026-05-01T00:00:00Z')`,
    );

    const analytics = await getVisitAnalytics(t.app.deps.db, clock.now());
    expect(analytics.topCountries).toEqual([
      { country: 'Kenya', visits: 4 },
      { country: 'Unknown', visits: 2 },
      { country: 'Canada', visits: 1 },
      { country: 'United States', visits: 1 },
    ]);
    expect(analytics.totalVisits).toBe(8);
    expect(analytics.recentVisits[0]).toEqual({ page: '/checkout', country: 'Kenya', visitedAt: '2026-06-15T09:31:00.000Z' });
    expect(analytics.recentVisits).toHaveLength(8);
    expect(analytics.dailyVisits).toHaveLength(30);
    expect(analytics.dailyVisits[0]!.date).toBe(new Date(Date.parse('2026-06-15') - 29 * DAY_MS).toISOString().slice(0, 10));
    expect(analytics.dailyVisits.at(-1)).toEqual({ date: '2026-06-15', visits: 6 });
    expect(analytics.dailyVisits.at(-3)).toEqual({ date: '2026-06-13', visits: 1 });
    expect(analytics.dailyVisits.reduce((sum, day) => sum + day.visits, 0)).toBe(7);
  });

  it('limits visits per address', async () => {
    const responses = await Promise.all(Array.from({ length: 125 }, () => visit(direct, '/jobs')));
    const limited = responses.filter((response) => response.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.json()).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
  });

  it('stores at most the configured visits per address and per UTC day, answers 204 regardless, and starts again the next day', async () => {
    const dayClock = createTestClock(new Date('2026-06-20T23:00:00Z'));
    const capped = await createTestApp(
      { trustProxy: ['127.0.0.0/8'], visitCaps: { perAddressPerDay: 3, perDay: 5 } },
      { now: dayClock.now },
    );
    try {
      const from = (address: string) => visit(capped, '/jobs', { 'x-forwarded-for': address });
      // One address: 3 stored of 6.
      for (let i = 0; i < 6; i += 1) expect((await from(KENYAN_ADDRESS)).statusCode).toBe(204);
      expect(await rows(capped)).toHaveLength(3);
      // Rotating addresses (a proxy trusted by mistake): the day's total stops at 5.
      for (let i = 1; i <= 10; i += 1) expect((await from(`24.114.0.${i}`)).statusCode).toBe(204);
      expect(await rows(capped)).toHaveLength(5);
      dayClock.advance(DAY_MS);
      expect((await from(KENYAN_ADDRESS)).statusCode).toBe(204);
      expect(await rows(capped)).toHaveLength(6);
    } finally {
      await capped.close();
    }
  });

  it('warns once in the log when requests carry X-Forwarded-For while TRUST_PROXY is off', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({}, { logger: { level: 'warn', stream: { write: (line) => lines.push(line) } } });
    try {
      await visit(logged, '/jobs');
      expect(lines.filter((line) => line.includes('TRUST_PROXY is off'))).toHaveLength(0);
      for (let i = 0; i < 3; i += 1) await visit(logged, '/jobs', { 'x-forwarded-for': `41.90.64.${i + 1}` });
      expect(lines.filter((line) => line.includes('X-Forwarded-For but TRUST_PROXY is off'))).toHaveLength(1);
    } finally {
      await logged.close();
    }
    // A trusted proxy is what the header is for: no warning.
    const quiet: string[] = [];
    const proxied = await createTestApp(
      { trustProxy: ['127.0.0.0/8'] },
      { logger: { level: 'warn', stream: { write: (line) => quiet.push(line) } } },
    );
    try {
      await visit(proxied, '/jobs', { 'x-forwarded-for': KENYAN_ADDRESS });
      expect(quiet.filter((line) => line.includes('TRUST_PROXY is off'))).toHaveLength(0);
    } finally {
      await proxied.close();
    }
  });
});
