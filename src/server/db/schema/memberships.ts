import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A member's periods of access. A member is paid while a period is running: starts_at <= now < expires_at
 * and not ended (features/membership/repo.ts, isActiveMembership). The state is derived, never a flag that
 * can drift. A renewal bought early starts when the access before it runs out; ending a period (refund,
 * dispute) moves the later ones up. One row per source (payment, code, admin grant), so a source can
 * grant at most once.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['paid', 'humanitarian', 'complimentary'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sourceType: text('source_type', { enum: ['payment', 'humanitarian_code', 'admin'] }).notNull(),
    sourceRef: text('source_ref').notNull(),
    reason: text('reason'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Set when the 7-day reminder and the expiry notice went out, so each is sent once. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    expiryNoticeSentAt: timestamp('expiry_notice_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('memberships_source_key').on(t.sourceType, t.sourceRef),
    index('memberships_user_expires_idx').on(t.userId, t.expiresAt),
  ],
);
