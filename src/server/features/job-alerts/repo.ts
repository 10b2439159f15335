import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor as Db } from '../../db/client';
import { jobAlerts } from '../../db/schema/job-alerts';
import { HOUR_MS } from '../../lib/dates';

export type JobAlertRow = typeof jobAlerts.$inferSelect;

export async function insertAlert(db: Db, values: typeof jobAlerts.$inferInsert) {
  await db.insert(jobAlerts).values(values);
}

export async function confirmAlert(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .update(jobAlerts)
    .set({ confirmedAt: now })
    .where(and(eq(jobAlerts.confirmTokenHash, tokenHash), isNull(jobAlerts.confirmedAt), isNull(jobAlerts.unsubscribedAt)))
    .returning({ id: jobAlerts.id });
  return rows.length > 0;
}

export async function unsubscribeAlert(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .update(jobAlerts)
    .set({ unsubscribedAt: now })
    .where(and(eq(jobAlerts.unsubscribeTokenHash, tokenHash), isNull(jobAlerts.unsubscribedAt)))
    .returning({ id: jobAlerts.id });
  return rows.length > 0;
}

/**
 * Claims the alerts due a digest (confirmed, subscribed, not sent in the last 20 hours): reads them under
 * a row lock, then stamps them sent. Call inside a transaction. Returns each with its previous stamp.
 */
export async function claimDueAlerts(tx: Db, now: Date): Promise<JobAlertRow[]> {
  const dueBefore = new Date(now.getTime() - 20 * HOUR_MS);
  const due = await tx
    .select()
    .from(jobAlerts)
    .where(
      and(
        isNotNull(jobAlerts.confirmedAt),
        isNull(jobAlerts.unsubscribedAt),
        or(isNull(jobAlerts.lastSentAt), lt(jobAlerts.lastSentAt, dueBefore)),
      ),
    )
    .for('update', { skipLocked: true });
  for (const alert of due) await tx.update(jobAlerts).set({ lastSentAt: now }).where(eq(jobAlerts.id, alert.id));
  return due;
}

export async function resetSentAt(db: Db, id: string, previous: Date | null) {
  await db.update(jobAlerts).set({ lastSentAt: previous }).where(eq(jobAlerts.id, id));
}

export async function rotateUnsubscribeToken(db: Db, id: string, tokenHash: string) {
  await db.update(jobAlerts).set({ unsubscribeTokenHash: tokenHash }).where(eq(jobAlerts.id, id));
}

export async function setPausedNoticeSentAt(db: Db, id: string, at: Date | null) {
  await db.update(jobAlerts).set({ pausedNoticeSentAt: at }).where(eq(jobAlerts.id, id));
}

/** The member's alerts, and any alert sent to their address before alerts had owners. */
export async function deleteAlertsOf(db: Db, userId: string, email: string) {
  await db.delete(jobAlerts).where(or(eq(jobAlerts.userId, userId), sql`lower(${jobAlerts.email}) = ${email.toLowerCase()}`));
}

/** The member's alerts still alive (not unsubscribed), confirmed or waiting for confirmation. */
export async function countLiveAlertsOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobAlerts)
    .where(and(eq(jobAlerts.userId, userId), isNull(jobAlerts.unsubscribedAt)));
  return row?.n ?? 0;
}
