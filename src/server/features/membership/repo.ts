import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor as Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { memberships } from '../../db/schema/memberships';

export type MembershipRow = typeof memberships.$inferSelect;
export type MembershipSource = MembershipRow['sourceType'];

/** The one condition for "this membership is active now" (DESIGN.md §5): unexpired and not ended. */
export const isActiveMembership = (now: Date) => and(gt(memberships.expiresAt, now), isNull(memberships.endedAt));

const isActiveFor = (userId: string | AnyPgColumn, now: Date) => and(eq(memberships.userId, userId), isActiveMembership(now));

export async function findActiveMembership(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select({ kind: memberships.kind, expiresAt: memberships.expiresAt })
    .from(memberships)
    .where(isActiveFor(userId, now))
    .orderBy(desc(memberships.expiresAt))
    .limit(1);
  return row;
}

/**
 * The same look-up as columns of another query over users, so a member-only request checks its session
 * and its membership in one round trip. Both are null when no membership is active.
 */
export function activeMembershipColumns(userId: AnyPgColumn, now: Date) {
  const newest = (column: AnyPgColumn) => sql`(select ${column} from ${memberships} where ${isActiveFor(userId, now)} order by ${memberships.expiresAt} desc limit 1)`;
  return {
    membershipKind: newest(memberships.kind).mapWith(memberships.kind),
    membershipExpiresAt: newest(memberships.expiresAt).mapWith(memberships.expiresAt),
  };
}

/** Serialises grants for one member: concurrent grants queue on this row lock inside their transactions. */
export async function lockUser(db: Db, userId: string) {
  await db.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
}

export async function findMembershipBySource(db: Db, sourceType: MembershipSource, sourceRef: string) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.sourceType, sourceType), eq(memberships.sourceRef, sourceRef)))
    .limit(1);
  return row;
}

/** Inserts unless this source already granted; returns the new row, or undefined for a duplicate. */
export async function insertMembershipOnce(db: Db, values: typeof memberships.$inferInsert) {
  const [row] = await db.insert(memberships).values(values).onConflictDoNothing({ target: [memberships.sourceType, memberships.sourceRef] }).returning();
  return row;
}

export async function endMembershipBySource(db: Db, sourceType: MembershipSource, sourceRef: string, now: Date, reason: string) {
  await db
    .update(memberships)
    .set({ endedAt: now, reason })
    .where(and(eq(memberships.sourceType, sourceType), eq(memberships.sourceRef, sourceRef), isNull(memberships.endedAt)));
}
