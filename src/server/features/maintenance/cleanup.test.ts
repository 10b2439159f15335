import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../lib/dates';
import { createTestClock } from '../../test-support/clock';
import { signIn, signUp } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { SESSION_LIFETIME_MS } from '../auth/service';
import { runDailyCleanup } from './cleanup';

describe('the daily clean-up', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-05-01T03:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({ admin: { username: 'cleaner', password: 'A-long-admin-password-1' } }, { now: clock.now });
  });
  afterAll(async () => t.close());

  const count = async (table: string, where = 'true') =>
    Number((await t.app.database.pool.query(`SELECT count(*) FROM ${table} WHERE ${where}`)).rows[0].count);

  it('deletes what can never be used again and keeps what still works', async () => {
    // Old: a member whose sessions (the sign-up's and a sign-in's, with the administrator's: three) and links will
    // expire, and e-mail that will be 30 days old.
    const old = await signUp(t.app);
    await signIn(t.app, old.payload.email);
    await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'cleaner', password: 'A-long-admin-password-1' } });
    clock.advance(SESSION_LIFETIME_MS + DAY_MS);

    // Fresh: a member signed in today, with an unused verification link and a recent e-mail.
    const fresh = await signUp(t.app);
    const { cookie } = await signIn(t.app, fresh.payload.email);
    // Visits: one from more than 13 months back, one from this month.
    await t.app.database.pool.query(
      `INSERT INTO visits (page, country, visited_at) VALUES ('/old', NULL, '2025-04-01T00:00Z'), ('/jobs', 'KE', '2026-05-20T00:00Z')`,
    );
    const before = { sessions: await count('sessions'), tokens: await count('auth_tokens'), outbox: await count('email_outbox') };

    const result = await runDailyCleanup(t.app.deps);
    expect(result).toMatchObject({ ran: true, sessions: 3, tokens: 1, outbox: 1, visits: 1 });
    expect(await count('visits', `page = '/jobs'`)).toBe(1);
    expect(await count('sessions')).toBe(before.sessions - 3);
    expect(await count('auth_tokens')).toBe(before.tokens - 1);
    expect(await count('email_outbox')).toBe(before.outbox - 1);
    // What still works is untouched.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    expect(await count('auth_tokens', `user_id = '${fresh.user.id}' AND used_at IS NULL`)).toBe(1);
    expect(await count('email_outbox', `lower(to_address) = lower('${fresh.payload.email}')`)).toBe(1);

    // A second run finds nothing more.
    expect(await runDailyCleanup(t.app.deps)).toMatchObject({ ran: true, sessions: 0, tokens: 0, outbox: 0, visits: 0 });
  });
});
