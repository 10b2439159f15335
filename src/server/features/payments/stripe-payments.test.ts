import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFor, signIn, signUp } from '../../test-support/members';
import { startStripeMock, stripeEvent, type StripeMock } from '../../test-support/stripe-mock';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { applyPaymentOutcome } from './service';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripeKeys = { secretKey: 'sk_test_maple', publishableKey: 'pk_test_maple', webhookSecret: WEBHOOK_SECRET };
// Only for signing test payloads the way Stripe does.
const signer = new Stripe('sk_test_signer');

let eventCounter = 0;
function event(type: string, object: Record<string, unknown>, id = `evt_${(eventCounter += 1)}_${Date.now()}`) {
  return stripeEvent(id, type, object);
}

/**
 * An app on the Stripe provider, talking to a Stripe mock of its own, for the suite it is called in, with
 * the suite's two ways in: a webhook delivery and a new member's checkout.
 */
function useStripeApp() {
  const context = {} as { t: TestApp; stripe: StripeMock };
  beforeAll(async () => {
    context.stripe = await startStripeMock();
    context.t = await createTestApp({ stripe: stripeKeys }, { stripeApi: context.stripe.location });
  });
  afterAll(async () => {
    await context.t.close();
    await context.stripe.close();
  });

  /** Posts an event as Stripe does, signed over the exact body; a test may sign with another secret or time, or forge the header. */
  const deliver = (payload: object, options: { secret?: string; timestamp?: number; signature?: string } = {}) => {
    const body = JSON.stringify(payload);
    const signature =
      options.signature ??
      signer.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });
    return context.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
  };

  /** A new member and the payment intent their checkout created (not paid yet). */
  async function newCheckout() {
    const { app } = context.t;
    const { user, payload } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { amount: 300, currency: 'cad', email: payload.email, description: 'x' },
      headers: { cookie: await sessionCookieFor(app, payload.email) },
    });
    expect(response.statusCode).toBe(200);
    const intentId = response.json().clientSecret.split('_secret_')[0] as string;
    return { user, email: payload.email, intentId, clientSecret: response.json().clientSecret as string };
  }

  return { context, deliver, newCheckout };
}

