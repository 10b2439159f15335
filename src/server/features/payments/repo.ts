import { and, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { MEMBERSHIP } from '../../../shared/constants';
import type { Executor as Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { payments, processedEvents } from '../../db/schema/payments';
import { userSearchCondition } from '../../db/user-search';

type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: Db, values: typeof payments.$inferInsert) {
  await db.insert(payments).values(values).onConflictDoNothing({ target: payments.providerRef });
}

export async function findPaymentForUpdate(db: Db, providerRef: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerRef, providerRef)).for('update').limit(1);
  return row;
}

export async function findPayment(db: Db, providerRef: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerRef, providerRef)).limit(1);
  return row;
}

export async function updatePayment(db: Db, providerRef: string, values: Partial<typeof payments.$inferInsert>) {
  await db.update(payments).set(values).where(eq(payments.providerRef, providerRef));
}

/** Every payment row of the member, whatever its state: numbers the next card intent (its idempotency key). */
export async function countPaymentsOf(db: Db, userId: string) {
  const [row] = await db.select({ n: count() }).from(payments).where(eq(payments.userId, userId));
  return row?.n ?? 0;
}

/** The member's card payments (Stripe or sandbox) still without an outcome, newest first. */
export async function listOpenCardPaymentsOf(db: Db, userId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'requires_payment'), inArray(payments.provider, ['stripe', 'sandbox'])))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** Records a webhook event as handled; false when it was already (a redelivery). */
export async function markEventProcessed(db: Db, provider: string, eventId: string, eventType: string, now: Date) {
  const rows = await db
    .insert(processedEvents)
    .values({ provider, eventId, eventType, processedAt: now })
    .onConflictDoNothing()
    .returning({ id: processedEvents.eventId });
  return rows.length > 0;
}

export async function isEventProcessed(db: Db, provider: string, eventId: string) {
  const [row] = await db
    .select({ id: processedEvents.eventId })
    .from(processedEvents)
    .where(and(eq(processedEvents.provider, provider), eq(processedEvents.eventId, eventId)))
    .limit(1);
  return row !== undefined;
}

export interface PaymentListQuery {
  /** Part of the payer's e-mail or name. */
  search?: string | undefined;
  limit: number;
  offset: number;
}

/**
 * One page of payment rows with the payer's e-mail, newest first (payments_created_at_idx), and the total.
 * As for members (auth's listUsersForAdmin), the page is chosen first and joined to the payers after, and
 * the payer is joined at all only to search: every payment has one.
 */
export async function listPaymentsForAdmin(db: Db, query: PaymentListQuery) {
  const newestFirst = [desc(payments.createdAt), desc(payments.id)];
  const matching = () => {
    const all = db.select({ id: payments.id }).from(payments);
    return query.search ? all.innerJoin(users, eq(users.id, payments.userId)).where(userSearchCondition(query.search)) : all;
  };
  const page = matching()
    .orderBy(...newestFirst)
    .limit(query.limit)
    .offset(query.offset)
    .as('page');
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: payments.id,
        userId: payments.userId,
        userEmail: users.email,
        amountCents: payments.amountCents,
        currency: payments.currency,
        status: payments.status,
        paymentMethod: payments.paymentMethod,
        provider: payments.provider,
        providerRef: payments.providerRef,
        createdAt: payments.createdAt,
        failureReason: payments.failureReason,
      })
      .from(payments)
      .innerJoin(page, eq(page.id, payments.id))
      .innerJoin(users, eq(users.id, payments.userId))
      .orderBy(...newestFirst),
    db.select({ n: count() }).from(matching().as('matching')),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/**
 * The dashboard's payment figures: every row, the succeeded ones, and their sum in cents of the membership's
 * currency. A refunded or disputed payment has that status instead of 'succeeded', so it is not counted.
 */
export async function paymentTotals(db: Db) {
  const succeeded = sql`${payments.status} = 'succeeded'`;
  const [row] = await db
    .select({
      total: count(),
      succeeded: sql<number>`count(*) filter (where ${succeeded})`.mapWith(Number),
      revenueCents:
        sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${succeeded} and ${payments.currency} = ${MEMBERSHIP.currency}), 0)`.mapWith(
          Number,
        ),
    })
    .from(payments);
  return { total: row?.total ?? 0, succeeded: row?.succeeded ?? 0, revenueCents: row?.revenueCents ?? 0 };
}

/**
 * The member's own payments, newest first. `outcomesOnly`: those that reached an outcome — paid, refunded,
 * disputed, or failed with a reason — not a checkout that was opened and never paid (docs/product.md#account-page).
 */
export async function listPaymentsOf(db: Db, userId: string, { outcomesOnly }: { outcomesOnly: boolean }): Promise<PaymentRow[]> {
  const outcome = or(
    inArray(payments.status, ['succeeded', 'refunded', 'disputed']),
    and(eq(payments.status, 'failed'), isNotNull(payments.failureReason)),
  );
  return db
    .select()
    .from(payments)
    .where(outcomesOnly ? and(eq(payments.userId, userId), outcome) : eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** One of the member's own payments by its id; another member's is not found. */
export async function findPaymentOf(db: Db, userId: string, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)))
    .limit(1);
  return row;
}
