import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { isUniqueViolation, type Executor as Db } from '../../db/client';
import { mpesaPayments, payments } from '../../db/schema/payments';

export type MpesaRow = typeof mpesaPayments.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export async function insertMpesaPayment(db: Db, values: typeof mpesaPayments.$inferInsert) {
  await db.insert(mpesaPayments).values(values);
}

export async function updateMpesaPayment(db: Db, paymentId: string, values: Partial<typeof mpesaPayments.$inferInsert>) {
  await db.update(mpesaPayments).set(values).where(eq(mpesaPayments.paymentId, paymentId));
}

/** One push with its payment row, by a condition on the push. */
async function findPushWhere(db: Db, condition: SQL | undefined): Promise<{ mpesa: MpesaRow; payment: PaymentRow } | undefined> {
  const [row] = await db
    .select({ mpesa: mpesaPayments, payment: payments })
    .from(mpesaPayments)
    .innerJoin(payments, eq(payments.id, mpesaPayments.paymentId))
    .where(condition)
    .limit(1);
  return row;
}

/** The push and its payment, by our payment id. */
export const findMpesaPayment = (db: Db, paymentId: string) => findPushWhere(db, eq(mpesaPayments.paymentId, paymentId));

export const findByCheckoutRequestId = (db: Db, checkoutRequestId: string) =>
  findPushWhere(db, eq(mpesaPayments.checkoutRequestId, checkoutRequestId));

/** A push whose CheckoutRequestID we never learnt (Daraja's answer was lost), by its callback token's hash. */
export const findUnnamedByTokenHash = (db: Db, tokenHash: string) =>
  findPushWhere(db, and(eq(mpesaPayments.callbackTokenHash, tokenHash), isNull(mpesaPayments.checkoutRequestId)));

/**
 * Names the push with the CheckoutRequestID Daraja (or a callback) gave; false when it already had one, or
 * when another push has that id (unique): a callback cannot move one push's id onto another.
 */
export async function adoptCheckoutRequestId(db: Db, paymentId: string, checkoutRequestId: string, merchantRequestId: string) {
  try {
    const rows = await db
      .update(mpesaPayments)
      .set({ checkoutRequestId, merchantRequestId })
      .where(and(eq(mpesaPayments.paymentId, paymentId), isNull(mpesaPayments.checkoutRequestId)))
      .returning({ id: mpesaPayments.paymentId });
    return rows.length > 0;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Claims the pushes due a status query: still unpaid, created before `createdBefore`, not queried since
 * `queriedBefore`. Stamping `last_queried_at` is the claim, so parallel pollers and instances query each once.
 */
export async function claimDueForQuery(db: Db, input: { now: Date; createdBefore: Date; queriedBefore: Date; paymentId?: string }) {
  const due = db
    .select({ id: mpesaPayments.paymentId })
    .from(mpesaPayments)
    .innerJoin(payments, eq(payments.id, mpesaPayments.paymentId))
    .where(
      and(
        eq(payments.status, 'requires_payment'),
        isNull(mpesaPayments.reviewReason),
        lt(mpesaPayments.createdAt, input.createdBefore),
        or(isNull(mpesaPayments.lastQueriedAt), lt(mpesaPayments.lastQueriedAt, input.queriedBefore)),
        input.paymentId ? eq(mpesaPayments.paymentId, input.paymentId) : sql`true`,
      ),
    )
    .limit(200);
  return db
    .update(mpesaPayments)
    .set({ lastQueriedAt: input.now })
    .where(sql`${mpesaPayments.paymentId} in ${due}`)
    .returning();
}

/** The M-Pesa side of these payments (receipt number, shillings charged), for the member's and the administrator's lists. */
export async function mpesaDetailsOf(
  db: Db,
  paymentIds: string[],
): Promise<Map<string, { receiptNumber: string | null; amountKes: number }>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: mpesaPayments.paymentId, receiptNumber: mpesaPayments.receiptNumber, amountKes: mpesaPayments.amountKes })
    .from(mpesaPayments)
    .where(inArray(mpesaPayments.paymentId, paymentIds));
  return new Map(rows.map((row) => [row.id, { receiptNumber: row.receiptNumber, amountKes: row.amountKes }]));
}

/**
 * The member's push without an outcome, newest first (docs/product.md#one-payment-at-a-time): still unpaid, or held
 * for review (an administrator decides; paying again meanwhile is what the hold asks the member not to do).
 */
export const findPushInFlightOf = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ mpesa: mpesaPayments, payment: payments })
    .from(mpesaPayments)
    .innerJoin(payments, eq(payments.id, mpesaPayments.paymentId))
    .where(and(eq(payments.userId, userId), or(eq(payments.status, 'requires_payment'), isNotNull(mpesaPayments.reviewReason))))
    .orderBy(desc(mpesaPayments.createdAt))
    .limit(1);
  return row;
};

/** The member's unpaid pushes (their ids), for a status query before a new payment is decided on. */
export async function unpaidPushIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.provider, 'mpesa'), eq(payments.status, 'requires_payment')));
  return rows.map((row) => row.id);
}

/**
 * The latest pushes to this phone or from this account since `since`, newest first, with how each ended: what the
 * back-off after cancelled or unanswered requests is counted from (docs/product.md#m-pesa).
 */
export async function recentPushesOf(db: Db, input: { phone: string; userId: string; since: Date }) {
  return db
    .select({
      status: payments.status,
      failureReason: payments.failureReason,
      resultCode: mpesaPayments.resultCode,
      endedAt: payments.updatedAt,
    })
    .from(mpesaPayments)
    .innerJoin(payments, eq(payments.id, mpesaPayments.paymentId))
    .where(and(or(eq(mpesaPayments.phone, input.phone), eq(payments.userId, input.userId)), gt(mpesaPayments.createdAt, input.since)))
    .orderBy(desc(mpesaPayments.createdAt))
    .limit(20);
}

/** The phone numbers of one member's M-Pesa payments, oldest first (their data export). */
export async function phonesOf(db: Db, userId: string) {
  return db
    .select({ paymentId: mpesaPayments.paymentId, phone: mpesaPayments.phone, createdAt: mpesaPayments.createdAt })
    .from(mpesaPayments)
    .innerJoin(payments, eq(payments.id, mpesaPayments.paymentId))
    .where(eq(payments.userId, userId))
    .orderBy(mpesaPayments.createdAt);
}

/** Blanks the phone numbers of one member's M-Pesa payments (the column is required; '' means erased). */
export async function erasePhonesOf(db: Db, userId: string) {
  await db
    .update(mpesaPayments)
    .set({ phone: '' })
    .where(inArray(mpesaPayments.paymentId, db.select({ id: payments.id }).from(payments).where(eq(payments.userId, userId))));
}
