import { and, asc, countDistinct, eq, gt, inArray, isNotNull, isNull, lte, sql, type Placeholder } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor as Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { memberships } from '../../db/schema/memberships';

export type MembershipRow = typeof memberships.$inferSelect;
export type MembershipSource = MembershipRow['sourceType'];

/** A moment: a Date, or a placeholder a prepared query fills in when it runs (the session check's). */
export type Moment = Date | Placeholder;

/**
 * The one condition for "this membership period is running now": it has started, has not run out, and
 * was not ended (refunded, disputed). A renewal bought early waits, not active, until the period before
 * it runs out.
 */
const isActiveMembership = (now: Moment) =>
  and(lte(memberships.startsAt, now), gt(memberships.expiresAt, now), isNull(memberships.endedAt));

const isActiveFor = (userId: string | AnyPgColumn, now: Moment) => and(eq(memberships.userId, userId), isActiveMembership(now));

/**
 * A member's access as columns of another query over users, so a member-only request checks its session
 * and its membership in one round trip: the kind of the period running now, and when access ends — the
 * end of the last period that follows on without a break (renewals are chained end to start), not just
 * the end of the current one. Both are null when no period is running.
 */
export function activeMembershipColumns(userId: AnyPgColumn, now: Moment) {
  const kind = sql`(select ${memberships.kind} from ${memberships} where ${isActiveFor(userId, now)} order by ${memberships.startsAt} desc limit 1)`;
  const unendedAfterNow = and(eq(memberships.userId, userId), isNull(memberships.endedAt), gt(memberships.expiresAt, now));
  const coverageEnd = sql`(select max(${memberships.expiresAt}) from ${memberships} where ${unendedAfterNow} having bool_or(${lte(memberships.startsAt, now)}))`;
  return {
    membershipKind: kind.mapWith(memberships.kind),
    membershipExpiresAt: coverageEnd.mapWith(memberships.expiresAt),
  };
}

export async function findActiveMembership(db: Db, userId: string, now: Date) {
  const [row] = await db.select(activeMembershipColumns(users.id, now)).from(users).where(eq(users.id, userId)).limit(1);
  return row?.membershipKind && row.membershipExpiresAt ? { kind: row.membershipKind, expiresAt: row.membershipExpiresAt } : undefined;
}

/** findActiveMembership for several members in one query: only those with access running now are in the map. */
export async function findActiveMemberships(db: Db, userIds: readonly string[], now: Date) {
  const found = new Map<string, { kind: MembershipRow['kind']; expiresAt: Date }>();
  if (userIds.length === 0) return found;
  const rows = await db
    .select({ userId: users.id, ...activeMembershipColumns(users.id, now) })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  for (const row of rows) {
    if (row.membershipKind && row.membershipExpiresAt)
      found.set(row.userId, { kind: row.membershipKind, expiresAt: row.membershipExpiresAt });
  }
  return found;
}

/** Members with a period running now, each counted once however many renewals they have queued. */
export async function countActiveMembers(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(memberships.userId) })
    .from(memberships)
    .where(isActiveMembership(now));
  return row?.n ?? 0;
}

/**
 * Serialises changes to one member's periods (grants, ends, restores): they queue on this row lock inside
 * their transactions. False when there is no such user.
 */
export async function lockUser(db: Db, userId: string): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
  return (result.rowCount ?? 0) > 0;
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
  const [row] = await db
    .insert(memberships)
    .values(values)
    .onConflictDoNothing({ target: [memberships.sourceType, memberships.sourceRef] })
    .returning();
  return row;
}

/** Ends the period a source granted, if it is not ended already; returns the row it ended. */
export async function endMembershipBySource(db: Db, sourceType: MembershipSource, sourceRef: string, now: Date, reason: string) {
  const [row] = await db
    .update(memberships)
    .set({ endedAt: now, reason })
    .where(and(eq(memberships.sourceType, sourceType), eq(memberships.sourceRef, sourceRef), isNull(memberships.endedAt)))
    .returning();
  return row;
}

