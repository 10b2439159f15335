import { MEMBERSHIP } from '../../../shared/constants';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor as Db } from '../../db/client';
import { addMonthsUtc } from '../../lib/dates';
import * as repo from './repo';

const latest = (dates: Date[]) => dates.reduce<Date | null>((max, date) => (max && max >= date ? max : date), null);

export interface ActiveMembership {
  kind: 'paid' | 'humanitarian' | 'complimentary';
  expiresAt: Date;
}

/**
 * The one definition of "paid member": a membership period running now (started, not run out, not
 * ended). Every response's isPaidMember comes from here; expiresAt is when the member's continuous
 * access ends, counting renewals queued after the current period.
 */
export async function getActiveMembership(db: Db, input: { userId: string; now: Date }): Promise<ActiveMembership | null> {
  return (await repo.findActiveMembership(db, input.userId, input.now)) ?? null;
}

/**
 * Holds the member's row for the rest of the transaction: the lock every grant, end and restore of the
 * member's periods takes, so a caller deciding something about the member's access (one payment at a time,
 * docs/product.md#one-payment-at-a-time) decides in turn with them, and a grant in the same transaction adds
 * no second lock.
 */
export async function lockMemberAccess(tx: Db, userId: string): Promise<void> {
  await repo.lockUser(tx, userId);
}

/**
 * The membership running now as two columns of another feature's query over users, for the session check,
 * which reads the member and their access in one round trip (getActiveMembership's definition, not a copy).
 */
export function activeMembershipColumnsFor(userId: AnyPgColumn, now: repo.Moment) {
  return repo.activeMembershipColumns(userId, now);
}

/** getActiveMembership for a page of members (the administrator's lists): one query, members without access left out. */
export async function getActiveMemberships(
  db: Db,
  input: { userIds: readonly string[]; now: Date },
): Promise<Map<string, ActiveMembership>> {
  return repo.findActiveMemberships(db, input.userIds, input.now);
}

/** How many members have access now (the public /api/stats). */
export async function countActiveMembers(db: Db, now: Date): Promise<number> {
  return repo.countActiveMembers(db, now);
}

interface GrantInput {
  userId: string;
  kind: ActiveMembership['kind'];
  sourceType: repo.MembershipSource;
  /** The payment intent, the code's id, or the admin action's id: a source grants at most once. */
  sourceRef: string;
  reason?: string;
  now: Date;
}

/**
 * The single grant path (docs/product.md#price-and-grant-rules) for the Stripe webhook, the sandbox, humanitarian codes and
 * administrators. Must run inside a transaction (`tx`). Idempotent per source, also for a source whose
 * period was ended (the ended row is returned, see restoreMembershipForSource); 12 months from the end
 * of the member's current access when still active, else from now.
 */
export async function grantMembership(tx: Db, input: GrantInput): Promise<{ membership: repo.MembershipRow; granted: boolean }> {
  await repo.lockUser(tx, input.userId);
  const existing = await repo.findMembershipBySource(tx, input.sourceType, input.sourceRef);
  if (existing) return { membership: existing, granted: false };

  // The same place rechainMemberships would give it: after every period not ended, or now.
  const coverageEnd = latest((await repo.findUnendedMemberships(tx, input.userId)).map((period) => period.expiresAt));
  const startsAt = coverageEnd && coverageEnd > input.now ? coverageEnd : input.now;
  const inserted = await repo.insertMembershipOnce(tx, {
    userId: input.userId,
    kind: input.kind,
    startsAt,
    expiresAt: addMonthsUtc(startsAt, MEMBERSHIP.months),
    sourceType: input.sourceType,
    sourceRef: input.sourceRef,
    reason: input.reason,
    createdAt: input.now,
  });
  if (inserted) return { membership: inserted, granted: true };
  // Lost a race with another transaction for the same source (possible on PostgreSQL): theirs stands.
  return { membership: (await repo.findMembershipBySource(tx, input.sourceType, input.sourceRef))!, granted: false };
}

export type ComplimentaryGrant =
  { status: 'granted'; membership: repo.MembershipRow } | { status: 'already_member' } | { status: 'user_not_found' };

/**
 * An administrator's complimentary 12 months (docs/product.md#admin-dashboard), through grantMembership.
 * Only for a member without access now: the user's row lock is taken before the check, so of two grants
 * racing for one member the second waits, then sees the first's period and is refused (also when that
 * period starts a moment after this request's `now`). Must run inside a
 * transaction; `sourceRef` is the administrator action's own id.
 */
