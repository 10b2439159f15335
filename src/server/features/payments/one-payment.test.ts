import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MPESA_MESSAGES, PAYMENT_MESSAGES } from '../../../shared/messages';
import { MPESA_SANDBOX_NUMBERS } from '../../../shared/schemas/mpesa';
import { grantMembership } from '../membership/service';
import { addMonthsUtc, DAY_MS, MINUTE_MS } from '../../lib/dates';
import { createTestClock } from '../../test-support/clock';
import { signIn, signUpPayload } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * docs/product.md#one-payment-at-a-time and docs/product.md#m-pesa: paying needs a session and pays for that
 * account; one payment in flight per member, whatever the method; the daily caps and the back-off.
 */

let address = 0;
/** Each request from an address of its own, so the per-address route limits never answer instead of the rule under test. */
const nextAddress = () => `10.77.${Math.floor((address += 1) / 250)}.${address % 250}`;

const intentBody = (extra: Record<string, unknown> = {}) => ({ amount: 300, currency: 'cad', description: 'Membership', ...extra });

describe('paying for a membership: one payment in flight per member', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-03-10T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now, mpesaSandboxDelayMs: 0 });
  });
  afterAll(async () => t.close());

  /** A new account, signed in: its id, e-mail and session cookie. */
  async function member() {
    const payload = signUpPayload();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload, remoteAddress: nextAddress() });
    expect(response.statusCode, response.body).toBe(201);
    const { cookie } = await signIn(t.app, payload.email);
    return { id: response.json().user.id as string, email: payload.email, cookie };
  }
  const createIntent = (cookie: string | undefined, body: Record<string, unknown> = intentBody()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: body,
      headers: cookie ? { cookie } : {},
      remoteAddress: nextAddress(),
    });
  const pushMpesa = (cookie: string | undefined, phone: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/mpesa',
      payload: { phone, ...extra },
      headers: cookie ? { cookie } : {},
      remoteAddress: nextAddress(),
    });
  const confirmCard = (clientSecret: string, cardNumber = '4242424242424242') =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: { paymentIntentId: clientSecret.split('_secret_')[0], clientSecret, cardNumber },
      remoteAddress: nextAddress(),
    });
  const checkoutState = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/payments/checkout', headers: { cookie }, remoteAddress: nextAddress() });
  const mpesaStatus = (cookie: string, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/payments/mpesa/${id}`, headers: { cookie }, remoteAddress: nextAddress() });
  const periods = async (userId: string) =>
    (
      await t.app.database.pool.query<{ starts_at: Date; expires_at: Date }>(
        'SELECT starts_at, expires_at FROM memberships WHERE user_id = $1 ORDER BY starts_at',
        [userId],
      )
    ).rows;
  const paymentCount = async (userId: string) =>
    Number((await t.app.database.pool.query('SELECT count(*) FROM payments WHERE user_id = $1', [userId])).rows[0].count);
  /** A paid period granted `daysAgo` days ago through the one grant path: 365 days, so 365 - daysAgo are left. */
  const grantedDaysAgo = async (userId: string, daysAgo: number) =>
    t.app.deps.db.transaction((tx) =>
      grantMembership(tx, {
        userId,
        kind: 'paid',
        sourceType: 'admin',
        sourceRef: `granted-${userId}`,
        now: new Date(clock.now().getTime() - daysAgo * DAY_MS),
      }),
    );
  /** Lets the sandbox's phone answer (its callback runs in the background). */
  const settle = () => t.app.deps.background.settle();
  /** Past the back-off and the per-phone limit of anything an earlier test sent. */
  const later = () => clock.advance(2 * 60 * MINUTE_MS);

  it('create-payment-intent and the M-Pesa request need a session (401), and pay for nobody without one', async () => {
    const { email, id } = await member();
    for (const response of [await createIntent(undefined, intentBody({ email })), await pushMpesa(undefined, '0708374149', { email })]) {
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'AUTHENTICATION_REQUIRED' });
    }
    expect(await paymentCount(id)).toBe(0);
  });

  it("an e-mail in the body that is not the member's own is refused with NOT_YOUR_ACCOUNT; the member's own, or none, pays for the member", async () => {
    const payer = await member();
    const other = await member();
    for (const response of [
      await createIntent(payer.cookie, intentBody({ email: other.email })),
      await pushMpesa(payer.cookie, '0708374149', { email: other.email }),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ success: false, errorCode: 'NOT_YOUR_ACCOUNT', message: PAYMENT_MESSAGES.notYourAccount });
    }
    expect(await paymentCount(other.id)).toBe(0);
    expect(await paymentCount(payer.id)).toBe(0);

    const own = await createIntent(payer.cookie, intentBody({ email: payer.email.toUpperCase() }));
    expect(own.statusCode, own.body).toBe(200);
    expect((await confirmCard(own.json().clientSecret)).statusCode).toBe(200);
    expect(await periods(payer.id)).toHaveLength(1);
    expect(await periods(other.id)).toHaveLength(0);

    const someone = await member();
    const noEmail = await createIntent(someone.cookie);
    expect(noEmail.statusCode).toBe(200);
    expect(await paymentCount(someone.id)).toBe(1);
  });

  it('a member with 364 days left is refused a card intent, an M-Pesa push and a card confirmation: "You are a member until …"', async () => {
    const m = await member();
    // A checkout opened before the membership was granted elsewhere (an administrator, another tab).
    const opened = (await createIntent(m.cookie)).json().clientSecret as string;
    await grantedDaysAgo(m.id, 1);
    const [period] = await periods(m.id);
    const until = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const renewFrom = new Date(period!.expires_at.getTime() - 30 * DAY_MS);
    const message = `You are a member until ${until.format(period!.expires_at)}. You can renew from ${until.format(renewFrom)}.`;

    for (const response of [await createIntent(m.cookie), await pushMpesa(m.cookie, '0708374149'), await confirmCard(opened)]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        errorCode: 'ALREADY_MEMBER',
        message,
        details: { expiresAt: period!.expires_at.toISOString(), renewFrom: renewFrom.toISOString() },
      });
    }
    expect(await periods(m.id)).toHaveLength(1);
    expect((await checkoutState(m.cookie)).json()).toEqual({
      membership: { expiresAt: period!.expires_at.toISOString(), renewFrom: renewFrom.toISOString(), canRenew: false },
      pending: null,
      mpesaPhone: '0712 345 678',
    });
  });

  it('within 30 days of expiry the renewal is offered, and it starts at the old expiry', async () => {
    const m = await member();
    await grantedDaysAgo(m.id, 340);
    const [first] = await periods(m.id);
    expect((await checkoutState(m.cookie)).json().membership).toMatchObject({ canRenew: true });
    const { clientSecret } = (await createIntent(m.cookie)).json();
    expect((await confirmCard(clientSecret)).statusCode).toBe(200);
    const after = await periods(m.id);
    expect(after).toHaveLength(2);
    expect(after[1]!.starts_at.toISOString()).toBe(first!.expires_at.toISOString());
    expect(after[1]!.expires_at.toISOString()).toBe(addMonthsUtc(first!.expires_at, 12).toISOString());
  });

  it('three concurrent M-Pesa pushes for one account: one is sent, two are refused with the pending one; 12 months, once', async () => {
    later();
    const m = await member();
    // The sandbox's "phone" pays in background work the moment a push is accepted (no delay in this file), so on a
    // slow machine the first push could be paid before the other two are read, and they would meet a member
    // instead of the pending payment. Hold that work until all three are answered: the race under test is between
    // the three requests, not with the phone.
    const background = t.app.deps.background;
    const run = background.run;
    const held: Array<() => void> = [];
    background.run = (name, task) => run.call(background, name, () => new Promise<void>((resolve) => held.push(resolve)).then(task));
    const responses = await Promise.all(['0708374149', '0708374150', '0708374151'].map((phone) => pushMpesa(m.cookie, phone))).finally(
      () => {
        background.run = run;
        for (const release of held) release();
      },
    );
    const accepted = responses.filter((response) => response.statusCode === 202);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(accepted, responses.map((r) => r.body).join('\n')).toHaveLength(1);
    expect(refused).toHaveLength(2);
    const sent = accepted[0]!.json();
    for (const response of refused) {
      expect(response.json()).toMatchObject({
        errorCode: 'PAYMENT_IN_FLIGHT',
        message: PAYMENT_MESSAGES.paymentInFlight,
        details: { pending: { method: 'mpesa', id: sent.id, amountKes: 28_500 } },
      });
    }
    await settle();
    expect((await mpesaStatus(m.cookie, sent.id)).json().status).toBe('succeeded');
    expect(await periods(m.id)).toHaveLength(1);
    expect(await paymentCount(m.id)).toBe(1);
  });

  it('while a push waits for the phone: a card intent, a card confirmation and another push are refused; the checkout resumes it', async () => {
    later();
    const m = await member();
    const card = (await createIntent(m.cookie)).json().clientSecret as string;
    const push = await pushMpesa(m.cookie, MPESA_SANDBOX_NUMBERS.noAnswer);
    expect(push.statusCode, push.body).toBe(202);
    await settle();
    const pending = {
      method: 'mpesa',
      id: push.json().id,
      amountKes: 28_500,
      phone: MPESA_SANDBOX_NUMBERS.noAnswer,
      sentAt: clock.now().toISOString(),
      expiresAt: new Date(clock.now().getTime() + 90_000).toISOString(),
    };
    // A reload: the page asks the server what this member has under way.
    expect((await checkoutState(m.cookie)).json()).toEqual({ membership: null, pending, mpesaPhone: '0712 345 678' });
    for (const response of [await createIntent(m.cookie), await confirmCard(card), await pushMpesa(m.cookie, '0708374149')]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ errorCode: 'PAYMENT_IN_FLIGHT', details: { pending } });
    }
    expect(await periods(m.id)).toHaveLength(0);
  });

  it('an unanswered push is in flight until the status query shows it failed; the next push then waits for the back-off', async () => {
    later();
    const m = await member();
    const first = (await pushMpesa(m.cookie, MPESA_SANDBOX_NUMBERS.noAnswer)).json();
    await settle();
    clock.advance(31_000);
    // The status query (from 30 s) says the phone did not answer: no longer in flight, but the phone rests a minute.
    const state = (await checkoutState(m.cookie)).json();
    expect(state.pending).toBeNull();
    expect((await mpesaStatus(m.cookie, first.id)).json()).toMatchObject({ status: 'failed', resultCode: 1037 });
    const tooSoon = await pushMpesa(m.cookie, MPESA_SANDBOX_NUMBERS.noAnswer);
    expect(tooSoon.statusCode, tooSoon.body).toBe(429);
    expect(tooSoon.json()).toMatchObject({ errorCode: 'RATE_LIMITED', message: MPESA_MESSAGES.backOff('1 minute') });
    expect(tooSoon.headers['retry-after']).toBe('60');
    clock.advance(60_000);
    expect((await pushMpesa(m.cookie, MPESA_SANDBOX_NUMBERS.noAnswer)).statusCode).toBe(202);
    await settle();
    clock.advance(31_000);
    await checkoutState(m.cookie);
    // The second unanswered one in a row: two minutes.
    const again = await pushMpesa(m.cookie, '0708374149');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(MPESA_MESSAGES.backOff('2 minutes'));
    clock.advance(2 * MINUTE_MS);
    expect((await pushMpesa(m.cookie, '0708374149')).statusCode).toBe(202);
  });

  it('a reload of the checkout gets the same unsubmitted card intent, parallel set-ups too, and an M-Pesa push is not blocked by it', async () => {
    later();
    const m = await member();
    const first = (await createIntent(m.cookie)).json().clientSecret;
    const reload = (await createIntent(m.cookie)).json().clientSecret;
    const parallel = await Promise.all([createIntent(m.cookie), createIntent(m.cookie), createIntent(m.cookie)]);
    expect(reload).toBe(first);
    expect(parallel.map((response) => response.json().clientSecret)).toEqual([first, first, first]);
    expect(await paymentCount(m.id)).toBe(1);
    // Never counted: the member may pay by M-Pesa instead; the card form then can no longer be paid.
    const push = await pushMpesa(m.cookie, '0708374149');
    expect(push.statusCode, push.body).toBe(202);
    await settle();
    expect((await confirmCard(first)).statusCode).toBe(409);
    expect(await periods(m.id)).toHaveLength(1);
  });

  it('a card and an M-Pesa payment submitted at the same moment: exactly one is taken', async () => {
    for (let round = 0; round < 4; round += 1) {
      later();
      const m = await member();
      const { clientSecret } = (await createIntent(m.cookie)).json();
      const [card, push] = await Promise.all([confirmCard(clientSecret), pushMpesa(m.cookie, '0708374149')]);
      await settle();
      expect([card.statusCode, push.statusCode].sort(), `${card.body}\n${push.body}`).toEqual(
        card.statusCode === 200 ? [200, 409] : [202, 409],
      );
      expect(await periods(m.id)).toHaveLength(1);
    }
  });

  it("a member cannot follow another member's M-Pesa payment", async () => {
    later();
    const owner = await member();
    const stranger = await member();
    const { id } = (await pushMpesa(owner.cookie, '0708374149')).json();
    const response = await mpesaStatus(stranger.cookie, id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'MPESA_PAYMENT_NOT_FOUND' });
    await settle();
  });
});

describe('M-Pesa daily caps', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-05-01T06:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({ mpesaDailyPushesPerPhone: 3, mpesaDailyPushesPerAccount: 2 }, { now: clock.now, mpesaSandboxDelayMs: 0 });
  });
  afterAll(async () => t.close());

  async function member() {
    const payload = signUpPayload();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload, remoteAddress: nextAddress() });
    expect(response.statusCode, response.body).toBe(201);
    return (await signIn(t.app, payload.email)).cookie;
  }
  /** A push that ends at once without paying and without a back-off (not enough balance). */
  const push = async (cookie: string, phone: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/mpesa',
      payload: { phone },
      headers: { cookie },
      remoteAddress: nextAddress(),
    });
    await t.app.deps.background.settle();
    // Past the per-phone limit of 3 in 10 minutes: only the daily caps are under test.
    clock.advance(11 * MINUTE_MS);
    return response;
  };
  const poor = MPESA_SANDBOX_NUMBERS.insufficientFunds;

  it('caps the prompts to one phone a day, whichever accounts send them (MPESA_DAILY_PUSHES_PER_PHONE)', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await push(await member(), poor)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const refused = await push(await member(), poor);
    expect(refused.json()).toMatchObject({ errorCode: 'RATE_LIMITED', message: MPESA_MESSAGES.dailyLimit });
    clock.advance(DAY_MS);
    expect((await push(await member(), poor)).statusCode).toBe(202);
  });

  it('caps the prompts from one account a day, to whichever phones (MPESA_DAILY_PUSHES_PER_ACCOUNT)', async () => {
    clock.advance(DAY_MS);
    const cookie = await member();
    const statuses = [];
    // Each ends unpaid at once, so the next is not in flight (a number the sandbox pays would make a member); no
    // phone reaches its own cap of 3.
    for (const phone of [poor, MPESA_SANDBOX_NUMBERS.wrongPin, poor]) statuses.push((await push(cookie, phone)).statusCode);
    expect(statuses).toEqual([202, 202, 429]);
    expect((await push(await member(), poor)).statusCode).toBe(202);
  });
});