describe('membership payments with Stripe', () => {
  const { context, deliver, newCheckout } = useStripeApp();
  let t: TestApp;
  let stripe: StripeMock;
  beforeAll(() => {
    ({ t, stripe } = context);
  });

  const isMember = async (email: string) => (await signIn(t.app, email)).response.json().user.isPaidMember as boolean;
  const membershipCount = async (userId: string) =>
    Number((await t.app.database.pool.query('SELECT count(*) FROM memberships WHERE user_id = $1', [userId])).rows[0].count);
  const paymentStatus = async (intentId: string) =>
    (await t.app.database.pool.query('SELECT status, failure_reason FROM payments WHERE provider_ref = $1', [intentId])).rows[0];

  it('publishes the publishable key, never the secret', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.json()).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_maple' });
    expect(response.body).not.toContain('sk_test');
    expect(response.body).not.toContain('whsec');
  });

  it('creates the intent through the SDK at the server price, with the member in metadata and an idempotency key', async () => {
    const { user, clientSecret, intentId } = await newCheckout();
    expect(clientSecret.startsWith('pi_')).toBe(true);
    const request = stripe.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && stripe.intents.get(intentId)?.metadata.userId === user.id,
    )!;
    expect(request.body.get('amount')).toBe('30000');
    expect(request.body.get('currency')).toBe('cad');
    expect(request.body.get('metadata[userId]')).toBe(user.id);
    expect(request.idempotencyKey).toMatch(new RegExp(`^membership:${user.id}:1:`));
  });

  it('refuses a bad signature and a stale timestamp with 400, and grants nothing', async () => {
    const { user, intentId } = await newCheckout();
    stripe.succeed(intentId);
    const payload = event('payment_intent.succeeded', { id: intentId, object: 'payment_intent' });
    const wrongSecret = await deliver(payload, { secret: 'whsec_someone_else' });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toMatchObject({ success: false, errorCode: 'INVALID_SIGNATURE' });
    expect((await deliver(payload, { signature: 't=1,v1=deadbeef' })).statusCode).toBe(400);
    const stale = await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.statusCode).toBe(400);
    expect(await membershipCount(user.id)).toBe(0);
  });

  it('answers 400, not 500, to a correctly signed body that is no event, and grants nothing', async () => {
    const { user, intentId } = await newCheckout();
    stripe.succeed(intentId);
    const notEvents: object[] = [
      [[[1]]],
      { id: 'evt_no_data', type: 'payment_intent.succeeded' },
      { id: 'evt_nul\u0000', type: 'payment_intent.succeeded', data: { object: { id: intentId } } },
      { id: 42, type: 'payment_intent.succeeded', data: { object: { id: intentId } } },
      { id: 'evt_bad_intent', type: 'payment_intent.succeeded', data: { object: { id: { $ne: null } } } },
    ];
    for (const payload of notEvents) {
      const response = await deliver(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_ERROR' });
    }
    expect(await membershipCount(user.id)).toBe(0);
  });

  it('grants on payment_intent.succeeded, once however often the event arrives', async () => {
    const { user, email, intentId } = await newCheckout();
    stripe.succeed(intentId);
    const payload = event('payment_intent.succeeded', { id: intentId, object: 'payment_intent' });
    expect((await deliver(payload)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(payload)).json()).toEqual({ received: true, duplicate: true });
    // A different event id about the same intent (Stripe may send several) still grants once.
    expect((await deliver(event('payment_intent.succeeded', { id: intentId }))).statusCode).toBe(200);
    expect(await membershipCount(user.id)).toBe(1);
    expect(await isMember(email)).toBe(true);
    expect(await paymentStatus(intentId)).toEqual({ status: 'succeeded', failure_reason: null });
  });

  it('trusts the provider, not the payload: a forged "succeeded" for an unpaid intent grants nothing', async () => {
    const { user, intentId } = await newCheckout();
    await deliver(event('payment_intent.succeeded', { id: intentId, status: 'succeeded', amount: 30000 }));
    expect(await membershipCount(user.id)).toBe(0);
  });

  it.each([
    [100, 'cad'],
    [30000, 'usd'],
  ])(
    'an intent Stripe shows as paid at %i %s (changed after we made it) grants nothing and is not acknowledged',
    async (amount, currency) => {
      const { user, intentId } = await newCheckout();
      stripe.succeed(intentId);
      Object.assign(stripe.intents.get(intentId)!, { amount, currency });
      const response = await deliver(event('payment_intent.succeeded', { id: intentId, amount: 30000, currency: 'cad' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'INVALID_AMOUNT' });
      expect(await membershipCount(user.id)).toBe(0);
      expect((await paymentStatus(intentId)).status).toBe('requires_payment');
    },
  );

  it('records the reason of payment_intent.payment_failed', async () => {
    const { user, intentId } = await newCheckout();
    stripe.fail(intentId, 'Your card was declined.');
    await deliver(event('payment_intent.payment_failed', { id: intentId }));
    expect(await paymentStatus(intentId)).toEqual({ status: 'failed', failure_reason: 'Your card was declined.' });
    expect(await membershipCount(user.id)).toBe(0);
  });

  it('a refund ends the access it paid for', async () => {
    const { email, intentId } = await newCheckout();
    stripe.succeed(intentId);
    await deliver(event('payment_intent.succeeded', { id: intentId }));
    expect(await isMember(email)).toBe(true);
    stripe.refund(intentId);
    await deliver(event('charge.refunded', { id: `ch_${intentId}`, object: 'charge', payment_intent: intentId }));
    expect(await isMember(email)).toBe(false);
    expect((await paymentStatus(intentId)).status).toBe('refunded');
  });

  it('"succeeded" arriving after "refunded" leaves the payment refunded and the member unpaid', async () => {
    const { user, email, intentId } = await newCheckout();
    stripe.refund(intentId);
    await deliver(event('charge.refunded', { payment_intent: intentId }));
    await deliver(event('payment_intent.succeeded', { id: intentId }));
    expect((await paymentStatus(intentId)).status).toBe('refunded');
    expect(await isMember(email)).toBe(false);
    expect(await membershipCount(user.id)).toBe(0);
  });

  it('acknowledges events it does not act on, and intents that are not ours', async () => {
    expect((await deliver(event('customer.created', { id: 'cus_1' }))).json()).toEqual({ received: true, duplicate: false });
    const foreign = await deliver(event('payment_intent.succeeded', { id: 'pi_not_ours' }));
    expect(foreign.json()).toEqual({ received: true, duplicate: false });
  });

  it('answers 500 when processing fails, so that Stripe retries, and the retry then succeeds', async () => {
    const { user, intentId } = await newCheckout();
    stripe.succeed(intentId);
    const payload = event('payment_intent.succeeded', { id: intentId });
    stripe.failing.add(intentId);
    const failed = await deliver(payload);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ success: false, errorCode: 'INTERNAL_ERROR' });
    expect(await membershipCount(user.id)).toBe(0);
    stripe.failing.delete(intentId);
    expect((await deliver(payload)).json()).toEqual({ received: true, duplicate: false });
    expect(await membershipCount(user.id)).toBe(1);
  });

  it('any interleaving of duplicated confirmations and webhooks for N payments yields exactly N grants', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.tuple(fc.nat(), fc.boolean(), fc.nat()), { minLength: 1, maxLength: 12 }),
        async (paymentCount, deliveries) => {
          const checkouts: Array<Awaited<ReturnType<typeof newCheckout>>> = [];
          for (let i = 0; i < paymentCount; i += 1) checkouts.push(await newCheckout());
          for (const checkout of checkouts) stripe.succeed(checkout.intentId);
          // Every payment is confirmed at least once; then the random deliveries, some sharing event ids.
          const work = [
            ...checkouts.map((c) => ({ intentId: c.intentId, viaWebhook: true, eventId: `evt_base_${c.intentId}` })),
            ...deliveries.map(([index, viaWebhook, eventNumber]) => {
              const c = checkouts[index % paymentCount]!;
              return { intentId: c.intentId, viaWebhook, eventId: `evt_${c.intentId}_${eventNumber % 3}` };
            }),
          ];
          await Promise.all(
            work.map((w) =>
              w.viaWebhook
                ? deliver(event('payment_intent.succeeded', { id: w.intentId }, w.eventId)).then((r) => expect(r.statusCode).toBe(200))
                : applyPaymentOutcome(t.app.deps, { provider: 'stripe', providerRef: w.intentId, outcome: { status: 'succeeded' } }),
            ),
          );
          const userIds = checkouts.map((c) => c.user.id);
          const grants = await t.app.database.pool.query(
            "SELECT count(*) FROM memberships WHERE source_type = 'payment' AND user_id = ANY($1::uuid[])",
            [userIds],
          );
          expect(Number(grants.rows[0].count)).toBe(paymentCount);
        },
      ),
      { numRuns: 8 },
    );
  });
});

