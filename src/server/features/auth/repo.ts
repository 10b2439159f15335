import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor as Db } from '../../db/client';
import { authTokens, sessions, users } from '../../db/schema/accounts';
import { activeMembershipColumns } from '../membership/service';

export type UserRow = typeof users.$inferSelect;
export type TokenPurpose = (typeof authTokens.$inferInsert)['purpose'];

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function insertUserSession(
  db: Db,
  values: { tokenHash: string; userId: string; now: Date; expiresAt: Date; userAgent: string | undefined },
) {
  await db.insert(sessions).values({
    tokenHash: values.tokenHash,
    kind: 'user',
    userId: values.userId,
    createdAt: values.now,
    expiresAt: values.expiresAt,
    lastSeenAt: values.now,
    userAgent: values.userAgent?.slice(0, 500),
  });
}

/** A live member session of an active (not blocked) account, with the member's active membership if any. */
export async function findActiveUserSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt, ...activeMembershipColumns(users.id, now) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, 'user'), gt(sessions.expiresAt, now), eq(users.accountStatus, 'active')),
    )
    .limit(1);
  return row;
}

export async function touchSession(db: Db, tokenHash: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: Db, userId: string) {
  await db.delete(sessions).where(and(eq(sessions.kind, 'user'), eq(sessions.userId, userId)));
}

export async function recordLogin(db: Db, userId: string, now: Date) {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}

export async function insertAuthToken(
  db: Db,
  values: { tokenHash: string; userId: string; purpose: TokenPurpose; now: Date; expiresAt: Date },
) {
  await db.insert(authTokens).values({ ...values, createdAt: values.now });
}

/** Uses a token at most once: the update only matches an unused, unexpired token of that purpose. */
export async function consumeAuthToken(db: Db, tokenHash: string, purpose: TokenPurpose, now: Date) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)),
    )
    .returning({ userId: authTokens.userId });
  return row;
}

/** The token's owner when it is unused, unexpired and of that purpose; it stays usable. */
export async function findUsableAuthToken(db: Db, tokenHash: string, purpose: TokenPurpose, now: Date) {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)),
    )
    .limit(1);
  return row;
}

/** Marks every unused token of that purpose used, so none of them works any more. */
export async function revokeAuthTokens(db: Db, userId: string, purpose: TokenPurpose, now: Date) {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Db, userId: string, now: Date) {
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/** Member sessions past their absolute lifetime. */
export async function deleteExpiredUserSessions(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.kind, 'user'), lte(sessions.expiresAt, now)))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length;
}

/** Links that can never work again: used, or past their expiry. */
export async function deleteSpentAuthTokens(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(authTokens)
    .where(or(isNotNull(authTokens.usedAt), lte(authTokens.expiresAt, now)))
    .returning({ tokenHash: authTokens.tokenHash });
  return rows.length;
}
