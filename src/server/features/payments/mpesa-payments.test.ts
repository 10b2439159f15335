import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MPESA_MESSAGES } from '../../../shared/messages';
import { MPESA_SANDBOX_NUMBERS } from '../../../shared/schemas/mpesa';
import { createTestClock } from '../../test-support/clock';
import { signIn, signUpPayload } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createDarajaClient } from '../../integrations/payments/daraja-client';
import { startDarajaMock, type DarajaMock } from '../../test-support/daraja-mock';
import { mpesaReconcileTick } from './mpesa-schedule';
import { listPaymentsForAdmin, listPaymentsOf } from './service';

let signUpAddress = 0;
/** A new account from an address of its own: these suites make more than the per-address sign-up limit allows. */
async function signUp(app: TestApp['app']) {
  const payload = signUpPayload();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload,
    remoteAddress: `10.9.${Math.floor(signUpAddress / 250)}.${(signUpAddress += 1) % 250}`,
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  // Sign-up starts the session that pays (docs/product.md#checkout).
  sessions.set(payload.email, `mb_session=${response.cookies.find((c) => c.name === 'mb_session')!.value}`);
  return { payload, user: response.json().user as { id: string; email: string } };
}

/** Each member's session (by e-mail), and the session that sent each push (by payment id): both act on it. */
const sessions = new Map<string, string>();
const pushedBy = new Map<string, string>();
/** POST /api/payments/mpesa as the member with this e-mail (signed in), remembering who follows the push. */
async function requestPush(app: TestApp['app'], email: string, phone: string, remoteAddress: string) {
  const cookie = sessions.get(email) ?? '';
  const response = await app.inject({ method: 'POST', url: '/api/payments/mpesa', payload: { phone }, headers: { cookie }, remoteAddress });
  if (response.statusCode === 202) pushedBy.set(response.json().id, cookie);
  return response;
}
/** GET /api/payments/mpesa/:id as the member who sent it. */
const pushStatus = (app: TestApp['app'], id: string) =>
  app.inject({ method: 'GET', url: `/api/payments/mpesa/${id}`, headers: { cookie: pushedBy.get(id) ?? '' } });

const membershipCount = async (t: TestApp, userId: string) =>
  Number((await t.app.database.pool.query('SELECT count(*) FROM memberships WHERE user_id = $1', [userId])).rows[0].count);

describe('M-Pesa with the offline sandbox', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-03-10T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now, mpesaSandboxDelayMs: 0 });
  });
  afterAll(async () => t.close());

  const pay = (email: string, phone: string, ip = '10.1.0.1') => requestPush(t.app, email, phone, ip);
  const status = (id: string) => pushStatus(t.app, id);

  it('publishes the sandbox in the payments configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.json()).toMatchObject({ mpesaProvider: 'sandbox', mpesaPriceKes: 28_500 });
    // The shilling price the pages show is this one: there is no second (converted) figure to drift from it.
    expect(response.json()).not.toHaveProperty('kesPerCad');
  });

  it('Safaricom’s test number pays: 202 pending, then succeeded with a receipt, and the membership is granted once', async () => {
    const { user, payload } = await signUp(t.app);
    const created = await pay(payload.email, '0708 374 149');
    expect(created.statusCode).toBe(202);
    const body = created.json();
    expect(body).toEqual({
      id: expect.any(String),
      checkoutRequestId: expect.stringMatching(/^ws_CO_\d{14}\d+$/),
      status: 'pending',
      amountKes: 28_500,
    });
    await t.app.deps.background.settle();
    const answer = (await status(body.id)).json();
    expect(answer).toEqual({
      status: 'succeeded',
      resultCode: 0,
      message: MPESA_MESSAGES.succeeded,
      receiptNumber: expect.stringMatching(/^[A-Z0-9]{10}$/),
      expiresAt: new Date(clock.now().getTime() + 90_000).toISOString(),
    });
    expect(await membershipCount(t, user.id)).toBe(1);
    const { response } = await signIn(t.app, payload.email);
    expect(response.json().user.isPaidMember).toBe(true);
  });

  it.each([
    [MPESA_SANDBOX_NUMBERS.cancelled, 'cancelled', 1032, MPESA_MESSAGES.cancelled],
    [MPESA_SANDBOX_NUMBERS.insufficientFunds, 'failed', 1, MPESA_MESSAGES.insufficientFunds],
    [MPESA_SANDBOX_NUMBERS.wrongPin, 'failed', 2001, MPESA_MESSAGES.wrongPin],
  ])('number %s ends %s with result %i and its message, and grants nothing', async (phone, outcome, resultCode, message) => {
    const { user, payload } = await signUp(t.app);
    const { id } = (await pay(payload.email, phone, `10.1.1.${resultCode % 250}`)).json();
    await t.app.deps.background.settle();
    expect((await status(id)).json()).toMatchObject({ status: outcome, resultCode, message, receiptNumber: null });
    expect(await membershipCount(t, user.id)).toBe(0);
  });

  it('the no-answer number sends no callback: pending, then the status query tells 1037 after 30 s', async () => {
    const { user, payload } = await signUp(t.app);
    const { id } = (await pay(payload.email, MPESA_SANDBOX_NUMBERS.noAnswer, '10.1.2.1')).json();
    await t.app.deps.background.settle();
    expect((await status(id)).json()).toMatchObject({ status: 'pending', resultCode: null, message: MPESA_MESSAGES.pending });
    clock.advance(31_000);
    expect((await status(id)).json()).toMatchObject({ status: 'failed', resultCode: 1037, message: MPESA_MESSAGES.noAnswer });
    expect(await membershipCount(t, user.id)).toBe(0);
    expect(await mpesaReconcileTick(t.app.deps)).toEqual({ queried: 0 });
  });
});

