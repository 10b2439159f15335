import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEMBERSHIP } from '../shared/constants';
import { SANDBOX_TEST_CARDS } from '../shared/schemas/payments';
import { grantComplimentaryMembership, grantMembership } from './features/membership/service';
import { addMonthsUtc } from './lib/dates';
import { signUpPayload } from './test-support/members';
import { startStripeMock, stripeEvent, type StripeMock } from './test-support/stripe-mock';
import { createTestApp, type TestApp } from './test-support/test-app';
import { testDatabaseKind } from './test-support/test-database';

/**
 * Money and access under races (docs/product.md#price-and-grant-rules, docs/decisions/009-payments-and-grants.md):
 * fast-check's scheduler picks the order in which parallel and duplicated requests start; once started they
 * run at the same time through the real app (app.inject) on the real database. On PostgreSQL (10 pooled
 * connections) their transactions truly overlap; PGlite serves one connection, so there only the order varies.
 * Whatever the order: one grant per source, periods laid end to end, and the price is never the client's.
 */

const ADMIN = { username: 'races-admin', password: 'Races-Admin-Password-9' };
const WEBHOOK_SECRET = 'whsec_races_secret';
const signer = new Stripe('sk_test_signer');
// Each property run costs a few sign-ups (argon2): enough runs to meet many orders, few enough to stay fast.
const RUNS = testDatabaseKind() === 'postgres' ? 12 : 8;

let addressCounter = 0;
/** An address per run, so the per-address limits (sign-up, payments, redemptions) never answer first. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.77.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/**
 * How many requests were in the app at once: proof that a test really ran its races in parallel. Reset
 * before every test, so each race test proves it for itself (a count kept from an earlier test would let a
 * later one pass while running its requests one after another).
 */
const flight = { now: 0, max: 0 };
beforeEach(() => {
  flight.now = 0;
  flight.max = 0;
});
/** Ends every race test: its requests overlapped in the app at least once. */
const expectRanTogether = () => expect(flight.max, 'requests of this test that were in the app at the same time').toBeGreaterThanOrEqual(2);
async function tracked<T>(run: () => Promise<T>): Promise<T> {
  flight.now += 1;
  flight.max = Math.max(flight.max, flight.now);
  try {
    return await run();
  } finally {
    flight.now -= 1;
  }
}

/** Starts every call in the order the scheduler picks, without waiting for one to end before the next starts. */
async function race<T>(s: fc.Scheduler, calls: ReadonlyArray<{ label: string; run: () => Promise<T> }>): Promise<T[]> {
  const started = calls.map(({ label, run }) => s.schedule(Promise.resolve(label), label).then(() => tracked(run)));
  await s.waitAll();
  return Promise.all(started);
}

interface Period {
  kind: string;
  source_type: string;
  source_ref: string;
  starts_at: Date;
  expires_at: Date;
  ended_at: Date | null;
}

/** The member's periods, and the checks every race must leave true: each source once, laid end to end, 12 months each. */
async function periodsOf(t: TestApp, userId: string): Promise<Period[]> {
  const { rows } = await t.app.database.pool.query<Period>(
    'SELECT kind, source_type, source_ref, starts_at, expires_at, ended_at FROM memberships WHERE user_id = $1 ORDER BY starts_at, created_at',
    [userId],
  );
  const sources = rows.map((row) => `${row.source_type}:${row.source_ref}`);
  expect(new Set(sources).size).toBe(sources.length);
  const running = rows.filter((row) => row.ended_at === null);
  running.forEach((row, index) => {
    expect(row.expires_at.getTime()).toBe(addMonthsUtc(row.starts_at, MEMBERSHIP.months).getTime());
    // Overlapping periods would be access paid for and never given: each starts where the one before ends.
    if (index > 0) expect(row.starts_at.getTime()).toBeGreaterThanOrEqual(running[index - 1]!.expires_at.getTime());
  });
  return rows;
}

