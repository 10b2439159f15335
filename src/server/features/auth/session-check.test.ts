import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantTestMembership, sessionCookieFor, signUp } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * The session check is a prepared statement (repo.ts, findActiveUserSession) that every member request runs:
 * its values are filled in at each run, so it must answer each member, each moment and each change of access
 * as a query built afresh would.
 */
describe('the session check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const status = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } })).json();

  it('tells members apart, sees a membership granted and an account blocked at the next request', async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    const firstCookie = await sessionCookieFor(t.app, first.payload.email);
    const secondCookie = await sessionCookieFor(t.app, second.payload.email);
    expect(await status(firstCookie)).toEqual({ authenticated: true, isPaidMember: false });
    await grantTestMembership(t.app, first.user.id);
    expect(await status(firstCookie)).toEqual({ authenticated: true, isPaidMember: true });
    expect(await status(secondCookie)).toEqual({ authenticated: true, isPaidMember: false });
    await t.app.database.pool.query("UPDATE users SET account_status = 'blocked' WHERE id = $1", [first.user.id]);
    expect(await status(firstCookie)).toEqual({ authenticated: false, isPaidMember: false });
    expect(await status(secondCookie)).toEqual({ authenticated: true, isPaidMember: false });
  });

  it('answers on a new connection as on the one it was prepared on', async () => {
    const member = await signUp(t.app);
    const cookie = await sessionCookieFor(t.app, member.payload.email);
    expect(await status(cookie)).toEqual({ authenticated: true, isPaidMember: false });
    for (let i = 0; i < 2; i += 1) {
      // Drop the pooled connection holding the statement: PGlite keeps its one session, statement and all.
      const client = await t.app.database.pool.connect();
      client.release(true);
      expect(await status(cookie)).toEqual({ authenticated: true, isPaidMember: false });
    }
  });
});
