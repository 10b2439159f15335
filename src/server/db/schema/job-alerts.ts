import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Saved job searches e-mailed daily. Double opt-in: nothing is sent before `confirmed_at`. */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    search: text('search'),
    province: text('province'),
    category: text('category'),
    lmiaOnly: boolean('lmia_only').notNull().default(false),
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('job_alerts_email_idx').on(sql`lower(${t.email})`)],
);