describe('disputed Stripe payments', () => {
  // An app of its own: these tests sign up members of their own, under the per-address sign-up limit.
  const { context, deliver, newCheckout } = useStripeApp();
  let t: TestApp;
  let stripe: StripeMock;
  beforeAll(() => {
    ({ t, stripe } = context);
  });

  /** A dispute event as Stripe sends it: the Dispute object, naming its charge and payment intent. */
  const disputeEvent = (type: string, intentId: string | null, overrides: Record<string, unknown> = {}) =>
    event(type, {
      id: `dp_${intentId ?? 'none'}`,
      object: 'dispute',
      charge: intentId ? `ch_${intentId.slice(3)}` : 'ch_without_intent',
      payment_intent: intentId,
      status: 'needs_response',
      ...overrides,
    });
  /** A member who paid through Stripe and whose payment the webhook confirmed. */
  async function paidMember() {
    const { user, email, intentId } = await newCheckout();
    stripe.succeed(intentId);
    expect((await deliver(event('payment_intent.succeeded', { id: intentId }))).statusCode).toBe(200);
    return { user, email, intentId };
  }
  const membership = async (email: string) => {
    const { user } = (await signIn(t.app, email)).response.json();
    return { isPaidMember: user.isPaidMember as boolean, expiresAt: user.membershipExpiresAt as string | null };
  };
  const paymentStatus = async (intentId: string) =>
    (await t.app.database.pool.query('SELECT status FROM payments WHERE provider_ref = $1', [intentId])).rows[0].status as string;
  const periodOf = async (intentId: string) =>
    (
      await t.app.database.pool.query(
        "SELECT starts_at, expires_at, ended_at, reason FROM memberships WHERE source_type = 'payment' AND source_ref = $1",
        [intentId],
      )
    ).rows[0];

  it('a dispute suspends access at once; won, the same access comes back', async () => {
    const { email, intentId } = await paidMember();
    const before = await membership(email);
    expect(before.isPaidMember).toBe(true);
    const period = await periodOf(intentId);

    stripe.dispute(intentId);
    expect((await deliver(disputeEvent('charge.dispute.created', intentId))).json()).toEqual({ received: true, duplicate: false });
    expect(await membership(email)).toEqual({ isPaidMember: false, expiresAt: null });
    expect(await paymentStatus(intentId)).toBe('disputed');
    expect(await periodOf(intentId)).toMatchObject({ reason: 'Payment disputed', ended_at: expect.any(Date) });

    // Evidence went in; the dispute is under review: still suspended.
    stripe.updateDispute(intentId, 'under_review');
    await deliver(disputeEvent('charge.dispute.updated', intentId, { status: 'under_review' }));
    expect((await membership(email)).isPaidMember).toBe(false);
    expect(await paymentStatus(intentId)).toBe('disputed');

    stripe.closeDispute(intentId, 'won');
    await deliver(disputeEvent('charge.dispute.closed', intentId, { status: 'won' }));
    expect(await membership(email)).toEqual(before);
    expect(await paymentStatus(intentId)).toBe('succeeded');
    expect(await periodOf(intentId)).toMatchObject({ starts_at: period.starts_at, expires_at: period.expires_at, ended_at: null });
    expect(
      Number((await t.app.database.pool.query('SELECT count(*) FROM memberships WHERE source_ref = $1', [intentId])).rows[0].count),
    ).toBe(1);
  });

  it('trusts Stripe, not the payload: a forged "won" leaves an open dispute suspended', async () => {
    const { email, intentId } = await paidMember();
    stripe.dispute(intentId);
    await deliver(disputeEvent('charge.dispute.closed', intentId, { status: 'won' }));
    expect((await membership(email)).isPaidMember).toBe(false);
    expect(await paymentStatus(intentId)).toBe('disputed');
  });

  it('a lost dispute takes the money back: the payment is refunded for good and access stays ended', async () => {
    const { user, email, intentId } = await paidMember();
    stripe.dispute(intentId);
    await deliver(disputeEvent('charge.dispute.created', intentId));
    stripe.closeDispute(intentId, 'lost');
    await deliver(disputeEvent('charge.dispute.closed', intentId, { status: 'lost' }));
    expect(await paymentStatus(intentId)).toBe('refunded');
    expect(await membership(email)).toEqual({ isPaidMember: false, expiresAt: null });
    expect(await periodOf(intentId)).toMatchObject({ reason: 'Payment disputed', ended_at: expect.any(Date) });

    // Nothing that looks like a success revives it: a late success event, nor a stale outcome applied directly.
    await deliver(event('payment_intent.succeeded', { id: intentId, status: 'succeeded' }));
    await applyPaymentOutcome(t.app.deps, { provider: 'stripe', providerRef: intentId, outcome: { status: 'succeeded' } });
    await applyPaymentOutcome(t.app.deps, { provider: 'stripe', providerRef: intentId, outcome: { status: 'disputed' } });
    expect(await paymentStatus(intentId)).toBe('refunded');
    expect((await membership(email)).isPaidMember).toBe(false);
    expect(Number((await t.app.database.pool.query('SELECT count(*) FROM memberships WHERE user_id = $1', [user.id])).rows[0].count)).toBe(
      1,
    );
  });

  it('a lost dispute whose "closed" event comes first still ends access', async () => {
    const { email, intentId } = await paidMember();
    stripe.dispute(intentId);
    stripe.closeDispute(intentId, 'lost');
    await deliver(disputeEvent('charge.dispute.closed', intentId, { status: 'lost' }));
    await deliver(disputeEvent('charge.dispute.created', intentId));
    expect(await paymentStatus(intentId)).toBe('refunded');
    expect((await membership(email)).isPaidMember).toBe(false);
  });

  it('an inquiry suspends access too, and closed without a chargeback gives it back', async () => {
    const { email, intentId } = await paidMember();
    const before = await membership(email);
    stripe.dispute(intentId, 'warning_needs_response');
    await deliver(disputeEvent('charge.dispute.created', intentId, { status: 'warning_needs_response' }));
    expect((await membership(email)).isPaidMember).toBe(false);
    stripe.closeDispute(intentId, 'warning_closed');
    await deliver(disputeEvent('charge.dispute.closed', intentId, { status: 'warning_closed' }));
    expect(await membership(email)).toEqual(before);
    expect(await paymentStatus(intentId)).toBe('succeeded');
  });

  it("asks Stripe for the payment intent's newest dispute", async () => {
    const { intentId } = await paidMember();
    stripe.dispute(intentId);
    await deliver(disputeEvent('charge.dispute.created', intentId));
    const list = stripe.requests.findLast((r) => r.method === 'GET' && r.path === '/v1/disputes');
    expect(list?.query.get('payment_intent')).toBe(intentId);
    expect(list?.query.get('limit')).toBe('1');
  });

  it('acknowledges and ignores a dispute without a payment intent, or about an intent that is not ours', async () => {
    const { email, intentId } = await paidMember();
    expect((await deliver(disputeEvent('charge.dispute.created', null))).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(disputeEvent('charge.dispute.created', 'pi_not_ours'))).json()).toEqual({ received: true, duplicate: false });
    expect((await membership(email)).isPaidMember).toBe(true);
    expect(await paymentStatus(intentId)).toBe('succeeded');
  });
});

