import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ParsedResume } from '../../../shared/schemas/documents';
import { users } from './accounts';

/**
 * My profile (docs/product.md#my-profile): one row per member holding their master CV and the converter's
 * draft, both in the shape of a parsed resume; deleted with the account (and by the cascade, should the
 * user row itself ever go).
 */
export const memberProfiles = pgTable('member_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The saved profile; null while the member only has a converter draft. */
  profile: jsonb('profile').$type<ParsedResume>(),
  /** A CV imported into the converter, as the member last edited it; null when there is none. */
  draft: jsonb('draft').$type<ParsedResume>(),
  /** 'review' | 'template': the converter step the draft is at. */
  draftStep: text('draft_step').$type<'review' | 'template'>(),
  draftTemplate: text('draft_template'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