describe('M-Pesa over Daraja (a local server speaking its protocol)', () => {
  let t: TestApp;
  let daraja: DarajaMock;
  const clock = createTestClock(new Date('2026-04-20T21:30:00Z'));
  let ipCounter = 0;
  beforeAll(async () => {
    daraja = await startDarajaMock(clock.now);
    t = await createTestApp(
      { mpesa: { ...daraja.credentials, env: 'sandbox', baseUrl: daraja.url }, mpesaPriceKes: 28_500 },
      { now: clock.now },
    );
  });
  afterAll(async () => {
    await t.close();
    await daraja.close();
  });

  const pay = (email: string, phone: string) => requestPush(t.app, email, phone, `10.2.0.${(ipCounter += 1)}`);
  const status = async (id: string) => (await pushStatus(t.app, id)).json();
  const deliver = async (callback: { path: string; body: unknown }) => {
    const response = await t.app.inject({ method: 'POST', url: callback.path, payload: callback.body as object });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    await t.app.deps.background.settle();
  };
  /** A member who asked for a push: their ids, and the push as Daraja received it. */
  let phoneCounter = 0;
  /** A phone of its own per push: three pushes to one number in 10 minutes is the limit. */
  const nextPhone = () => `07${String(40_000_000 + (phoneCounter += 1))}`;
  const pushFor = async (phone = nextPhone()) => {
    const { user, payload } = await signUp(t.app);
    const response = await pay(payload.email, phone);
    expect(response.statusCode).toBe(202);
    const created = response.json() as { id: string; checkoutRequestId: string };
    return { user, email: payload.email, id: created.id, checkoutRequestId: created.checkoutRequestId, push: daraja.lastPush() };
  };
  const paymentRow = async (id: string) =>
    (
      await t.app.database.pool.query(
        `SELECT p.status, p.failure_reason, m.result_code, m.receipt_number, m.review_reason
           FROM payments p JOIN mpesa_payments m ON m.payment_id = p.id WHERE p.id = $1`,
        [id],
      )
    ).rows[0];

  it('publishes Daraja in the payments configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.json()).toMatchObject({ mpesaProvider: 'daraja', mpesaPriceKes: 28_500 });
  });

  it('sends a push Daraja accepts field by field, and grants once Safaricom confirms the paid callback', async () => {
    const { user, id, checkoutRequestId, push } = await pushFor('+254 712 345 678');
    expect(checkoutRequestId).toBe(push.checkoutRequestId);
    expect(push.body).toMatchObject({
      BusinessShortCode: '174379',
      // 21:30 UTC is 00:30 the next day in Nairobi.
      Timestamp: '20260421003000',
      Password: Buffer.from('174379test-passkey20260421003000').toString('base64'),
      TransactionType: 'CustomerPayBillOnline',
      Amount: 28_500,
      PartyA: '254712345678',
      PhoneNumber: '254712345678',
      PartyB: '174379',
      CallBackURL: expect.stringMatching(/^http:\/\/localhost:\d+\/api\/webhooks\/mpesa\/[A-Za-z0-9_-]{43}$/),
      AccountReference: MPESA_MESSAGES.accountReference,
      TransactionDesc: MPESA_MESSAGES.transactionDesc,
    });
    expect(await status(id)).toMatchObject({ status: 'pending', resultCode: null });

    daraja.answer(checkoutRequestId, 0);
    await deliver(daraja.callbackFor(checkoutRequestId, { receipt: 'NLJ7RT61SV' }));
    expect(daraja.queries).toContain(checkoutRequestId);
    expect(await status(id)).toMatchObject({
      status: 'succeeded',
      resultCode: 0,
      receiptNumber: 'NLJ7RT61SV',
      message: MPESA_MESSAGES.succeeded,
    });
    expect(await membershipCount(t, user.id)).toBe(1);
    expect(await paymentRow(id)).toMatchObject({ status: 'succeeded', result_code: 0, receipt_number: 'NLJ7RT61SV' });

    // The member's receipt and the administrator's list name the payment by its M-Pesa receipt number.
    const payments = await listPaymentsOf(t.app.deps.db, user.id, { outcomesOnly: true });
    expect(payments).toEqual([
      expect.objectContaining({ method: 'M-Pesa', reference: 'NLJ7RT61SV', amountCents: 2_850_000, currency: 'kes', statusLabel: 'Paid' }),
    ]);
    const { rows } = await listPaymentsForAdmin(t.app.deps.db, { search: user.email, limit: 10, offset: 0 });
    expect(rows).toEqual([expect.objectContaining({ provider: 'mpesa', reference: 'NLJ7RT61SV', paymentMethod: 'M-Pesa' })]);
    const { cookie } = await signIn(t.app, user.email);
    const account = await t.app.inject({ method: 'GET', url: '/api/account/payments', headers: { cookie } });
    expect(account.json()).toMatchObject({ payments: [{ id, method: 'M-Pesa', reference: 'NLJ7RT61SV', status: 'succeeded' }] });
    const receipt = await t.app.inject({ method: 'GET', url: `/api/account/payments/${id}/receipt.pdf`, headers: { cookie } });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
  });

  it('reuses its token until shortly before it expires, and fetches a new one when Daraja revokes it', async () => {
    const before = daraja.tokensIssued;
    await pushFor();
    await pushFor();
    expect(daraja.tokensIssued).toBe(before);
    clock.advance(3_599_000 - 30_000);
    await pushFor();
    expect(daraja.tokensIssued).toBe(before + 1);
    daraja.revokeTokens();
    await pushFor();
    expect(daraja.tokensIssued).toBe(before + 2);
  });

  it('gives up on a Daraja that does not answer within its time limit: 502, never a hang', async () => {
    const log = { error: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
    const client = createDarajaClient({ ...daraja.credentials, baseUrl: daraja.url, now: clock.now, log, timeoutMs: 200 });
    daraja.hangNext();
    const started = Date.now();
    await expect(
      client.stkPush({
        phone: '254712345678',
        amountKes: 1,
        callbackUrl: 'http://localhost/x',
        accountReference: 'A',
        transactionDesc: 'B',
      }),
    ).rejects.toMatchObject({ statusCode: 502, errorCode: 'MPESA_REQUEST_FAILED' });
    expect(Date.now() - started).toBeLessThan(5000);
    // The query: "still processing" is pending, an id Daraja does not know is a failure.
    await expect(client.stkQuery('ws_CO_unknown')).rejects.toMatchObject({ statusCode: 502 });
    const { checkoutRequestId } = await pushFor();
    await expect(client.stkQuery(checkoutRequestId)).resolves.toEqual({ state: 'pending' });
    daraja.answer(checkoutRequestId, 1032);
    await expect(client.stkQuery(checkoutRequestId)).resolves.toEqual({
      state: 'done',
      resultCode: 1032,
      resultDesc: 'Request cancelled by user',
    });
  });

  it.each([
    [1032, 'cancelled', MPESA_MESSAGES.cancelled],
    [1, 'failed', MPESA_MESSAGES.insufficientFunds],
    [1037, 'failed', MPESA_MESSAGES.noAnswer],
    [2001, 'failed', MPESA_MESSAGES.wrongPin],
    [1019, 'failed', MPESA_MESSAGES.failed],
  ])('a callback with result %i ends %s with its message and the code recorded, and grants nothing', async (code, outcome, message) => {
    const { user, id, checkoutRequestId } = await pushFor();
    daraja.answer(checkoutRequestId, code);
    await deliver(daraja.callbackFor(checkoutRequestId));
    expect(await status(id)).toMatchObject({ status: outcome, resultCode: code, message, receiptNumber: null });
    expect(await paymentRow(id)).toMatchObject({ status: 'failed', result_code: code, failure_reason: message });
    expect(await membershipCount(t, user.id)).toBe(0);
  });

  it('a duplicated callback grants once', async () => {
    const { user, id, checkoutRequestId } = await pushFor();
    daraja.answer(checkoutRequestId, 0);
    const callback = daraja.callbackFor(checkoutRequestId);
    await deliver(callback);
    await deliver(callback);
    expect((await status(id)).status).toBe('succeeded');
    expect(await membershipCount(t, user.id)).toBe(1);
  });

  it('two callbacks at the same moment grant once', async () => {
    const { user, id, checkoutRequestId } = await pushFor();
    daraja.answer(checkoutRequestId, 0);
    const callback = daraja.callbackFor(checkoutRequestId);
    await Promise.all([deliver(callback), deliver(callback), deliver(callback)]);
    expect((await status(id)).status).toBe('succeeded');
    expect(await membershipCount(t, user.id)).toBe(1);
  });

  it('a paid callback with another amount grants nothing and holds the payment for review, even once Safaricom confirms', async () => {
    const { user, id, checkoutRequestId } = await pushFor();
    daraja.answer(checkoutRequestId, 0);
    await deliver(daraja.callbackFor(checkoutRequestId, { amount: 1 }));
    expect(await paymentRow(id)).toMatchObject({ status: 'failed', review_reason: 'Callback amount 1 KES, expected 28500 KES' });
    expect(await status(id)).toMatchObject({ status: 'failed', resultCode: null, message: MPESA_MESSAGES.underReview });
    // Neither the right amount afterwards nor reconciliation pays it: an administrator decides.
    await deliver(daraja.callbackFor(checkoutRequestId));
    clock.advance(3 * 60_000);
    await mpesaReconcileTick(t.app.deps);
    expect(await membershipCount(t, user.id)).toBe(0);
  });

  it('a forged callback without the token, or with another payment’s, does nothing', async () => {
    const { user, id, checkoutRequestId } = await pushFor();
    const other = await pushFor();
    const genuine = daraja.callbackFor(checkoutRequestId, { code: 0 });
    for (const path of [
      '/api/webhooks/mpesa/forged',
      other.push.body.CallBackURL ? new URL(String(other.push.body.CallBackURL)).pathname : '',
    ]) {
      await deliver({ path, body: genuine.body });
    }
    expect(await status(id)).toMatchObject({ status: 'pending' });
    expect(await status(other.id)).toMatchObject({ status: 'pending' });
    expect(await membershipCount(t, user.id)).toBe(0);
    expect(daraja.queries).not.toContain(checkoutRequestId);
  });

  it('a paid callback Safaricom does not confirm (still processing) grants nothing yet; reconciliation does once it confirms', async () => {
    const { user, id, checkoutRequestId } = await pushFor();
    await deliver(daraja.callbackFor(checkoutRequestId, { code: 0, receipt: 'QWE1RT2YU3' }));
    expect(await status(id)).toMatchObject({ status: 'pending' });
    expect(await membershipCount(t, user.id)).toBe(0);
    daraja.answer(checkoutRequestId, 0);
    clock.advance(2 * 60_000 + 1000);
    await mpesaReconcileTick(t.app.deps);
    expect(await status(id)).toMatchObject({ status: 'succeeded', receiptNumber: 'QWE1RT2YU3' });
    expect(await membershipCount(t, user.id)).toBe(1);
  });

  it('a missing callback is recovered by reconciliation after 2 minutes', async () => {
    const { user, id, checkoutRequestId } = await pushFor();
    daraja.answer(checkoutRequestId, 0);
    clock.advance(60_000);
    await mpesaReconcileTick(t.app.deps);
    expect(daraja.queries).not.toContain(checkoutRequestId);
    clock.advance(61_000);
    await mpesaReconcileTick(t.app.deps);
    expect(daraja.queries).toContain(checkoutRequestId);
    expect(await status(id)).toMatchObject({ status: 'succeeded', resultCode: 0 });
    expect(await membershipCount(t, user.id)).toBe(1);
  });

  it('two reconciliation ticks at once (two instances) query each push once', async () => {
    const { id, checkoutRequestId } = await pushFor();
    daraja.answer(checkoutRequestId, 0);
    clock.advance(2 * 60_000 + 1000);
    await Promise.all([mpesaReconcileTick(t.app.deps), mpesaReconcileTick(t.app.deps)]);
    expect(daraja.queries.filter((query) => query === checkoutRequestId)).toHaveLength(1);
    expect(await status(id)).toMatchObject({ status: 'succeeded' });
  });

  it('a push nobody answers ends timed out after its expiry; a late confirmed callback still pays it', async () => {
    const { user, id, checkoutRequestId } = await pushFor();
    clock.advance(2 * 60_000 + 1000);
    await mpesaReconcileTick(t.app.deps);
    expect(await status(id)).toMatchObject({ status: 'failed', resultCode: null, message: MPESA_MESSAGES.timedOut });
    expect(await membershipCount(t, user.id)).toBe(0);

    daraja.answer(checkoutRequestId, 0);
    await deliver(daraja.callbackFor(checkoutRequestId));
    expect(await status(id)).toMatchObject({ status: 'succeeded' });
    expect(await membershipCount(t, user.id)).toBe(1);
  });

  it('the status route asks Safaricom itself once a push is 30 s old, so a lost callback shows without waiting', async () => {
    const { id, checkoutRequestId } = await pushFor();
    daraja.answer(checkoutRequestId, 1032);
    expect(await status(id)).toMatchObject({ status: 'pending' });
    clock.advance(31_000);
    expect(await status(id)).toMatchObject({ status: 'cancelled', resultCode: 1032 });
  });

  it('a push whose Daraja answer was lost is found by its token when Safaricom calls back, and paid once confirmed', async () => {
    const { user, id, checkoutRequestId } = await pushFor();
    // As if Daraja's answer never reached us: no CheckoutRequestID stored, and the payment ended failed.
    await t.app.database.pool.query('UPDATE mpesa_payments SET checkout_request_id = NULL WHERE payment_id = $1', [id]);
    await t.app.database.pool.query("UPDATE payments SET status = 'failed' WHERE id = $1", [id]);
    const other = await pushFor();
    daraja.answer(checkoutRequestId, 0);
    const callback = daraja.callbackFor(checkoutRequestId);
    // Another push's token cannot claim it, nor can this token move another push's id onto this one.
    await deliver({ path: new URL(String(other.push.body.CallBackURL)).pathname, body: callback.body });
    await deliver({ ...callback, body: daraja.callbackFor(other.checkoutRequestId, { code: 0 }).body });
    expect(await membershipCount(t, user.id)).toBe(0);
    await deliver(callback);
    expect(await status(id)).toMatchObject({ status: 'succeeded', receiptNumber: 'NLJ7RT61SV' });
    expect(await membershipCount(t, user.id)).toBe(1);
  });

  it('a push Daraja refuses answers 502 MPESA_REQUEST_FAILED and leaves nothing waiting', async () => {
    const { user, payload } = await signUp(t.app);
    daraja.failNextPush(500, '500.003.02', 'System is busy. Please try again in few minutes.');
    const response = await pay(payload.email, '0112345678');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ success: false, errorCode: 'MPESA_REQUEST_FAILED', message: MPESA_MESSAGES.requestFailed });
    const rows = (await t.app.database.pool.query('SELECT status, failure_reason FROM payments WHERE user_id = $1', [user.id])).rows;
    expect(rows).toEqual([{ status: 'failed', failure_reason: MPESA_MESSAGES.requestFailed }]);
  });

  it('a blocked account has no session: 401, and no push is sent', async () => {
    const { user, payload } = await signUp(t.app);
    await t.app.database.pool.query("UPDATE users SET account_status = 'blocked' WHERE id = $1", [user.id]);
    const pushesBefore = daraja.pushes.length;
    const response = await pay(payload.email, '0722000000');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'AUTHENTICATION_REQUIRED' });
    expect(daraja.pushes.length).toBe(pushesBefore);
  });

  it('sends at most 3 pushes to one phone in 10 minutes', async () => {
    // From several accounts: one account has one push in flight at a time (docs/product.md#one-payment-at-a-time).
    const senders = [];
    for (let i = 0; i < 5; i += 1) senders.push((await signUp(t.app)).payload.email);
    for (let i = 0; i < 3; i += 1) expect((await pay(senders[i]!, '0733 111 222')).statusCode).toBe(202);
    const refused = await pay(senders[3]!, '+254733111222');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'RATE_LIMITED', message: MPESA_MESSAGES.tooManyRequests });
    clock.advance(10 * 60_000 + 1000);
    expect((await pay(senders[4]!, '0733111222')).statusCode).toBe(202);
  });

  it.each(['', '0812345678', '12345', '+1 416 555 0100', '07123456789', '2547123456', 'abc'])(
    'refuses the phone %j with the product’s message',
    async (phone) => {
      const response = await pay('wanjiru.kamau@example.com', phone);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_ERROR' });
      expect(JSON.stringify(response.json())).toContain(phone === '' ? MPESA_MESSAGES.phoneRequired : MPESA_MESSAGES.phoneInvalid);
    },
  );

  it('answers an unknown payment 404 and a malformed id 400, in the envelope', async () => {
    const { payload } = await signUp(t.app);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/payments/mpesa/5b1f1f1e-1b7e-4f8e-9d0a-0c8f1f1e1b7e',
      headers: { cookie: sessions.get(payload.email)! },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, errorCode: 'MPESA_PAYMENT_NOT_FOUND', message: MPESA_MESSAGES.paymentNotFound });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/payments/mpesa/not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_ERROR' });
  });

  it('refuses a callback body that is not one, and acknowledges any that parses', async () => {
    for (const payload of [
      {},
      { Body: {} },
      { Body: { stkCallback: { ResultCode: 0 } } },
      { Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: null } } },
      { Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: true } } },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/webhooks/mpesa/anything', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'MPESA_INVALID_CALLBACK' });
    }
    await deliver({
      path: '/api/webhooks/mpesa/anything',
      body: { Body: { stkCallback: { CheckoutRequestID: 'ws_CO_unknown', ResultCode: 0 } } },
    });
  });
});

describe('M-Pesa where it is not offered (an https site without Daraja keys)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://maplebridge.example' });
  });
  afterAll(async () => t.close());

  it('says so in the configuration and answers 503 MPESA_NOT_AVAILABLE', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/config' })).json()).toMatchObject({ mpesaProvider: null });
    const { payload } = await signUp(t.app);
    for (const request of [
      { method: 'POST' as const, url: '/api/payments/mpesa', payload: { email: payload.email, phone: '0712345678' } },
      { method: 'GET' as const, url: '/api/payments/mpesa/5b1f1f1e-1b7e-4f8e-9d0a-0c8f1f1e1b7e' },
    ]) {
      const response = await t.app.inject({ ...request, headers: { cookie: sessions.get(payload.email)! } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, errorCode: 'MPESA_NOT_AVAILABLE', message: MPESA_MESSAGES.notAvailable });
    }
  });
});
