import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * My matches' new-quarter e-mail (docs/product.md#my-matches): the members who asked for it. A row is the
 * opt-in; opting out (the page's checkbox or the e-mail's link) deletes it. The unsubscribe token is stored
 * hashed, like the job alerts' tokens.
 */
export const matchEmailSubscriptions = pgTable('match_email_subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
  createdAt: at('created_at')
    .notNull()
    .default(sql`now()`),
});

/**
 * LMIA quarters that arrived with an import (docs/decisions/042-matches.md). The import service writes the row in
 * its own transaction when a file brings a quarter the data did not have; `announced_at` is set once the
 * members who opted in have been e-mailed. Quarters present before this table existed are recorded as
 * announced by its migration.
 */
export const lmiaQuarterAnnouncements = pgTable('lmia_quarter_announcements', {
  quarter: text('quarter').primaryKey(),
  recordedAt: at('recorded_at')
    .notNull()
    .default(sql`now()`),
  announcedAt: at('announced_at'),
});

/** One row per member and quarter e-mailed: the guard that makes the e-mail go at most once, even on a retry. */
export const matchQuarterEmails = pgTable(
  'match_quarter_emails',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quarter: text('quarter').notNull(),
    sentAt: at('sent_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quarter] })],
);
