import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REFUND_MESSAGES } from '../../../shared/messages';
import { AUDIT_ACTIONS } from '../../../shared/schemas/admin';
import { MPESA_SANDBOX_NUMBERS } from '../../../shared/schemas/mpesa';
import { addMonthsUtc, DAY_MS } from '../../lib/dates';
import { createTestClock } from '../../test-support/clock';
import { latestOutboxEmail, signIn, signUp } from '../../test-support/members';
import { startStripeMock, type StripeMock } from '../../test-support/stripe-mock';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const ADMIN = { username: 'refunds-admin', password: 'Refunds-Admin-Password-4' };
const WEBHOOK_SECRET = 'whsec_refunds';
const signer = new Stripe('sk_test_signer');

/** The calls of a suite: the member's (by a fresh session: the clock moves by months) and the administrator's. */
function calls(context: { t: TestApp; token: string }) {
  const asMember = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    context.t.app.inject({
      method,
      url,
      headers: { cookie: (await signIn(context.t.app, email)).cookie },
      ...(payload ? { payload } : {}),
    });
  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object, token = context.token) =>
    context.t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, origin: context.t.config.publicUrl },
      ...(payload ? { payload } : {}),
    });
  const paymentsOf = async (email: string) =>
    (await asMember(email, 'GET', '/api/account/payments')).json().payments as { id: string; status: string }[];
  const ask = (email: string, paymentId: string, reason?: string) =>
    asMember(email, 'POST', `/api/account/payments/${paymentId}/refund-request`, reason === undefined ? {} : { reason });
  const refund = (requestId: string, payload: object = {}) => asAdmin('POST', `/api/admin/refunds/${requestId}/refund`, payload);
  const decline = (requestId: string, reason: string) => asAdmin('POST', `/api/admin/refunds/${requestId}/decline`, { reason });
  // A member-only route: /api/jobs answers everyone (visitors get teasers), so access is read from the documents.
  const jobs = (email: string) => asMember(email, 'GET', '/api/documents');
  const audit = async (userId: string) =>
    (
      await context.t.app.database.pool.query<{ action: string; reason: string }>(
        'SELECT action, reason FROM admin_audit WHERE target_user_id = $1 ORDER BY created_at',
        [userId],
      )
    ).rows;
  const periods = async (userId: string) =>
    (
      await context.t.app.database.pool.query<{ expires_at: Date; ended_at: Date | null }>(
        'SELECT expires_at, ended_at FROM memberships WHERE user_id = $1 ORDER BY created_at',
        [userId],
      )
    ).rows;
  /** A fresh administrator session: the suite's clock moves past an idle session's end. */
  const adminSignIn = async () => {
    context.token = (await context.t.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN })).json().token;
  };
  return { adminSignIn, asMember, asAdmin, paymentsOf, ask, refund, decline, jobs, audit, periods };
}

