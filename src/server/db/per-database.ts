import type { Executor as Db } from './client';

/**
 * Something made once per database handle and kept as long as the handle lives: the prepared statements
 * (docs/decisions/064-prepared-session-check-and-province-search-index.md), built with Drizzle at their first
 * call and only executed after. Keyed by the handle, so each app, and each test's database, has its own.
 */
export function perDatabase<T>(create: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = create(db);
      made.set(db, value);
    }
    return value;
  };
}