/** Takes back the end of the period a source granted, if it was ended; returns the row it restored. */
export async function restoreMembershipBySource(db: Db, sourceType: MembershipSource, sourceRef: string, reason: string) {
  const [row] = await db
    .update(memberships)
    .set({ endedAt: null, reason })
    .where(and(eq(memberships.sourceType, sourceType), eq(memberships.sourceRef, sourceRef), isNotNull(memberships.endedAt)))
    .returning();
  return row;
}

/** A member's periods that were not ended, in the order they were granted: the order renewals chain in. */
export async function findUnendedMemberships(db: Db, userId: string) {
  return db
    .select({ id: memberships.id, createdAt: memberships.createdAt, startsAt: memberships.startsAt, expiresAt: memberships.expiresAt })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), isNull(memberships.endedAt)))
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
}

export async function updateMembershipPeriod(
  db: Db,
  id: string,
  values: Pick<typeof memberships.$inferInsert, 'startsAt' | 'expiresAt' | 'reminderSentAt' | 'expiryNoticeSentAt'>,
) {
  await db.update(memberships).set(values).where(eq(memberships.id, id));
}

/** Every period of the member, ended ones included, oldest first (the account page and the data export). */
export async function findMembershipsOf(db: Db, userId: string) {
  return db
    .select({
      kind: memberships.kind,
      startsAt: memberships.startsAt,
      expiresAt: memberships.expiresAt,
      endedAt: memberships.endedAt,
      sourceType: memberships.sourceType,
      reason: memberships.reason,
      createdAt: memberships.createdAt,
    })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.startsAt), asc(memberships.id));
}

/** No later, still-running membership of the same member (a renewal makes the notice moot). */
const noLaterAccess = (now: Date) => sql`not exists (
  select 1 from ${memberships} later
  where later.user_id = ${memberships.userId} and later.id <> ${memberships.id}
    and later.ended_at is null and later.expires_at > greatest(${memberships.expiresAt}, ${now})
)`;

/** Who may get a notice: an active account that was not deleted (a deleted one keeps its periods for accounting). */
const mayBeNotified = (now: Date) =>
  and(isNull(memberships.endedAt), eq(users.accountStatus, 'active'), isNull(users.deletedAt), noLaterAccess(now));

/**
 * Claims the day's notices inside the caller's transaction: periods ending within `windowMs` whose reminder
 * was not sent, and periods that ended within the last `windowMs` whose expiry notice was not sent. The rows
 * are locked and marked sent before any e-mail goes out, so two instances never both send one
 * (docs/product.md#scheduled-work); `unmarkExpiryNotice` hands a failed send back to the next run.
 */
export async function claimExpiryNotices(tx: Db, now: Date, windowMs: number) {
  const columns = {
    id: memberships.id,
    expiresAt: memberships.expiresAt,
    email: users.email,
    firstName: users.firstName,
    locale: users.locale,
  };
  const reminders = await tx
    .select(columns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        isNull(memberships.reminderSentAt),
        gt(memberships.expiresAt, now),
        lte(memberships.expiresAt, new Date(now.getTime() + windowMs)),
        mayBeNotified(now),
      ),
    )
    .for('update', { of: memberships });
  const expiries = await tx
    .select(columns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        isNull(memberships.expiryNoticeSentAt),
        lte(memberships.expiresAt, now),
        gt(memberships.expiresAt, new Date(now.getTime() - windowMs)),
        mayBeNotified(now),
      ),
    )
    .for('update', { of: memberships });
  for (const row of reminders) await tx.update(memberships).set({ reminderSentAt: now }).where(eq(memberships.id, row.id));
  for (const row of expiries) await tx.update(memberships).set({ expiryNoticeSentAt: now }).where(eq(memberships.id, row.id));
  return { reminders, expiries };
}

/** A notice whose e-mail failed is marked unsent again, so the next daily run retries it. */
export async function unmarkExpiryNotice(db: Db, kind: 'reminder' | 'expiry', id: string) {
  const column = kind === 'reminder' ? { reminderSentAt: null } : { expiryNoticeSentAt: null };
  await db.update(memberships).set(column).where(eq(memberships.id, id));
}
