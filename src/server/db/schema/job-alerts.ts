import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Saved job searches e-mailed daily. Double opt-in: nothing is sent before `confirmed_at`. Alerts are a
 * members' service: each belongs to the member who saved it, and a digest goes out only while that
 * member's access is active (rows from before the rule have no owner and are paused).
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    search: text('search'),
    province: text('province'),
    category: text('category'),
    lmiaOnly: boolean('lmia_only').notNull().default(false),
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** When the owner was told that the alert is paused because their membership ended (told once). */
    pausedNoticeSentAt: timestamp('paused_notice_sent_at', { withTimezone: true }),
  },
  (t) => [index('job_alerts_email_idx').on(sql`lower(${t.email})`), index('job_alerts_user_id_idx').on(t.userId)],
);