function useApp(overrides: Parameters<typeof createTestApp>[0] = {}, options: Parameters<typeof createTestApp>[1] = {}) {
  const context: { t: TestApp; adminToken: string; serverErrors: string[] } = {
    t: undefined as unknown as TestApp,
    adminToken: '',
    serverErrors: [],
  };
  beforeAll(async () => {
    // The server's error log lines, so that a 500 in a race says what went wrong.
    const logger = { level: 'error', stream: { write: (line: string) => void context.serverErrors.push(line) } };
    context.t = await createTestApp({ admin: ADMIN, ...overrides }, { logger, ...options });
    const login = await context.t.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN, remoteAddress: nextAddress() });
    context.adminToken = login.json().token;
  });
  afterAll(async () => context.t?.close());

  const inject = (options: InjectOptions) => context.t.app.inject(options);
  /** Each member's session, from their sign-up: paying acts on the session's account (docs/product.md#checkout). */
  const sessions = new Map<string, string>();
  const cookieOf = (email: string) => ({ cookie: sessions.get(email) ?? '' });
  /** A member signed up through the API, which signs them in (codes still go by e-mail). */
  const newMember = async (ip: string) => {
    const payload = signUpPayload();
    const response = await inject({ method: 'POST', url: '/api/auth/sign-up', payload, remoteAddress: ip });
    expect(response.statusCode).toBe(201);
    sessions.set(payload.email, `mb_session=${response.cookies.find((c) => c.name === 'mb_session')?.value ?? ''}`);
    return { email: payload.email, userId: response.json().user.id as string };
  };
  const createIntent = async (email: string, ip: string) => {
    const response = await inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { amount: 300, currency: 'cad', email, description: 'Membership' },
      headers: cookieOf(email),
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(200);
    const clientSecret = response.json().clientSecret as string;
    return { clientSecret, intentId: clientSecret.split('_secret_')[0]! };
  };
  const adminGrant = (userId: string, ip: string) =>
    inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/grant-membership`,
      headers: { authorization: `Bearer ${context.adminToken}`, origin: context.t.config.publicUrl },
      payload: { reason: 'Race test' },
      remoteAddress: ip,
    });
  return { context, inject, newMember, createIntent, adminGrant, cookieOf };
}

describe('money and access under races: sandbox cards, humanitarian codes, admin grants', () => {
  const { context, inject, newMember, createIntent, adminGrant, cookieOf } = useApp();
  const CARDS = [
    SANDBOX_TEST_CARDS.succeeds,
    SANDBOX_TEST_CARDS.declined,
    SANDBOX_TEST_CARDS.insufficientFunds,
    '4111 1111 1111 1112',
  ] as const;
  const confirm = (intent: { intentId: string; clientSecret: string }, cardNumber: string, ip: string, extra: object = {}) =>
    inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: { paymentIntentId: intent.intentId, clientSecret: intent.clientSecret, cardNumber, ...extra },
      remoteAddress: ip,
    });
  const paymentOf = async (intentId: string) =>
    (
      await context.t.app.database.pool.query<{ status: string; amount_cents: number; currency: string }>(
        'SELECT status, amount_cents, currency FROM payments WHERE provider_ref = $1',
        [intentId],
      )
    ).rows;

  it('card confirmations, duplicated and mixed with declines, from one or two tabs of the checkout: one payment, paid at most once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        // Per checkout: the cards tried on it at the same moment (a double click, two tabs, a retry after a decline).
        fc.array(fc.array(fc.constantFrom(...CARDS), { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 2 }),
        async (s, checkouts) => {
          const ip = nextAddress();
          const { userId } = await newMember(ip);
          const email = (await context.t.app.database.pool.query('SELECT email FROM users WHERE id = $1', [userId])).rows[0].email;
          const intents: Array<{ clientSecret: string; intentId: string }> = [];
          for (const _ of checkouts) intents.push(await createIntent(email, ip));
          const calls = checkouts.flatMap((cards, i) =>
            cards.map((card, j) => ({
              label: `checkout ${i} card ${card} #${j}`,
              // A client amount rides along: it must change nothing.
              run: async () => ({ checkout: i, card, response: await confirm(intents[i]!, card, ip, { amount: 1, currency: 'usd' }) }),
            })),
          );
          const results = await race(s, calls);
          // No request failed inside: the log is where a 500's cause would be.
          expect(context.serverErrors).toEqual([]);

          for (const { response } of results) {
            expect([200, 402]).toContain(response.statusCode);
            if (response.statusCode === 402) expect(response.json()).toMatchObject({ success: false, errorCode: 'CARD_DECLINED' });
          }
          const periods = await periodsOf(context.t, userId);
          // A second checkout (another tab, a reload) is handed the same unsubmitted intent
          // (docs/product.md#one-payment-at-a-time): one payment, paid at most once, however the cards race on it.
          expect(new Set(intents.map((intent) => intent.intentId)).size).toBe(1);
          const paid = checkouts.some((cards) => cards.includes(SANDBOX_TEST_CARDS.succeeds));
          const [payment] = await paymentOf(intents[0]!.intentId);
          expect(payment).toEqual({ status: paid ? 'succeeded' : 'failed', amount_cents: MEMBERSHIP.priceCents, currency: 'cad' });
          // Every good card answered "paid"; a decline answers "paid" only when another card already paid.
          for (const { response } of results.filter((r) => r.card === SANDBOX_TEST_CARDS.succeeds)) expect(response.statusCode).toBe(200);
          expect(periods).toHaveLength(paid ? 1 : 0);
        },
      ),
      { numRuns: RUNS },
    );
    expectRanTogether();
  });

  it('humanitarian codes: the same code raced by its member and another, two codes for one member: each code grants once', async () => {
    const issue = async (email?: string) => {
      const response = await inject({
        method: 'POST',
        url: '/api/admin/humanitarian-codes',
        headers: { authorization: `Bearer ${context.adminToken}`, origin: context.t.config.publicUrl },
        payload: email ? { email } : {},
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(201);
      return response.json().code as string;
    };
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.record({
          firstCodeTries: fc.integer({ min: 2, max: 4 }),
          secondCodeTries: fc.integer({ min: 0, max: 3 }),
          rivalTries: fc.integer({ min: 0, max: 2 }),
          bound: fc.boolean(),
          lowerCase: fc.boolean(),
        }),
        async (s, plan) => {
          const ip = nextAddress();
          const member = await newMember(ip);
          const rival = await newMember(ip);
          const first = await issue(plan.bound ? member.email : undefined);
          const second = await issue();
          const redeem = (email: string, code: string) =>
            inject({ method: 'POST', url: '/api/humanitarian-access', payload: { email, accessCode: code }, remoteAddress: nextAddress() });
          const calls = [
            ...Array.from({ length: plan.firstCodeTries }, (_, i) => ({
              label: `member first #${i}`,
              run: async () => ({
                who: 'member',
                code: 'first',
                response: await redeem(member.email, plan.lowerCase ? first.toLowerCase() : first),
              }),
            })),
            ...Array.from({ length: plan.secondCodeTries }, (_, i) => ({
              label: `member second #${i}`,
              run: async () => ({ who: 'member', code: 'second', response: await redeem(member.email, second) }),
            })),
            ...Array.from({ length: plan.rivalTries }, (_, i) => ({
              label: `rival first #${i}`,
              run: async () => ({ who: 'rival', code: 'first', response: await redeem(rival.email, first) }),
            })),
          ];
          const results = await race(s, calls);
          // No request failed inside: the log is where a 500's cause would be.
          expect(context.serverErrors).toEqual([]);

          for (const { response } of results) {
            expect([200, 400]).toContain(response.statusCode);
            if (response.statusCode === 400) expect(response.json()).toMatchObject({ success: false, errorCode: 'ACCESS_DENIED' });
          }
          const winners = (code: string) => results.filter((r) => r.code === code && r.response.statusCode === 200);
          expect(winners('first')).toHaveLength(1);
          // A code bound to the member's e-mail is never the rival's, whoever asks first.
          if (plan.bound) expect(winners('first')[0]!.who).toBe('member');
          expect(winners('second')).toHaveLength(plan.secondCodeTries > 0 ? 1 : 0);

          const memberPeriods = await periodsOf(context.t, member.userId);
          const rivalPeriods = await periodsOf(context.t, rival.userId);
          const memberWins = results.filter((r) => r.who === 'member' && r.response.statusCode === 200).length;
          expect(memberPeriods).toHaveLength(memberWins);
          expect(rivalPeriods).toHaveLength(results.filter((r) => r.who === 'rival' && r.response.statusCode === 200).length);
          for (const period of [...memberPeriods, ...rivalPeriods])
            expect(period).toMatchObject({ kind: 'humanitarian', source_type: 'humanitarian_code' });
          const codes = await context.t.app.database.pool.query<{ redeemed_by: string | null }>(
            'SELECT redeemed_by FROM humanitarian_codes WHERE id = ANY($1::uuid[])',
            [[...memberPeriods, ...rivalPeriods].map((p) => p.source_ref)],
          );
          expect(codes.rows).toHaveLength(memberPeriods.length + rivalPeriods.length);
        },
      ),
      { numRuns: RUNS },
    );
    expectRanTogether();
  });

  it('admin grants twice or more at once, racing a card payment: at most one complimentary period, only for a member without access', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 2, max: 4 }), fc.boolean(), async (s, grants, withPayment) => {
        const ip = nextAddress();
        const { userId, email } = await newMember(ip);
        const intent = withPayment ? await createIntent(email, ip) : null;
        const calls = [
          ...Array.from({ length: grants }, (_, i) => ({ label: `grant #${i}`, run: () => adminGrant(userId, nextAddress()) })),
          ...(intent ? [{ label: 'card', run: () => confirm(intent, SANDBOX_TEST_CARDS.succeeds, ip) }] : []),
        ];
        const responses = await race(s, calls);
        // No request failed inside: the log is where a 500's cause would be.
        expect(context.serverErrors).toEqual([]);

        const grantResponses = responses.slice(0, grants);
        for (const response of grantResponses) {
          expect([200, 409]).toContain(response.statusCode);
          if (response.statusCode === 409) expect(response.json()).toMatchObject({ errorCode: 'ALREADY_MEMBER' });
        }
        const card = intent ? responses.at(-1)! : undefined;
        // One payment or grant per member at a time (docs/product.md#one-payment-at-a-time): whichever takes the
        // member's lock first wins; a card confirmed after a grant finds a member with 12 months left and is
        // refused before anything is charged, and grants after a payment find a member.
        if (card) expect([200, 409]).toContain(card.statusCode);
        if (card?.statusCode === 409) expect(card.json()).toMatchObject({ errorCode: 'ALREADY_MEMBER' });
        const periods = await periodsOf(context.t, userId);
        const complimentary = periods.filter((p) => p.kind === 'complimentary');
        const paid = periods.filter((p) => p.kind === 'paid');
        expect(grantResponses.filter((r) => r.statusCode === 200)).toHaveLength(complimentary.length);
        if (card?.statusCode === 200) {
          expect(paid).toHaveLength(1);
          expect(complimentary).toHaveLength(0);
        } else {
          // Without a payment, or with the card refused: exactly one grant won.
          expect(paid).toHaveLength(0);
          expect(complimentary).toHaveLength(1);
        }
        const audit = await context.t.app.database.pool.query(
          "SELECT count(*)::int AS n FROM admin_audit WHERE target_user_id = $1 AND action = 'grant_membership'",
          [userId],
        );
        expect(audit.rows[0].n).toBe(complimentary.length);
      }),
      { numRuns: RUNS },
    );
    expectRanTogether();
  });

  it('refuses a complimentary grant whose request started a moment before a payment that granted while it waited', async () => {
    // The order the admin race above meets by chance on PostgreSQL, made certain: the payment took the
    // member's lock first and granted with its own, slightly later, clock reading.
    const { userId } = await newMember(nextAddress());
    const asked = new Date();
    const { db } = context.t.app.deps;
    await db.transaction((tx) =>
      grantMembership(tx, { userId, kind: 'paid', sourceType: 'payment', sourceRef: `pi_${userId}`, now: new Date(asked.getTime() + 5) }),
    );
    const grant = await db.transaction((tx) =>
      grantComplimentaryMembership(tx, { userId, sourceRef: `admin-${userId}`, reason: 'Race test', now: asked }),
    );
    expect(grant).toEqual({ status: 'already_member' });
    expect((await periodsOf(context.t, userId)).map((p) => p.kind)).toEqual(['paid']);
  });

  it('takes no amount from the client: anything but 300 CAD is refused and records nothing', async () => {
    const ip = nextAddress();
    const { email, userId } = await newMember(ip);
    const notTheprice = fc.oneof(
      fc.double().filter((n) => n !== 300),
      fc.integer().filter((n) => n !== 300),
      fc.constantFrom('300', '300.00', 30000, 299.999, 300.0001, -300, null, true, [300], { amount: 300 }, 0, Number.MAX_SAFE_INTEGER),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ amount: notTheprice, currency: fc.constant('cad') }),
          fc.record({
            amount: fc.constant(300),
            // Keys other than __proto__ and constructor: Fastify refuses a body holding those before any route
            // (400 VALIDATION_ERROR, hostile-routes.test.ts), so they never reach the amount check this is about.
            currency: fc
              .anything({ key: fc.string().filter((key) => key !== '__proto__' && key !== 'constructor') })
              .filter((c) => typeof c !== 'string' || c.toLowerCase() !== 'cad'),
          }),
        ),
        async (body) => {
          const response = await inject({
            method: 'POST',
            url: '/api/create-payment-intent',
            payload: { ...body, email, description: 'Membership' },
            headers: cookieOf(email),
            remoteAddress: nextAddress(),
          });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toMatchObject({ success: false, errorCode: 'INVALID_AMOUNT' });
        },
      ),
      { numRuns: 60 },
    );
    const payments = await context.t.app.database.pool.query('SELECT count(*)::int AS n FROM payments WHERE user_id = $1', [userId]);
    expect(payments.rows[0].n).toBe(0);
  });
});

