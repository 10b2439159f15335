import { and, count, desc, eq, gt, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor as Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { userSearchCondition } from '../../db/user-search';
import { authTokens, sessions, users } from '../../db/schema/accounts';
import { activeMembershipColumnsFor } from '../membership/service';

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

/**
 * The session check as a prepared statement, built once per database handle: every member request and every
 * search with a session cookie runs it, and building it with Drizzle each time (0.4 ms of CPU) and having
 * PostgreSQL plan it again (0.8 ms) cost four times what running it does (docs/decisions/064-prepared-session-check-and-province-search-index.md).
 * Its plan does not depend on the values (a primary-key look-up), so the server's cached plan is right for all.
 */
function prepareActiveUserSession(db: Db) {
  const now = sql.placeholder('now');
  return db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt, ...activeMembershipColumnsFor(users.id, now) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        eq(sessions.kind, 'user'),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        eq(users.accountStatus, 'active'),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare('active_user_session');
}

const activeUserSessionQuery = perDatabase(prepareActiveUserSession);

/**
 * A live member session (before its absolute expiry, used since `idleSince`) of an active (not blocked) account,
 * with the member and their membership running now, in one round trip: a second query for the membership was
 * a second turn in the database's queue (docs/decisions/052-rank-by-title-and-company.md). Read fresh each time,
 * so a blocked or ended account loses access at its next request on every instance (docs/decisions/012-job-search-speed.md).
 */
export async function findActiveUserSession(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  const [row] = await activeUserSessionQuery(db).execute({ tokenHash, now, idleSince });
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

/** Every session of the member but the one with this token hash. */
export async function deleteOtherUserSessions(db: Db, userId: string, keepTokenHash: string) {
  await db.delete(sessions).where(and(eq(sessions.kind, 'user'), eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
}

export async function deleteAuthTokensOf(db: Db, userId: string) {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
}

export async function updateProfile(
  db: Db,
  userId: string,
  values: Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'city' | 'country'>,
): Promise<UserRow | undefined> {
  // Saving is how the owner says the details are theirs: the check asked for at the address's proof is done.
  const [row] = await db
    .update(users)
    .set({ ...values, detailsCheckRequestedAt: null })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * Erases what identifies a person from their row (the name becomes 'Deleted account' in the admin lists), which stays for the payments and memberships that
 * reference it (docs/product.md#account-page). The anonymised address is unique per row and cannot be
 * registered (the .invalid domain is reserved, RFC 2606), so the original address is free again.
 */
export async function anonymiseUser(db: Db, userId: string, values: { passwordHash: string; now: Date }) {
  const address = `deleted-${userId}@deleted.invalid`;
  await db
    .update(users)
    .set({
      firstName: 'Deleted',
      lastName: 'account',
      email: address,
      username: address,
      phone: null,
      city: null,
      country: null,
      passwordHash: values.passwordHash,
      emailVerifiedAt: null,
      lastLoginAt: null,
      deletedAt: values.now,
      detailsCheckRequestedAt: null,
    })
    .where(eq(users.id, userId));
}

export async function setUserLocale(db: Db, userId: string, locale: UserRow['locale']) {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
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

/**
 * Records the first proof of the address and asks the owner to check the details typed before it
 * (docs/decisions/024-shared-phone-privacy.md); an address proven before is left as it is.
 */
export async function markEmailProven(db: Db, userId: string, now: Date) {
  await db
    .update(users)
    .set({ emailVerifiedAt: now, detailsCheckRequestedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/** Member sessions past their absolute lifetime or unused since `idleSince`. */
export async function deleteExpiredUserSessions(db: Db, now: Date, idleSince: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.kind, 'user'), or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince))))
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

/** What the administrator's console shows of an account (its access is added by the service); no secrets. */
const adminUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  city: users.city,
  country: users.country,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  accountStatus: users.accountStatus,
  blockedAt: users.blockedAt,
  blockedReason: users.blockedReason,
};
export type AdminUserAccount = NonNullable<Awaited<ReturnType<typeof findUserForAdmin>>>;

export interface UserListQuery {
  search?: string | undefined;
  status?: UserRow['accountStatus'] | undefined;
  limit: number;
  offset: number;
}

function userListFilter(query: Pick<UserListQuery, 'search' | 'status'>) {
  return and(
    query.search ? userSearchCondition(query.search) : undefined,
    query.status ? eq(users.accountStatus, query.status) : undefined,
  );
}

/**
 * One page of accounts, newest first (users_created_at_idx), and how many match in all. Their access is read
 * by the service for the page's rows only: worked out in the same query, PostgreSQL ran the membership
 * lookups for every account before sorting (370 ms for 50,000 members, `npm run bench:admin`).
 */
export async function listUsersForAdmin(db: Db, query: UserListQuery) {
  const where = userListFilter(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findUserForAdmin(db: Db, userId: string) {
  const [row] = await db.select(adminUserColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Every account, and the blocked ones among them: the dashboard's figures. */
export async function countUsers(db: Db) {
  const [row] = await db
    .select({ total: count(), blocked: sql<number>`count(*) filter (where ${users.accountStatus} = 'blocked')`.mapWith(Number) })
    .from(users);
  return { total: row?.total ?? 0, blocked: row?.blocked ?? 0 };
}

/**
 * Moves an account from one status to the other, only if it is in the other now: the condition in the
 * update decides a race. Returns whether it changed.
 */
export async function setAccountStatus(
  db: Db,
  userId: string,
  change: { status: 'blocked'; at: Date; reason: string } | { status: 'active' },
): Promise<boolean> {
  const values =
    change.status === 'blocked'
      ? { accountStatus: 'blocked' as const, blockedAt: change.at, blockedReason: change.reason }
      : { accountStatus: 'active' as const, blockedAt: null, blockedReason: null };
  const rows = await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, userId), eq(users.accountStatus, change.status === 'blocked' ? 'active' : 'blocked')))
    .returning({ id: users.id });
  return rows.length > 0;
}
