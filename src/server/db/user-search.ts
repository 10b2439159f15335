import { sql, type SQL } from 'drizzle-orm';
import { users } from './schema/accounts';

/** `%`, `_` and `\\` are LIKE's own characters: in a search they stand for themselves. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Users whose e-mail or name holds `search`, whatever its case: the administrator's member list and the
 * payments list (by payer) search the same way. `users` is the identity every feature may read
 * (docs/architecture.md#feature-boundaries), so the condition lives beside the schema rather than in a
 * feature. The expression is written exactly as the trigram index users_search_trgm_idx is
 * (docs/decisions/017-admin-console.md), so that index serves it.
 */
export function userSearchCondition(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  return sql`lower(${users.email} || ' ' || ${users.firstName} || ' ' || ${users.lastName}) like lower(${pattern}) escape '\\'`;
}
