import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../shared/messages';
import { addMonthsUtc } from '../../lib/dates';
import { createTestClock } from '../../test-support/clock';
import { sessionCookieFor, signIn, signUp } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const intentRequest = (email: string, overrides: Record<string, unknown> = {}) => ({
  amount: 300,
  email,
  description: 'Membership',
  currency: 'cad',
  ...overrides,
});

describe('membership payments with the sandbox provider', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-03-10T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => t.close());

  /** As the member whose e-mail the body names (signed in: the session's account pays, docs/product.md#checkout). */
  const createIntent = async (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: body,
      // A fresh session each time: the clock moves by months in this suite, and sessions expire.
      headers: { cookie: (await signIn(t.app, String(body.email))).cookie },
    });
  const confirm = (clientSecret: string, cardNumber: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: { paymentIntentId: clientSecret.split('_secret_')[0], clientSecret, cardNumber },
    });
  const paymentRows = async (userId: string) =>
    (
      await t.app.database.pool.query(
        'SELECT amount_cents, currency, status, failure_reason FROM payments WHERE user_id = $1 ORDER BY created_at',
        [userId],
      )
    ).rows;
  const membershipRows = async (userId: string) =>
    (await t.app.database.pool.query('SELECT kind, starts_at, expires_at FROM memberships WHERE user_id = $1 ORDER BY starts_at', [userId]))
      .rows;

  it('publishes the sandbox configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.json()).toEqual({
      provider: 'sandbox',
      publishableKey: null,
      priceCad: 300,
      currency: 'cad',
      mpesaPriceKes: 28_500,
      mpesaProvider: 'sandbox',
      visitorCountry: null,
    });
  });

  it('refuses Stripe webhooks, which the sandbox has none of', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      payload: JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'WEBHOOK_NOT_CONFIGURED',
      message: PAYMENT_MESSAGES.webhookNotConfigured,
    });
  });

  it.each([
    [{ amount: 1 }],
    [{ amount: 299.99 }],
    [{ amount: '300' }],
    [{ amount: 30000 }],
    [{ amount: -300 }],
    [{ amount: null }],
    [{ currency: 'usd' }],
    [{ currency: 'KES' }],
    [{ currency: undefined }],
  ])('refuses a tampered amount or currency %o, and records nothing', async (tampered) => {
    const { user, payload } = await signUp(t.app);
    const response = await createIntent(intentRequest(payload.email, tampered));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'INVALID_AMOUNT',
      message: 'Invalid payment amount. Membership fee is $300 CAD',
    });
    expect(await paymentRows(user.id)).toEqual([]);
  });

  it('"guest" (what the checkout sent when it knew no e-mail) is not the member\'s own address: NOT_YOUR_ACCOUNT', async () => {
    const { user, payload } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: intentRequest('guest'),
      headers: { cookie: await sessionCookieFor(t.app, payload.email) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'NOT_YOUR_ACCOUNT', message: PAYMENT_MESSAGES.notYourAccount });
    expect(await paymentRows(user.id)).toEqual([]);
  });

  it('a 4242 card makes a member for exactly 12 months, charged at the server price', async () => {
    const { user, payload } = await signUp(t.app);
    const created = await createIntent(intentRequest(payload.email.toUpperCase()));
    expect(created.statusCode).toBe(200);
    const { clientSecret } = created.json();
    expect(clientSecret).toMatch(/^pi_sandbox_[0-9a-f]+_secret_[A-Za-z0-9_-]+$/);

    const paid = await confirm(clientSecret, '4242 4242 4242 4242');
    expect(paid.json()).toEqual({ success: true, status: 'succeeded' });
    expect(await paymentRows(user.id)).toEqual([{ amount_cents: 30000, currency: 'cad', status: 'succeeded', failure_reason: null }]);

    const { response } = await signIn(t.app, payload.email);
    expect(response.json().user.isPaidMember).toBe(true);
    expect(response.json().user.membershipExpiresAt).toBe(addMonthsUtc(clock.now(), 12).toISOString());

    const again = await confirm(clientSecret, '4242424242424242');
    expect(again.statusCode).toBe(200);
    expect(await membershipRows(user.id)).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['1234 5678 9012 3456', 'Your card number is incorrect.'],
  ])('card %s fails with "%s", is recorded with the reason, and grants nothing', async (card, message) => {
    const { user, payload } = await signUp(t.app);
    const { clientSecret } = (await createIntent(intentRequest(payload.email))).json();
    const response = await confirm(clientSecret, card);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ success: false, errorCode: 'CARD_DECLINED', message });
    expect(await paymentRows(user.id)).toEqual([{ amount_cents: 30000, currency: 'cad', status: 'failed', failure_reason: message }]);
    expect(await membershipRows(user.id)).toEqual([]);

    // The same checkout can then succeed with another card.
    expect((await confirm(clientSecret, '4242424242424242')).statusCode).toBe(200);
    expect(await membershipRows(user.id)).toHaveLength(1);
  });

  it('refuses a confirmation without the right client secret', async () => {
    const { payload } = await signUp(t.app);
    const { clientSecret } = (await createIntent(intentRequest(payload.email))).json();
    const forged = `${clientSecret.split('_secret_')[0]}_secret_forged`;
    const response = await confirm(forged, '4242424242424242');
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('PAYMENT_NOT_FOUND');
  });

  it('a renewal in the last 30 days extends from the current expiry, and access ends when the time is up', async () => {
    const { user, payload } = await signUp(t.app);
    const first = (await createIntent(intentRequest(payload.email))).json().clientSecret;
    await confirm(first, '4242424242424242');
    // Renewal opens 30 days before the end (docs/product.md#one-payment-at-a-time).
    clock.advance(340 * 24 * 3600 * 1000);
    const second = (await createIntent(intentRequest(payload.email))).json().clientSecret;
    expect(second).not.toBe(first);
    await confirm(second, '4242424242424242');
    const rows = await membershipRows(user.id);
    expect(rows).toHaveLength(2);
    expect(rows[1].starts_at.toISOString()).toBe(rows[0].expires_at.toISOString());
    expect(rows[1].expires_at.toISOString()).toBe(addMonthsUtc(rows[0].expires_at, 12).toISOString());

    clock.advance(rows[1].expires_at.getTime() - clock.now().getTime() - 1000);
    const { cookie } = await signIn(t.app, payload.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } })).json().isPaidMember).toBe(true);
    clock.advance(2000);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } })).json()).toEqual({
      authenticated: true,
      isPaidMember: false,
    });
  });
});
