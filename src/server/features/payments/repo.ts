import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor as Db } from '../../db/client';
import { payments, processedEvents } from '../../db/schema/payments';

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

/** Purchases that went through (whatever happened after: a refund or a dispute); numbers the next one. */
export async function countSucceededPayments(db: Db, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.status, ['succeeded', 'refunded', 'disputed'])));
  return row?.n ?? 0;
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
