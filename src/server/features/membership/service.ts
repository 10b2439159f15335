import { MEMBERSHIP } from '../../../shared/constants';
import type { Executor as Db } from '../../db/client';
import { addMonthsUtc } from '../../lib/dates';
import * as repo from './repo';

export interface ActiveMembership {
  kind: 'paid' | 'humanitarian' | 'complimentary';
  expiresAt: Date;
}

/**
 * The one definition of "paid member" (DESIGN.md §5): an unexpired, unended membership row. Every
 * response's isPaidMember comes from here.
 */
export async function getActiveMembership(db: Db, input: { userId: string; now: Date }): Promise<ActiveMembership | null> {
  return (await repo.findActiveMembership(db, input.userId, input.now)) ?? null;
}

export interface GrantInput {
  userId: string;
  kind: ActiveMembership['kind'];
  sourceType: repo.MembershipSource;
  /** The payment intent, the code's id, or the admin action's id: a source grants at most once. */
  sourceRef: string;
  reason?: string;
  now: Date;
}

/**
 * The single grant path (DESIGN.md §6) for the Stripe webhook, the sandbox, humanitarian codes and
 * administrators. Must run inside a transaction (`tx`). Idempotent per source; 12 months from the end
 * of the member's current access when still active, else from now.
 */
export async function grantMembership(tx: Db, input: GrantInput): Promise<{ membership: repo.MembershipRow; granted: boolean }> {
  await repo.lockUser(tx, input.userId);
  const existing = await repo.findMembershipBySource(tx, input.sourceType, input.sourceRef);
  if (existing) return { membership: existing, granted: false };

  const current = await repo.findActiveMembership(tx, input.userId, input.now);
  const startsAt = current && current.expiresAt > input.now ? current.expiresAt : input.now;
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

/** Ends the access a source granted (a refund). Harmless when nothing was granted. */
export async function endMembershipForSource(tx: Db, input: { sourceType: repo.MembershipSource; sourceRef: string; now: Date; reason: string }) {
  await repo.endMembershipBySource(tx, input.sourceType, input.sourceRef, input.now, input.reason);
}
