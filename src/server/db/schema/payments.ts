import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins, users } from './accounts';

/**
 * One row per payment intent. `provider_ref` (Stripe's pi_… id, or the sandbox's) is unique, which is
 * what makes a payment grant at most once. Amounts are the server's, in cents.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'mpesa': one row per STK push, at the membership's CAD price; the shillings are in mpesa_payments. */
    provider: text('provider', { enum: ['stripe', 'sandbox', 'mpesa'] }).notNull(),
    providerRef: text('provider_ref').notNull().unique(),
    /** Sandbox only: SHA-256 of the client secret, checked on confirmation. */
    clientSecretHash: text('client_secret_hash'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** 'disputed': a chargeback is open; the access it paid for is suspended until the bank decides. */
    status: text('status', { enum: ['requires_payment', 'succeeded', 'failed', 'refunded', 'disputed'] }).notNull(),
    paymentMethod: text('payment_method'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_id_idx').on(t.userId),
    // The administrator's payment list, newest first, and the dashboard's counts by status.
    index('payments_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('payments_status_idx').on(t.status),
    check('payments_status_check', sql`${t.status} in ('requires_payment', 'succeeded', 'failed', 'refunded', 'disputed')`),
  ],
);

/**
 * The M-Pesa side of a payment (docs/product.md#m-pesa): one STK push. `checkout_request_id` is Safaricom's
 * id for the push (null until Daraja answered it); a callback must name it and carry the token whose hash
 * is `callback_token_hash`. `amount_kes` is the whole-shilling price the push asked for.
 */
export const mpesaPayments = pgTable(
  'mpesa_payments',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    checkoutRequestId: text('checkout_request_id').unique(),
    merchantRequestId: text('merchant_request_id'),
    phone: text('phone').notNull(),
    amountKes: integer('amount_kes').notNull(),
    callbackTokenHash: text('callback_token_hash').notNull().unique(),
    /** Safaricom's ResultCode (0 paid, 1032 cancelled, …); null while unknown or when we stopped waiting. */
    resultCode: integer('result_code'),
    resultDesc: text('result_desc'),
    receiptNumber: text('receipt_number'),
    transactionDate: timestamp('transaction_date', { withTimezone: true }),
    /** Set when a callback disagreed with what we asked for (the amount): never granted, left for an administrator. */
    reviewReason: text('review_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastQueriedAt: timestamp('last_queried_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('mpesa_payments_created_at_idx').on(t.createdAt)],
);

/** Provider webhook events already handled: a redelivered event is acknowledged and skipped. */
export const processedEvents = pgTable(
  'processed_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Free 12-month access codes issued by an administrator; stored hashed, single use, expiring. */
export const humanitarianCodes = pgTable(
  'humanitarian_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    codeHash: text('code_hash').notNull().unique(),
    issuedBy: uuid('issued_by').references(() => admins.id, { onDelete: 'set null' }),
    issuedByUsername: text('issued_by_username').notNull(),
    issuedForEmail: text('issued_for_email'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedBy: uuid('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('humanitarian_codes_created_idx').on(t.createdAt)],
);

/**
 * A member's request to have a payment refunded (docs/product.md#refunds): at most one per payment, so asking
 * twice finds the same row. 'pending' until an administrator refunds it (`refund_ref`: Stripe's re_… id, the
 * sandbox's, or the M-Pesa reversal's transaction id the administrator entered) or declines it (`decision_reason`).
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'refunded', 'declined'] }).notNull(),
    /** The member's words, optional. */
    reason: text('reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    decisionReason: text('decision_reason'),
    refundRef: text('refund_ref'),
  },
  (t) => [
    index('refund_requests_status_idx').on(t.status, t.requestedAt),
    index('refund_requests_user_id_idx').on(t.userId),
    check('refund_requests_status_check', sql`${t.status} in ('pending', 'refunded', 'declined')`),
  ],
);
