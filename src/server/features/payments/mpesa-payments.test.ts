import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MPESA_MESSAGES } from '../../../shared/messages';
import { MPESA_SANDBOX_NUMBERS } from '../../../shared/schemas/mpesa';
import { createTestClock } from '../../test-support/clock';
import { signIn, signUp } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { mpesaReconcileTick } from './mpesa-schedule';

const membershipCount = async (t: TestApp, userId: string) =>
  Number((await t.app.database.pool.query('SELECT count(*) FROM memberships WHERE user_id = $1', [userId])).rows[0].count);

describe('M-Pesa with the offline sandbox', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-03-10T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now, mpesaSandboxDelayMs: 0 });
  });
  afterAll(async () => t.close());

  const pay = (email: string, phone: string, ip = '10.1.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/payments/mpesa', payload: { email, phone }, remoteAddress: ip });
  const status = (id: string) => t.app.inject({ method: 'GET', url: `/api/payments/mpesa/${id}` });

  it('publishes the sandbox in the payments configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.json()).toMatchObject({ mpesaProvider: 'sandbox', mpesaPriceKes: 28_500 });
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
