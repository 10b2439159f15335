import { and, count, desc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor as Db } from '../../db/client';
import { adminAudit, admins, sessions, users } from '../../db/schema/accounts';

export type AdminRow = typeof admins.$inferSelect;

export async function findAdminByUsername(db: Db, username: string): Promise<AdminRow | undefined> {
  const [row] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(admins);
  return row?.count ?? 0;
}

export async function upsertAdmin(db: Db, username: string, passwordHash: string): Promise<'created' | 'updated'> {
  const existing = await findAdminByUsername(db, username);
  if (existing) {
    await db.update(admins).set({ passwordHash }).where(eq(admins.id, existing.id));
    return 'updated';
  }
  await db.insert(admins).values({ username, passwordHash });
  return 'created';
}

export async function insertAdminSession(
  db: Db,
  values: { tokenHash: string; adminId: string; now: Date; expiresAt: Date; userAgent: string | undefined },
) {
  await db.insert(sessions).values({
    tokenHash: values.tokenHash,
    kind: 'admin',
    adminId: values.adminId,
    createdAt: values.now,
    expiresAt: values.expiresAt,
    lastSeenAt: values.now,
    userAgent: values.userAgent?.slice(0, 500),
  });
}

/** A live administrator session: before its absolute expiry and used within the idle timeout. */
export async function findActiveAdminSession(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  const [row] = await db
    .select({ admin: admins })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, 'admin'), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)),
    )
    .limit(1);
  return row?.admin;
}

export async function touchAdminSession(db: Db, tokenHash: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteAdminSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, 'admin')));
}

export async function recordAdminLogin(db: Db, adminId: string, now: Date) {
  await db.update(admins).set({ lastLoginAt: now }).where(eq(admins.id, adminId));
}

export async function insertAudit(db: Db, entry: typeof adminAudit.$inferInsert) {
  await db.insert(adminAudit).values(entry);
}

/** Administrator sessions past their absolute lifetime or idle past the idle limit. */
export async function deleteExpiredAdminSessions(db: Db, now: Date, idleSince: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.kind, 'admin'), or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince))))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length;
}

export interface AuditQuery {
  /** The administrator's username, whatever its case. */
  admin?: string | undefined;
  action?: string | undefined;
  /** The member acted on. */
  userId?: string | undefined;
  limit: number;
  offset: number;
}

/** One page of the audit log, newest first, with the member acted on; `total` counts every matching row. */
export async function listAudit(db: Db, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.admin) conditions.push(sql`lower(${adminAudit.username}) = ${query.admin.toLowerCase()}`);
  if (query.action) conditions.push(eq(adminAudit.action, query.action));
  if (query.userId) conditions.push(eq(adminAudit.targetUserId, query.userId));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: adminAudit.id,
        username: adminAudit.username,
        action: adminAudit.action,
        targetUserId: adminAudit.targetUserId,
        targetUserEmail: users.email,
        reason: adminAudit.reason,
        country: adminAudit.country,
        createdAt: adminAudit.createdAt,
      })
      .from(adminAudit)
      .leftJoin(users, eq(users.id, adminAudit.targetUserId))
      .where(where)
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(adminAudit).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