describe('money and access under races: Stripe webhooks', () => {
  const context = {} as { stripe: StripeMock };
  beforeAll(async () => {
    context.stripe = await startStripeMock();
  });
  afterAll(async () => context.stripe?.close());
  const {
    context: app,
    inject,
    newMember,
    createIntent,
    adminGrant,
  } = useApp(
    { stripe: { secretKey: 'sk_test_races', publishableKey: 'pk_test_races', webhookSecret: WEBHOOK_SECRET } },
    {
      get stripeApi() {
        return context.stripe.location;
      },
    },
  );

  let eventCounter = 0;
  const deliver = (eventId: string, type: string, object: Record<string, unknown>) => {
    // The payload claims whatever it likes about the amount: only Stripe's own record counts.
    const body = JSON.stringify(stripeEvent(eventId, type, { amount: 30000, currency: 'cad', status: 'succeeded', ...object }));
    return inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }),
      },
      payload: body,
    });
  };

  const TYPES = ['payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.dispute.closed'] as const;

  it('events duplicated and in parallel, some with another amount at Stripe, racing admin grants: one paid period per paid intent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.record({
          // Per event: its type and how many times Stripe delivers it.
          events: fc.array(fc.record({ type: fc.constantFrom(...TYPES), copies: fc.integer({ min: 1, max: 3 }) }), {
            minLength: 1,
            maxLength: 4,
          }),
          // What Stripe itself says was paid: the price, or something else (an intent changed behind our back).
          stripeAmount: fc.constantFrom<[number, string]>([30000, 'cad'], [30000, 'cad'], [100, 'cad'], [30000, 'usd'], [3000000, 'cad']),
          grants: fc.integer({ min: 0, max: 2 }),
        }),
        async (s, plan) => {
          const ip = nextAddress();
          const { userId, email } = await newMember(ip);
          const { intentId } = await createIntent(email, ip);
          context.stripe.succeed(intentId);
          const [amount, currency] = plan.stripeAmount;
          Object.assign(context.stripe.intents.get(intentId)!, { amount, currency });
          const priced = amount === MEMBERSHIP.priceCents && currency === MEMBERSHIP.currency;

          const events = plan.events.map((e) => ({ ...e, id: `evt_race_${(eventCounter += 1)}_${Date.now()}` }));
          const calls = [
            ...events.flatMap((e) =>
              Array.from({ length: e.copies }, (_, copy) => ({
                label: `${e.id} ${e.type} copy ${copy}`,
                run: async () => ({
                  kind: 'event',
                  eventId: e.id,
                  response: await deliver(e.id, e.type, { id: intentId, payment_intent: intentId }),
                }),
              })),
            ),
            ...Array.from({ length: plan.grants }, (_, i) => ({
              label: `grant #${i}`,
              run: async () => ({ kind: 'grant', eventId: '', response: await adminGrant(userId, nextAddress()) }),
            })),
          ];
          const results = await race(s, calls);
          // No request failed inside: the log is where a 500's cause would be.
          expect(app.serverErrors).toEqual([]);

          for (const { kind, response } of results) {
            if (kind === 'grant') expect([200, 409]).toContain(response.statusCode);
            else if (priced) expect(response.statusCode).toBe(200);
            // Another amount grants nothing and is not acknowledged, so Stripe keeps showing it as failing.
            else expect(response.json()).toMatchObject({ success: false, errorCode: 'INVALID_AMOUNT' });
          }
          const periods = await periodsOf(app.t, userId);
          const paid = periods.filter((p) => p.kind === 'paid');
          const complimentary = periods.filter((p) => p.kind === 'complimentary');
          // Stripe says succeeded whatever the event's type, so any delivered event grants, once, at the price.
          expect(paid).toHaveLength(priced ? 1 : 0);
          expect(complimentary.length).toBeLessThanOrEqual(1);
          if (plan.grants > 0 && paid.length === 0) expect(complimentary).toHaveLength(1);
          expect(results.filter((r) => r.kind === 'grant' && r.response.statusCode === 200)).toHaveLength(complimentary.length);

          const payment = await app.t.app.database.pool.query('SELECT status, amount_cents FROM payments WHERE provider_ref = $1', [
            intentId,
          ]);
          expect(payment.rows).toEqual([{ status: priced ? 'succeeded' : 'requires_payment', amount_cents: MEMBERSHIP.priceCents }]);
          const processed = await app.t.app.database.pool.query<{ event_id: string }>(
            'SELECT event_id FROM processed_events WHERE event_id = ANY($1::text[])',
            [events.map((e) => e.id)],
          );
          // Each event is recorded once when applied, and never when it was refused.
          expect(processed.rows.map((r) => r.event_id).sort()).toEqual(priced ? events.map((e) => e.id).sort() : []);
        },
      ),
      { numRuns: RUNS },
    );
    expectRanTogether();
  });
});