export async function grantComplimentaryMembership(
  tx: Db,
  input: { userId: string; sourceRef: string; reason: string; now: Date },
): Promise<ComplimentaryGrant> {
  if (!(await repo.lockUser(tx, input.userId))) return { status: 'user_not_found' };
  // Access now or from later on: a payment granted while this request waited for the lock starts at that
  // payment's own clock reading, which may be a moment after `now`, and still counts.
  const unended = await repo.findUnendedMemberships(tx, input.userId);
  if (unended.some((period) => period.expiresAt > input.now)) return { status: 'already_member' };
  const { membership } = await grantMembership(tx, {
    userId: input.userId,
    kind: 'complimentary',
    sourceType: 'admin',
    sourceRef: input.sourceRef,
    reason: input.reason,
    now: input.now,
  });
  return { status: 'granted', membership };
}

/**
 * Lays a member's periods that were not ended end to end again, in the order they were granted: each
 * starts when it was granted, or when the ones granted before it run out if that is later, and lasts 12
 * months. So ending a period moves the renewals after it up, as if its payment had never been made, and
 * restoring it moves them back to exactly where they were (two periods granted in the same millisecond
 * may trade places; the access they give together stays the same). Writes only the periods whose dates
 * change; a period whose end moves to a day that has not come yet will get its reminder and expiry
 * notice for that day.
 */
async function rechainMemberships(tx: Db, userId: string, now: Date) {
  let coverageEnd: Date | null = null;
  for (const period of await repo.findUnendedMemberships(tx, userId)) {
    const startsAt: Date = coverageEnd && coverageEnd > period.createdAt ? coverageEnd : period.createdAt;
    const expiresAt = addMonthsUtc(startsAt, MEMBERSHIP.months);
    if (startsAt.getTime() !== period.startsAt.getTime() || expiresAt.getTime() !== period.expiresAt.getTime()) {
      const newEndAhead = expiresAt.getTime() !== period.expiresAt.getTime() && expiresAt > now;
      await repo.updateMembershipPeriod(tx, period.id, {
        startsAt,
        expiresAt,
        ...(newEndAhead ? { reminderSentAt: null, expiryNoticeSentAt: null } : {}),
      });
    }
    coverageEnd = latest([expiresAt, ...(coverageEnd ? [coverageEnd] : [])]);
  }
}

/**
 * Ends the access a source granted (a refund, a dispute) and moves the member's later periods up.
 * Must run inside a transaction. Harmless when nothing was granted or it is already ended.
 */
export async function endMembershipForSource(
  tx: Db,
  input: { sourceType: repo.MembershipSource; sourceRef: string; now: Date; reason: string },
) {
  const granted = await repo.findMembershipBySource(tx, input.sourceType, input.sourceRef);
  if (!granted) return;
  await repo.lockUser(tx, granted.userId);
  const ended = await repo.endMembershipBySource(tx, input.sourceType, input.sourceRef, input.now, input.reason);
  if (ended) await rechainMemberships(tx, ended.userId, input.now);
}

/**
 * Gives back the access of a source whose period was ended (a dispute decided for us): the period and
 * the renewals after it return to the dates they had. Must run inside a transaction. Harmless when the
 * period is not ended.
 */
export async function restoreMembershipForSource(
  tx: Db,
  input: { sourceType: repo.MembershipSource; sourceRef: string; now: Date; reason: string },
) {
  const granted = await repo.findMembershipBySource(tx, input.sourceType, input.sourceRef);
  if (!granted) return;
  await repo.lockUser(tx, granted.userId);
  const restored = await repo.restoreMembershipBySource(tx, input.sourceType, input.sourceRef, input.reason);
  if (restored) await rechainMemberships(tx, restored.userId, input.now);
}

export type MembershipPeriod = Awaited<ReturnType<typeof repo.findMembershipsOf>>[number];

/** Every period of the member, ended ones included, oldest first. */
export async function listMembershipsOf(db: Db, userId: string): Promise<MembershipPeriod[]> {
  return repo.findMembershipsOf(db, userId);
}

export interface MembershipStanding {
  kind: ActiveMembership['kind'];
  startsAt: Date;
  /** The end of continuous access (renewals included) when active; else the end of the last period. */
  expiresAt: Date;
  active: boolean;
}

/**
 * The member's current membership, or the last one they had (docs/product.md#account-page): while a
 * period runs, its kind and start and the end of continuous access; afterwards the last period that was
 * not ended (a refunded one gave no access). Null when the member never had access.
 */
export async function getMembershipStanding(db: Db, input: { userId: string; now: Date }): Promise<MembershipStanding | null> {
  const periods = await repo.findMembershipsOf(db, input.userId);
  const active = await repo.findActiveMembership(db, input.userId, input.now);
  const unended = periods.filter((period) => period.endedAt === null);
  if (active) {
    const running = unended.find((period) => period.startsAt <= input.now && period.expiresAt > input.now);
    return { kind: active.kind, startsAt: running?.startsAt ?? input.now, expiresAt: active.expiresAt, active: true };
  }
  const last = unended.filter((period) => period.startsAt <= input.now).at(-1);
  return last ? { kind: last.kind, startsAt: last.startsAt, expiresAt: last.expiresAt, active: false } : null;
}
