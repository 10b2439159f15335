import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor as Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { memberships } from '../../db/schema/memberships';

export type MembershipRow = typeof memberships.$inferSelect;
export type MembershipSource = MembershipRow['sourceType'];

export async function findActiveMembership(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select({ kind: memberships.kind, expiresAt: memberships.expiresAt })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), gt(memberships.expiresAt, now), isNull(memberships.endedAt)))
    .orderBy(desc(memberships.expiresAt))
    .limit(1);
  return row;
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
