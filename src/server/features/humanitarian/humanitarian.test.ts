import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsUtc, MINUTE_MS } from '../../lib/dates';
import { createTestClock } from '../../test-support/clock';
import { sessionCookieFor, signIn, signUp, uniqueEmail } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { generateAccessCode } from './service';

const ADMIN = { username: 'support-desk', password: 'Support-Desk-Password-1' };

describe('humanitarian access codes', () => {
  let t: TestApp;
  let adminToken: string;
  const clock = createTestClock(new Date('2026-05-01T09:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({ admin: ADMIN }, { now: clock.now });
    adminToken = (await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN })).json().token;
  });
  afterAll(async () => t.close());

  const issue = async (body: Record<string, unknown> = {}) => {
    // Admin sessions idle out after 30 minutes of the test clock; sign in again when needed.
    adminToken = (await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN })).json().token;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/humanitarian-codes',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { code: string; expiresAt: string };
  };
  const redeem = (email: string, accessCode: string, remoteAddress = '198.51.100.20') =>
    t.app.inject({ method: 'POST', url: '/api/humanitarian-access', payload: { email, accessCode }, remoteAddress });
  const denied = { success: false, errorCode: 'ACCESS_DENIED', message: 'Invalid access code or user not found' };

  it('makes codes of 16 characters from an unambiguous upper-case alphabet', () => {
    for (let i = 0; i < 50; i += 1) expect(generateAccessCode()).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{16}$/);
  });

  it('only administrators issue and list codes; the list never shows a code', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/humanitarian-codes', payload: {} })).statusCode).toBe(401);
    const { code, expiresAt } = await issue({ note: 'Referred by Kakuma community centre' });
    expect(new Date(expiresAt).getTime()).toBe(clock.now().getTime() + 90 * 24 * 3600 * 1000);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/humanitarian-codes',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(list.json().codes[0]).toMatchObject({ issuedBy: ADMIN.username, note: 'Referred by Kakuma community centre', redeemedAt: null });
    expect(list.body).not.toContain(code);
    const stored = await t.app.database.pool.query('SELECT code_hash FROM humanitarian_codes');
    expect(JSON.stringify(stored.rows)).not.toContain(code);
  });

  it('grants 12 free months once; the code is accepted in lower case; reuse is refused', async () => {
    const { payload } = await signUp(t.app);
    const { code } = await issue();
    const response = await redeem(payload.email, code.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, expiresAt: addMonthsUtc(clock.now(), 12).toISOString() });
    expect((await signIn(t.app, payload.email)).response.json().user.isPaidMember).toBe(true);

    const other = await signUp(t.app);
    expect((await redeem(other.payload.email, code)).json()).toEqual(denied);
    expect((await redeem(payload.email, code)).json()).toEqual(denied);
  });

  it('refuses a code bound to another e-mail, an expired code, an unknown e-mail and a wrong code alike', async () => {
    const { payload } = await signUp(t.app);
    const bound = await issue({ email: uniqueEmail('someone-else') });
    expect((await redeem(payload.email, bound.code, '198.51.100.21')).json()).toEqual(denied);

    const expiring = await issue({ expiresInDays: 1 });
    clock.advance(24 * 3600 * 1000 + 1);
    expect((await redeem(payload.email, expiring.code, '198.51.100.22')).json()).toEqual(denied);

    const fresh = await issue();
    expect((await redeem(uniqueEmail('nobody'), fresh.code, '198.51.100.23')).json()).toEqual(denied);
    expect((await redeem(payload.email, 'WRONGCODE2345678', '198.51.100.24')).json()).toEqual(denied);

    const boundToMe = await issue({ email: payload.email.toUpperCase() });
    expect((await redeem(payload.email, boundToMe.code, '198.51.100.25')).statusCode).toBe(200);
  });

  it('stops an e-mail at one address after 5 failures in 15 minutes with 429, and an address after 20', async () => {
    const { payload } = await signUp(t.app);
    for (let i = 0; i < 5; i += 1) expect((await redeem(payload.email, `BADCODE${i}`, '203.0.113.99')).statusCode).toBe(400);
    const { code } = await issue();
    const limited = await redeem(payload.email, code, '203.0.113.99');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    for (let i = 0; i < 20; i += 1) await redeem(uniqueEmail(`guess${i}`), 'BADCODE', '203.0.113.200');
    const other = await signUp(t.app);
    expect((await redeem(other.payload.email, code, '203.0.113.200')).statusCode).toBe(429);

    clock.advance(15 * MINUTE_MS + 1);
    expect((await redeem(payload.email, code, '203.0.113.99')).statusCode).toBe(200);
  });

  it('a code redeemed by a paying member extends their membership from its current end', async () => {
    const { payload, user } = await signUp(t.app);
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { amount: 300, currency: 'cad', email: payload.email },
      headers: { cookie: await sessionCookieFor(t.app, payload.email) },
    });
    const clientSecret = intent.json().clientSecret as string;
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: { paymentIntentId: clientSecret.split('_secret_')[0], clientSecret, cardNumber: '4242424242424242' },
    });
    const { code } = await issue();
    const response = await redeem(payload.email, code, '198.51.100.30');
    const paidUntil = addMonthsUtc(clock.now(), 12);
    expect(response.json().expiresAt).toBe(addMonthsUtc(paidUntil, 12).toISOString());
    const rows = await t.app.database.pool.query('SELECT kind FROM memberships WHERE user_id = $1 ORDER BY starts_at', [user.id]);
    expect(rows.rows.map((r) => r.kind)).toEqual(['paid', 'humanitarian']);
  });
});