describe('refunds with the offline sandbox (card and M-Pesa)', () => {
  const clock = createTestClock(new Date('2026-05-04T08:00:00Z'));
  const context = {} as { t: TestApp; token: string };
  beforeAll(async () => {
    context.t = await createTestApp({ admin: ADMIN }, { now: clock.now, mpesaSandboxDelayMs: 0 });
  });
  afterAll(async () => context.t.close());
  beforeEach(async () => adminSignIn());
  const { adminSignIn, asMember, asAdmin, paymentsOf, ask, refund, decline, jobs, audit, periods } = calls(context);

  /** A new member who paid by sandbox card; the payment's id. */
  async function cardMember() {
    const { user, payload } = await signUp(context.t.app);
    return { user, email: payload.email, paymentId: await payByCard(payload.email) };
  }
  async function payByCard(email: string) {
    const intent = await asMember(email, 'POST', '/api/create-payment-intent', { amount: 300, currency: 'cad', description: 'Membership' });
    expect(intent.statusCode).toBe(200);
    const clientSecret = intent.json().clientSecret as string;
    const confirmed = await context.t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: { paymentIntentId: clientSecret.split('_secret_')[0], clientSecret, cardNumber: '4242424242424242' },
    });
    expect(confirmed.statusCode).toBe(200);
    return (await paymentsOf(email)).find((payment) => payment.status === 'succeeded')!.id;
  }

  it('a member asks within the window: 201 pending, once per payment (asking again answers the same request)', async () => {
    const { email, paymentId } = await cardMember();
    const before = (await asMember(email, 'GET', '/api/account/refunds')).json();
    expect(before).toMatchObject({
      windowDays: 14,
      requests: [],
      refundable: [{ paymentId, refundableUntil: new Date(clock.now().getTime() + 14 * DAY_MS).toISOString() }],
    });

    const first = await ask(email, paymentId, '  I found a job another way  ');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      message: REFUND_MESSAGES.requested,
      request: { paymentId, status: 'pending', reason: 'I found a job another way' },
    });
    const again = await ask(email, paymentId, 'second try');
    expect(again.statusCode).toBe(200);
    expect(again.json().request).toEqual(first.json().request);

    const after = (await asMember(email, 'GET', '/api/account/refunds')).json();
    expect(after.requests).toEqual([first.json().request]);
    expect(after.refundable).toEqual([]);
    const listed = (await asAdmin('GET', '/api/admin/refunds?status=pending')).json() as {
      id: string;
      userEmail: string;
      provider: string;
    }[];
    expect(listed.find((row) => row.id === first.json().request.id)).toMatchObject({ userEmail: email.toLowerCase(), provider: 'sandbox' });
  });

  it('outside the window: 409 REFUND_WINDOW_CLOSED naming when it closed; a reason too long is a 400', async () => {
    const { email, paymentId } = await cardMember();
    const closedAt = new Date(clock.now().getTime() + 14 * DAY_MS).toISOString();
    expect((await ask(email, paymentId, 'x'.repeat(501))).statusCode).toBe(400);
    clock.advance(14 * DAY_MS);
    const late = await ask(email, paymentId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      success: false,
      message: REFUND_MESSAGES.windowClosed,
      errorCode: 'REFUND_WINDOW_CLOSED',
      details: { windowClosedAt: closedAt },
    });
    expect((await asMember(email, 'GET', '/api/account/refunds')).json().refundable).toEqual([]);
  });

  it('someone else’s payment is not found (404), and nothing is recorded for it', async () => {
    const { paymentId } = await cardMember();
    const { payload: other } = await signUp(context.t.app);
    const response = await ask(other.email, paymentId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'PAYMENT_NOT_FOUND' });
    expect((await context.t.app.database.pool.query('SELECT 1 FROM refund_requests WHERE payment_id = $1', [paymentId])).rowCount).toBe(0);
  });

  it('the administrator refunds a first card payment: access ends (402/403 as unpaid), audited, e-mailed; a second click changes nothing', async () => {
    const { user, email, paymentId } = await cardMember();
    expect((await jobs(email)).statusCode).toBe(200);
    const requestId = (await ask(email, paymentId)).json().request.id as string;

    const done = await refund(requestId);
    expect(done.statusCode).toBe(200);
    expect(done.json().request).toMatchObject({
      status: 'refunded',
      refundReference: expect.stringMatching(/^re_sandbox_/),
      decidedBy: ADMIN.username,
    });
    const again = await refund(requestId);
    expect(again.statusCode).toBe(200);
    expect(again.json().request).toEqual(done.json().request);

    const refused = await jobs(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('PAYMENT_REQUIRED');
    expect((await paymentsOf(email)).find((payment) => payment.id === paymentId)?.status).toBe('refunded');
    expect((await periods(user.id))[0]?.ended_at).not.toBeNull();
    expect((await asMember(email, 'GET', '/api/account/refunds')).json().requests[0]).toMatchObject({ status: 'refunded' });
    expect(await audit(user.id)).toEqual([
      { action: AUDIT_ACTIONS.refundPayment, reason: expect.stringContaining(done.json().request.refundReference) },
    ]);
    expect((await latestOutboxEmail(context.t.app, email))?.subject).toBe('Your Maple Bridge payment was refunded');
    // Decided: declining now is refused.
    expect((await decline(requestId, 'Too late')).json()).toMatchObject({ errorCode: 'REFUND_ALREADY_DECIDED' });
  });

  it('refunding a renewal gives back the expiry the first payment had', async () => {
    const { user, email } = await cardMember();
    const firstExpiry = (await periods(user.id))[0]!.expires_at;
    clock.advance(firstExpiry.getTime() - 10 * DAY_MS - clock.now().getTime());
    await adminSignIn();
    const renewalId = await (async () => {
      await payByCard(email);
      return (await paymentsOf(email)).filter((payment) => payment.status === 'succeeded')[0]!.id;
    })();
    expect((await periods(user.id))[1]?.expires_at).toEqual(addMonthsUtc(firstExpiry, 12));
    const requestId = (await ask(email, renewalId)).json().request.id as string;
    expect((await refund(requestId)).statusCode).toBe(200);
    const after = await periods(user.id);
    expect(after[0]).toMatchObject({ expires_at: firstExpiry, ended_at: null });
    expect(after[1]?.ended_at).not.toBeNull();
    expect((await jobs(email)).statusCode).toBe(200);
  });

  it('M-Pesa: the reversal id is required and must look like one; with it the payment is refunded and access ends', async () => {
    const { user, payload } = await signUp(context.t.app);
    const push = await asMember(payload.email, 'POST', '/api/payments/mpesa', { phone: MPESA_SANDBOX_NUMBERS.succeeds });
    expect(push.statusCode).toBe(202);
    await context.t.app.deps.background.settle();
    const requestId = (await ask(payload.email, push.json().id)).json().request.id as string;

    const missing = await refund(requestId);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCode).toBe('REVERSAL_REFERENCE_REQUIRED');
    for (const bad of ['SGR7K2M4Q', 'SGR7K2M4QX1', 'SGR7K2-4QX', '<script>12']) {
      const response = await refund(requestId, { reversalReference: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_ERROR' });
    }
    expect((await jobs(payload.email)).statusCode).toBe(200);

    const done = await refund(requestId, { reversalReference: 'sgr7k2m4qx' });
    expect(done.statusCode).toBe(200);
    expect(done.json().request).toMatchObject({ status: 'refunded', refundReference: 'SGR7K2M4QX', provider: 'mpesa', currency: 'kes' });
    expect((await jobs(payload.email)).statusCode).toBe(403);
    expect(await audit(user.id)).toEqual([
      { action: AUDIT_ACTIONS.refundPayment, reason: expect.stringContaining('M-Pesa reversal SGR7K2M4QX') },
    ]);
  });

  it('declining keeps access, is audited with the reason and e-mailed; the member sees it declined', async () => {
    const { user, email, paymentId } = await cardMember();
    const requestId = (await ask(email, paymentId)).json().request.id as string;
    expect((await decline(requestId, '   ')).statusCode).toBe(400);
    const declined = await decline(requestId, 'Already used the CV tools for a month');
    expect(declined.statusCode).toBe(200);
    expect(declined.json().request).toMatchObject({ status: 'declined', declineReason: 'Already used the CV tools for a month' });
    expect((await jobs(email)).statusCode).toBe(200);
    expect((await asMember(email, 'GET', '/api/account/refunds')).json().requests[0]).toMatchObject({
      status: 'declined',
      declineReason: 'Already used the CV tools for a month',
    });
    expect(await audit(user.id)).toEqual([{ action: AUDIT_ACTIONS.declineRefund, reason: 'Already used the CV tools for a month' }]);
    const mail = await latestOutboxEmail(context.t.app, email);
    expect(mail?.subject).toBe('Your Maple Bridge refund request was declined');
    expect(mail?.text_body).toContain('Already used the CV tools for a month');
    expect((await refund(requestId)).json()).toMatchObject({ errorCode: 'REFUND_ALREADY_DECIDED' });
  });

  it('a member cannot call the administrator’s routes, and they need the administrator’s origin (CSRF)', async () => {
    const { email, paymentId } = await cardMember();
    const requestId = (await ask(email, paymentId)).json().request.id as string;
    expect((await asMember(email, 'POST', `/api/admin/refunds/${requestId}/refund`, {})).statusCode).toBe(401);
    expect((await asMember(email, 'GET', '/api/admin/refunds')).statusCode).toBe(401);
    const foreign = await context.t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${requestId}/refund`,
      headers: { authorization: `Bearer ${context.token}`, origin: 'https://evil.example' },
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
    expect((await asMember(email, 'GET', '/api/account/refunds')).json().requests[0].status).toBe('pending');
  });
});

describe('refunds with Stripe', () => {
  const context = {} as { t: TestApp; token: string; stripe: StripeMock };
  beforeAll(async () => {
    context.stripe = await startStripeMock();
    context.t = await createTestApp(
      { admin: ADMIN, stripe: { secretKey: 'sk_test_maple', publishableKey: 'pk_test_maple', webhookSecret: WEBHOOK_SECRET } },
      { stripeApi: context.stripe.location },
    );
    await adminSignIn();
  });
  afterAll(async () => {
    await context.t.close();
    await context.stripe.close();
  });
  const { adminSignIn, asMember, ask, refund, jobs, periods } = calls(context);
  const deliver = (type: string, object: object) => {
    const body = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object } });
    return context.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }),
      },
      payload: body,
    });
  };

  it('two refunds at once call Stripe once, with the request’s idempotency key; the webhook afterwards changes nothing', async () => {
    const { user, payload } = await signUp(context.t.app);
    const intent = await asMember(payload.email, 'POST', '/api/create-payment-intent', { amount: 300, currency: 'cad', description: 'x' });
    const intentId = (intent.json().clientSecret as string).split('_secret_')[0]!;
    context.stripe.succeed(intentId);
    expect((await deliver('payment_intent.succeeded', { id: intentId })).statusCode).toBe(200);
    const paymentId = (await asMember(payload.email, 'GET', '/api/account/payments')).json().payments[0].id as string;
    const requestId = (await ask(payload.email, paymentId)).json().request.id as string;

    const [a, b] = await Promise.all([refund(requestId), refund(requestId)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const calls = context.stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.idempotencyKey).toBe(`refund-request-${requestId}`);
    expect(calls[0]?.body.get('payment_intent')).toBe(intentId);
    expect(context.stripe.refunds).toHaveLength(1);
    expect(a.json().request.refundReference).toBe(context.stripe.refunds[0]!.id);
    expect((await jobs(payload.email)).statusCode).toBe(403);

    const before = await periods(user.id);
    const webhook = await deliver('charge.refunded', { id: `ch_${intentId.slice(3)}`, payment_intent: intentId });
    expect(webhook.statusCode).toBe(200);
    expect(await periods(user.id)).toEqual(before);
    const audits = await context.t.app.database.pool.query('SELECT 1 FROM admin_audit WHERE target_user_id = $1', [user.id]);
    expect(audits.rowCount).toBe(1);
  });
});
