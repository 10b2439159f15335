import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The documents a member generated (docs/product.md#documents): resumes, cover letters, personal
 * statements and converted resumes, kept for the member who asked for them and deleted with the account.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'resume' | 'cover_letter' | 'personal_statement' | 'converted_resume' */
    kind: text('kind').$type<'resume' | 'cover_letter' | 'personal_statement' | 'converted_resume'>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The resume template of a converted resume; null for the others. */
    template: text('template'),
    /** 'builtin' | 'openai': who actually wrote it. */
    writtenBy: text('written_by').$type<'builtin' | 'openai'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('documents_user_id_created_at_idx').on(t.userId, t.createdAt.desc())],
);
