import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per page shown to a visitor (docs/product.md#visits): the page, the country the request came
 * from, and when. Never the address, the browser or anything else that would single a person out.
 */
export const visits = pgTable(
  'visits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    page: text('page').notNull(),
    /** ISO 3166-1 alpha-2 code; null when the address maps to no country (shown as "Unknown"). */
    country: text('country'),
    visitedAt: timestamp('visited_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('visits_visited_at_idx').on(t.visitedAt), index('visits_country_idx').on(t.country)],
);
