import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor as Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { payments, refundRequests } from '../../db/schema/payments';

export type RefundRequestRow = typeof refundRequests.$inferSelect;

/** Inserts the payment's request unless it has one; the payment's request either way. */
export async function insertRefundRequestOnce(db: Db, values: typeof refundRequests.$inferInsert): Promise<RefundRequestRow> {
  await db.insert(refundRequests).values(values).onConflictDoNothing({ target: refundRequests.paymentId });
  const [row] = await db.select().from(refundRequests).where(eq(refundRequests.paymentId, values.paymentId)).limit(1);
  return row!;
}

export async function findRefundRequestOfPayment(db: Db, paymentId: string): Promise<RefundRequestRow | undefined> {
  const [row] = await db.select().from(refundRequests).where(eq(refundRequests.paymentId, paymentId)).limit(1);
  return row;
}

/** The request, locked for the rest of the transaction: two decisions on one request take turns. */
export async function findRefundRequestForUpdate(db: Db, id: string): Promise<RefundRequestRow | undefined> {
  const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id)).for('update').limit(1);
  return row;
}

export async function updateRefundRequest(db: Db, id: string, values: Partial<typeof refundRequests.$inferInsert>) {
  await db.update(refundRequests).set(values).where(eq(refundRequests.id, id));
}

export async function listRefundRequestsOf(db: Db, userId: string): Promise<RefundRequestRow[]> {
  return db.select().from(refundRequests).where(eq(refundRequests.userId, userId)).orderBy(desc(refundRequests.requestedAt));
}

const adminColumns = {
  request: refundRequests,
  userEmail: users.email,
  userFirstName: users.firstName,
  provider: payments.provider,
  providerRef: payments.providerRef,
  amountCents: payments.amountCents,
  currency: payments.currency,
  paymentStatus: payments.status,
  paidAt: payments.succeededAt,
};

/** The administrator's list: pending first-come first-served, decided ones newest first; at most 200. */
export async function listRefundRequestsForAdmin(db: Db, status: RefundRequestRow['status'] | undefined) {
  return db
    .select(adminColumns)
    .from(refundRequests)
    .innerJoin(payments, eq(payments.id, refundRequests.paymentId))
    .innerJoin(users, eq(users.id, refundRequests.userId))
    .where(status ? eq(refundRequests.status, status) : undefined)
    .orderBy(status === 'pending' ? asc(refundRequests.requestedAt) : desc(refundRequests.requestedAt))
    .limit(200);
}

export async function findRefundRequestForAdmin(db: Db, id: string) {
  const [row] = await db
    .select(adminColumns)
    .from(refundRequests)
    .innerJoin(payments, eq(payments.id, refundRequests.paymentId))
    .innerJoin(users, and(eq(users.id, refundRequests.userId)))
    .where(eq(refundRequests.id, id))
    .limit(1);
  return row;
}