/** docs/product.md#one-payment-at-a-time with Stripe: what Stripe says of the member's open intent decides. */
describe('one card payment in flight with Stripe', () => {
  const { context, newCheckout } = useStripeApp();
  let t: TestApp;
  let stripe: StripeMock;
  beforeAll(() => {
    ({ t, stripe } = context);
  });
  const membershipCount = async (userId: string) =>
    Number((await t.app.database.pool.query('SELECT count(*) FROM memberships WHERE user_id = $1', [userId])).rows[0].count);

  it('a card payment submitted at Stripe (processing) is in flight: no second intent, no M-Pesa push; paid, the member is told so', async () => {
    const { user, email, intentId, clientSecret } = await newCheckout();
    const cookie = await sessionCookieFor(t.app, email);
    const intent = () =>
      t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { amount: 300, currency: 'cad' }, headers: { cookie } });
    // Not submitted yet: a reload is handed the same intent (docs/product.md#one-payment-at-a-time).
    expect((await intent()).json()).toEqual({ clientSecret });
    stripe.intents.get(intentId)!.status = 'processing';
    const push = () => t.app.inject({ method: 'POST', url: '/api/payments/mpesa', payload: { phone: '0708374149' }, headers: { cookie } });
    for (const response of [await intent(), await push()]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ errorCode: 'PAYMENT_IN_FLIGHT', details: { pending: { method: 'card' } } });
    }
    stripe.succeed(intentId);
    // Asked again, Stripe says it was paid: applied at once (as its webhook would), and nothing more is sold.
    expect((await intent()).json()).toMatchObject({ errorCode: 'ALREADY_MEMBER' });
    expect(await membershipCount(user.id)).toBe(1);
  });

  it('starting an M-Pesa payment cancels the unsubmitted card intent at Stripe, so another tab cannot pay it too', async () => {
    const { email, intentId } = await newCheckout();
    const cookie = await sessionCookieFor(t.app, email);
    const push = await t.app.inject({ method: 'POST', url: '/api/payments/mpesa', payload: { phone: '0708374150' }, headers: { cookie } });
    expect(push.statusCode, push.body).toBe(202);
    expect(stripe.intents.get(intentId)!.status).toBe('canceled');
    await t.app.deps.background.settle();
  });
});
