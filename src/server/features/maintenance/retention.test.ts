import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '../../../shared/policies';
import { DAY_MS } from '../../lib/dates';
import { createTestClock } from '../../test-support/clock';
import { signIn, signUp } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { runDailyCleanup } from './cleanup';

// The privacy policy states RETENTION_DAYS (docs/product.md#policy-pages; e2e/trust.spec.ts reads the served
// page). These tests hold the app to the same numbers at each boundary: what the page says is what happens.
const HOUR_MS = 3_600_000;

describe('what the privacy policy says about how long data is kept', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-05-01T03:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => t.close());

  const count = async (sql: string, values: unknown[] = []) => Number((await t.app.database.pool.query(sql, values)).rows[0].count);
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

  it(`keeps copies of sent e-mail ${RETENTION_DAYS.outbox} days, then deletes them`, async () => {
    const { payload } = await signUp(t.app);
    const mail = () => count('SELECT count(*) FROM email_outbox WHERE lower(to_address) = lower($1)', [payload.email]);
    expect(await mail()).toBeGreaterThan(0);
    clock.advance(RETENTION_DAYS.outbox * DAY_MS - HOUR_MS);
    await runDailyCleanup(t.app.deps);
    expect(await mail()).toBeGreaterThan(0);
    clock.advance(2 * HOUR_MS);
    await runDailyCleanup(t.app.deps);
    expect(await mail()).toBe(0);
  });

  it(`keeps page visits ${RETENTION_DAYS.visits} days, then deletes them`, async () => {
    const at = (days: number) => new Date(clock.now().getTime() - days * DAY_MS).toISOString();
    await t.app.database.pool.query(`INSERT INTO visits (page, country, visited_at) VALUES ('/kept', NULL, $1), ('/gone', NULL, $2)`, [
      at(RETENTION_DAYS.visits - 1),
      at(RETENTION_DAYS.visits + 1),
    ]);
    await runDailyCleanup(t.app.deps);
    expect(await count(`SELECT count(*) FROM visits WHERE page = '/kept'`)).toBe(1);
    expect(await count(`SELECT count(*) FROM visits WHERE page = '/gone'`)).toBe(0);
  });

  it(`ends a session after ${RETENTION_DAYS.sessionIdle} days unused`, async () => {
    const { payload } = await signUp(t.app);
    const { cookie } = await signIn(t.app, payload.email);
    clock.advance(RETENTION_DAYS.sessionIdle * DAY_MS - HOUR_MS);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(RETENTION_DAYS.sessionIdle * DAY_MS + HOUR_MS);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it(`ends a session ${RETENTION_DAYS.sessionLifetime} days after sign-in at most, however often it is used`, async () => {
    const { payload } = await signUp(t.app);
    const { cookie } = await signIn(t.app, payload.email);
    for (let day = 1; day < RETENTION_DAYS.sessionLifetime; day++) {
      clock.advance(DAY_MS);
      expect((await me(cookie)).statusCode, `day ${day}`).toBe(200);
    }
    clock.advance(DAY_MS);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});
