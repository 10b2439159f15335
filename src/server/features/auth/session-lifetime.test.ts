import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../../lib/dates';
import { createTestClock } from '../../test-support/clock';
import { signIn, signUp } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { purgeExpiredAccountData } from './service';

/** Member sessions: 7 days idle, 30 days at most (docs/product.md#sessions). */
describe('member session lifetime', () => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => t.close());

  const signedIn = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } })).json().authenticated as boolean;
  const meStatus = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode;

  it('a session left unused for 7 days ends; one used just before stays', async () => {
    const { payload } = await signUp(t.app);
    const used = await signIn(t.app, payload.email);
    const idle = await signIn(t.app, payload.email);

    clock.advance(7 * DAY_MS - MINUTE_MS);
    expect(await signedIn(used.cookie)).toBe(true);

    clock.advance(2 * MINUTE_MS);
    expect(await signedIn(idle.cookie)).toBe(false);
    expect(await meStatus(idle.cookie)).toBe(401);
    // The one used a minute before the 7 days ran out has 7 more days from that use.
    expect(await meStatus(used.cookie)).toBe(200);
  });

  it('a session in use every few days still ends 30 days after sign-in', async () => {
    const { payload } = await signUp(t.app);
    const { cookie } = await signIn(t.app, payload.email);
    for (let day = 6; day < 30; day += 6) {
      clock.advance(6 * DAY_MS);
      expect(await signedIn(cookie)).toBe(true);
    }
    clock.advance(6 * DAY_MS - MINUTE_MS); // 30 days less a minute since sign-in
    expect(await signedIn(cookie)).toBe(true);
    clock.advance(2 * MINUTE_MS);
    expect(await signedIn(cookie)).toBe(false);
  });

  it('the daily clean-up deletes idle sessions, not only expired ones', async () => {
    const { payload, user } = await signUp(t.app);
    await signIn(t.app, payload.email);
    const sessionsOf = async () =>
      Number((await t.app.database.pool.query('SELECT count(*) FROM sessions WHERE user_id = $1', [user.id])).rows[0].count);
    expect(await sessionsOf()).toBe(2); // the sign-up's and the sign-in's

    clock.advance(7 * DAY_MS + MINUTE_MS);
    await purgeExpiredAccountData(t.app.deps.db, clock.now());
    expect(await sessionsOf()).toBe(0);
  });
});