describe('money and access under races: M-Pesa callbacks', () => {
  // The sandbox answers Safaricom's status query by the number at once; its own callback is sent with a
  // token that names no push (so it is ignored), and the test delivers the real one itself, as often as it likes.
  const { context, inject, newMember, adminGrant, cookieOf } = useApp({}, { mpesaSandboxDelayMs: 0 });
  const tokens = new Map<string, string>();
  beforeAll(() => {
    const { deps } = context.t.app;
    const sandbox = deps.mpesa!;
    deps.mpesa = {
      ...sandbox,
      stkPush: async (input) => {
        const pushed = await sandbox.stkPush({
          ...input,
          callbackUrl: `${context.t.config.publicUrl}/api/webhooks/mpesa/not-a-push-token`,
        });
        tokens.set(pushed.checkoutRequestId, new URL(input.callbackUrl).pathname.split('/').pop()!);
        return pushed;
      },
    };
  });

  let phoneCounter = 0;
  /** A number of its own per run (3 pushes per number per 10 minutes); any number but the named ones pays. */
  const payingPhone = () => `2547${String(10_000_000 + (phoneCounter += 1)).slice(-8)}`;

  const callbackBody = (checkoutRequestId: string, resultCode: number, amountKes: number) => ({
    Body: {
      stkCallback: {
        MerchantRequestID: '1-2-3',
        CheckoutRequestID: checkoutRequestId,
        ResultCode: resultCode,
        ResultDesc: resultCode === 0 ? 'The service request is processed successfully.' : 'Request cancelled by user',
        ...(resultCode === 0
          ? {
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: amountKes },
                  { Name: 'MpesaReceiptNumber', Value: 'SBX0000001' },
                  { Name: 'TransactionDate', Value: 20260310120000 },
                ],
              },
            }
          : {}),
      },
    },
  });

  it('the callback duplicated and in parallel with status polls, a forged token and admin grants: one paid period for a paid push', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.record({
          pays: fc.boolean(),
          copies: fc.integer({ min: 2, max: 5 }),
          polls: fc.integer({ min: 0, max: 3 }),
          grants: fc.integer({ min: 0, max: 2 }),
          // A callback that says another amount was paid, among the true ones.
          otherAmount: fc.boolean(),
        }),
        async (s, plan) => {
          const ip = nextAddress();
          const { userId, email } = await newMember(ip);
          // A number of its own per run whatever the outcome (the test delivers the callbacks): a cancelled push makes
          // the next one to that phone wait (docs/product.md#m-pesa).
          const phone = payingPhone();
          await context.t.app.deps.attempts.clear(`mpesa-push:${phone}`);
          // The client's amount is not read: the push is for the operator's price.
          const created = await inject({
            method: 'POST',
            url: '/api/payments/mpesa',
            payload: { email, phone, amount: 1 },
            headers: cookieOf(email),
            remoteAddress: ip,
          });
          expect(created.statusCode).toBe(202);
          const { id, checkoutRequestId, amountKes } = created.json() as { id: string; checkoutRequestId: string; amountKes: number };
          expect(amountKes).toBe(context.t.config.mpesaPriceKes);
          const token = tokens.get(checkoutRequestId)!;
          const body = callbackBody(checkoutRequestId, plan.pays ? 0 : 1032, amountKes);
          const callback = (withToken: string, payload: object = body) =>
            inject({ method: 'POST', url: `/api/webhooks/mpesa/${withToken}`, payload, remoteAddress: '196.201.214.200' });

          const calls = [
            ...Array.from({ length: plan.copies }, (_, i) => ({
              label: `callback #${i}`,
              run: async () => ({ kind: 'callback', response: await callback(token) }),
            })),
            { label: 'forged token', run: async () => ({ kind: 'callback', response: await callback('f'.repeat(43)) }) },
            ...(plan.otherAmount
              ? [
                  {
                    label: 'other amount',
                    run: async () => ({
                      kind: 'callback',
                      response: await callback(token, callbackBody(checkoutRequestId, 0, amountKes - 1)),
                    }),
                  },
                ]
              : []),
            ...Array.from({ length: plan.polls }, (_, i) => ({
              label: `poll #${i}`,
              run: async () => ({
                kind: 'poll',
                response: await inject({ method: 'GET', url: `/api/payments/mpesa/${id}`, headers: cookieOf(email), remoteAddress: ip }),
              }),
            })),
            ...Array.from({ length: plan.grants }, (_, i) => ({
              label: `grant #${i}`,
              run: async () => ({ kind: 'grant', response: await adminGrant(userId, nextAddress()) }),
            })),
          ];
          const results = await race(s, calls);
          await context.t.app.deps.background.settle();
          // The one error line expected: the alert for a callback with another amount.
          expect(context.serverErrors.filter((line) => !line.includes('payment held for review'))).toEqual([]);

          for (const { kind, response } of results) {
            if (kind === 'callback') expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
            else if (kind === 'poll') expect(response.statusCode).toBe(200);
            else expect([200, 409]).toContain(response.statusCode);
          }
          const periods = await periodsOf(context.t, userId);
          // A push held for review (a callback with another amount came before the true one was applied) grants nothing.
          const review = await context.t.app.database.pool.query('SELECT review_reason FROM mpesa_payments WHERE payment_id = $1', [id]);
          const held = review.rows[0].review_reason !== null;
          const paid = plan.pays && !held;
          expect(periods.filter((p) => p.kind === 'paid')).toHaveLength(paid ? 1 : 0);
          expect(periods.filter((p) => p.kind === 'complimentary').length).toBeLessThanOrEqual(1);
          if (plan.grants > 0 && !paid) expect(periods.filter((p) => p.kind === 'complimentary')).toHaveLength(1);
          const payment = await context.t.app.database.pool.query('SELECT status, amount_cents, currency FROM payments WHERE id = $1', [
            id,
          ]);
          expect(payment.rows).toEqual([{ status: paid ? 'succeeded' : 'failed', amount_cents: MEMBERSHIP.priceCents, currency: 'cad' }]);
          const status = await inject({ method: 'GET', url: `/api/payments/mpesa/${id}`, headers: cookieOf(email), remoteAddress: ip });
          expect(status.json()).toMatchObject({ status: paid ? 'succeeded' : held || plan.pays ? 'failed' : 'cancelled' });
        },
      ),
      { numRuns: RUNS },
    );
    expectRanTogether();
  });
});
