import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { addMonthsUtc, DAY_MS } from '../../lib/dates';
import { createTestClock } from '../../test-support/clock';
import { signIn, signUp } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { applyPaymentOutcome } from '../payments/service';
import { activeMembershipColumns } from './repo';
import { countActiveMembers, endMembershipForSource, getActiveMembership, grantMembership, restoreMembershipForSource } from './service';

/**
 * A renewal bought while access is still running starts where that access ends. When an earlier period is
 * taken away (refund, dispute) the later ones move up, as if that payment had never been made, and move
 * back when it is restored.
 */
describe('chained membership periods', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-02-01T09:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => t.close());

  /**
   * A 300 CAD payment that went through at the clock's time, recorded as the payment path records one (the row and
   * the grant, through applyPaymentOutcome). Not through the checkout: this suite chains renewals days apart,
   * which the checkout now refuses until 30 days before expiry (docs/product.md#one-payment-at-a-time); the chain
   * itself still arises (a renewal in the last 30 days, a refund moving periods up) and is what is under test here.
   */
  async function pay(email: string) {
    const [member] = (await t.app.database.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email.toLowerCase()])).rows;
    const intentId = `pi_sandbox_chain_${(chained += 1)}_${Date.now()}`;
    const status = await applyPaymentOutcome(t.app.deps, {
      provider: 'sandbox',
      providerRef: intentId,
      outcome: { status: 'succeeded', userId: member!.id, amountCents: 30_000, currency: 'cad' },
    });
    expect(status).toBe('succeeded');
    return { intentId, paidAt: clock.now() };
  }
  let chained = 0;
  const outcome = (intentId: string, status: 'refunded' | 'disputed' | 'succeeded') =>
    applyPaymentOutcome(t.app.deps, { provider: 'sandbox', providerRef: intentId, outcome: { status } });
  /** What the member sees (sign-in answer), checked against the one-query session look-up. */
  async function access(email: string, userId: string) {
    const { user } = (await signIn(t.app, email)).response.json();
    const [session] = await t.app.database.db
      .select(activeMembershipColumns(users.id, clock.now()))
      .from(users)
      .where(eq(users.id, userId));
    expect(session?.membershipExpiresAt?.toISOString() ?? null).toBe(user.membershipExpiresAt);
    return { isPaidMember: user.isPaidMember as boolean, expiresAt: user.membershipExpiresAt as string | null };
  }
  const periods = async (userId: string) =>
    (
      await t.app.database.pool.query(
        'SELECT source_ref, created_at, starts_at, expires_at, ended_at FROM memberships WHERE user_id = $1 ORDER BY created_at, id',
        [userId],
      )
    ).rows;

  it('refunding the earlier of two chained payments moves the later one up to its own payment time', async () => {
    const { user, payload } = await signUp(t.app);
    const a = await pay(payload.email);
    clock.advance(30 * DAY_MS);
    const b = await pay(payload.email);
    expect(await access(payload.email, user.id)).toEqual({
      isPaidMember: true,
      expiresAt: addMonthsUtc(addMonthsUtc(a.paidAt, 12), 12).toISOString(),
    });

    clock.advance(DAY_MS);
    await outcome(a.intentId, 'refunded');
    expect(await access(payload.email, user.id)).toEqual({ isPaidMember: true, expiresAt: addMonthsUtc(b.paidAt, 12).toISOString() });

    clock.advance(addMonthsUtc(b.paidAt, 12).getTime() - clock.now().getTime() - 1000);
    expect((await access(payload.email, user.id)).isPaidMember).toBe(true);
    clock.advance(2000);
    expect(await access(payload.email, user.id)).toEqual({ isPaidMember: false, expiresAt: null });
  });

  it('refunding the later of two chained payments leaves the earlier one as it was', async () => {
    const { user, payload } = await signUp(t.app);
    const a = await pay(payload.email);
    clock.advance(30 * DAY_MS);
    const b = await pay(payload.email);
    clock.advance(DAY_MS);
    await outcome(b.intentId, 'refunded');
    const aEnd = addMonthsUtc(a.paidAt, 12);
    expect(await access(payload.email, user.id)).toEqual({ isPaidMember: true, expiresAt: aEnd.toISOString() });

    clock.advance(aEnd.getTime() - clock.now().getTime() + 1000);
    expect(await access(payload.email, user.id)).toEqual({ isPaidMember: false, expiresAt: null });
  });

  it('counts a member with a renewal queued once, and not at all once every period is ended', async () => {
    const members = () => countActiveMembers(t.app.database.db, clock.now());
    const before = await members();
    const { payload } = await signUp(t.app);
    const a = await pay(payload.email);
    clock.advance(DAY_MS);
    const b = await pay(payload.email);
    expect(await members()).toBe(before + 1);
    await outcome(a.intentId, 'refunded');
    expect(await members()).toBe(before + 1);
    await outcome(b.intentId, 'refunded');
    expect(await members()).toBe(before);
  });

  it('shows the kind of the period running now, with the end of all continuous access', async () => {
    const { user, payload } = await signUp(t.app);
    await t.app.database.db.transaction((tx) =>
      grantMembership(tx, {
        userId: user.id,
        kind: 'humanitarian',
        sourceType: 'humanitarian_code',
        sourceRef: `code-${user.id}`,
        now: clock.now(),
      }),
    );
    const code = addMonthsUtc(clock.now(), 12);
    clock.advance(DAY_MS);
    await pay(payload.email);
    expect(await getActiveMembership(t.app.database.db, { userId: user.id, now: clock.now() })).toEqual({
      kind: 'humanitarian',
      expiresAt: addMonthsUtc(code, 12),
    });
    clock.advance(code.getTime() - clock.now().getTime());
    expect(await getActiveMembership(t.app.database.db, { userId: user.id, now: clock.now() })).toEqual({
      kind: 'paid',
      expiresAt: addMonthsUtc(code, 12),
    });
  });

  it('a dispute of the middle of three payments suspends only that period, and winning it restores exactly the original chain', async () => {
    const { user, payload } = await signUp(t.app);
    const a = await pay(payload.email);
    clock.advance(10 * DAY_MS);
    const b = await pay(payload.email);
    clock.advance(10 * DAY_MS);
    const c = await pay(payload.email);
    const original = await periods(user.id);
    const aEnd = addMonthsUtc(a.paidAt, 12);
    const chainEnd = addMonthsUtc(addMonthsUtc(aEnd, 12), 12);
    expect(await access(payload.email, user.id)).toEqual({ isPaidMember: true, expiresAt: chainEnd.toISOString() });

    clock.advance(DAY_MS);
    await outcome(b.intentId, 'disputed');
    // The third period now follows the first directly.
    expect(await access(payload.email, user.id)).toEqual({ isPaidMember: true, expiresAt: addMonthsUtc(aEnd, 12).toISOString() });
    await outcome(a.intentId, 'disputed');
    // Only the third is left, running from its own payment: still a member.
    expect(await access(payload.email, user.id)).toEqual({ isPaidMember: true, expiresAt: addMonthsUtc(c.paidAt, 12).toISOString() });

    await outcome(a.intentId, 'succeeded');
    await outcome(b.intentId, 'succeeded');
    expect(await periods(user.id)).toEqual(original);
    expect(await access(payload.email, user.id)).toEqual({ isPaidMember: true, expiresAt: chainEnd.toISOString() });
  });

  it('ending and restoring any periods keeps them chained, at most one running at a time, and restoring all gives back the original', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Gaps between grants in days (some longer than a year, so the chain breaks), and which to end.
        fc.array(fc.tuple(fc.integer({ min: 1, max: 500 }), fc.boolean()), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 900 }),
        async (grants, probeDays) => {
          const { user } = await signUp(t.app);
          const start = clock.now();
          let at = start.getTime();
          for (const [index, [gapDays]] of grants.entries()) {
            at += gapDays * DAY_MS;
            await t.app.database.db.transaction((tx) =>
              grantMembership(tx, {
                userId: user.id,
                kind: 'complimentary',
                sourceType: 'admin',
                sourceRef: `${user.id}-${index}`,
                now: new Date(at),
              }),
            );
          }
          const original = await periods(user.id);
          const later = new Date(at + DAY_MS);
          const ended = grants.flatMap(([, end], index) => (end ? [`${user.id}-${index}`] : []));
          for (const sourceRef of ended)
            await t.app.database.db.transaction((tx) =>
              endMembershipForSource(tx, { sourceType: 'admin', sourceRef, now: later, reason: 'test' }),
            );

          // The rule, worked out here independently: each unended period starts at its creation or when the
          // unended ones before it end, whichever is later.
          const rows = await periods(user.id);
          let coverage = 0;
          for (const row of rows) {
            if (row.ended_at) continue;
            const startsAt = Math.max(row.created_at.getTime(), coverage);
            expect(row.starts_at.getTime()).toBe(startsAt);
            expect(row.expires_at.getTime()).toBe(addMonthsUtc(new Date(startsAt), 12).getTime());
            coverage = Math.max(coverage, row.expires_at.getTime());
          }
          const probe = new Date(start.getTime() + probeDays * DAY_MS);
          const running = rows.filter((r) => !r.ended_at && r.starts_at <= probe && r.expires_at > probe);
          expect(running.length).toBeLessThanOrEqual(1);
          const shown = await getActiveMembership(t.app.database.db, { userId: user.id, now: probe });
          expect(shown?.expiresAt ?? null).toEqual(
            running.length
              ? new Date(Math.max(...rows.filter((r) => !r.ended_at && r.expires_at > probe).map((r) => r.expires_at.getTime())))
              : null,
          );

          for (const sourceRef of ended.reverse())
            await t.app.database.db.transaction((tx) =>
              restoreMembershipForSource(tx, { sourceType: 'admin', sourceRef, now: later, reason: 'restored' }),
            );
          expect(await periods(user.id)).toEqual(original);
        },
      ),
      { numRuns: 12 },
    );
  });
});
