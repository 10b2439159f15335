import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';

/**
 * Opens the configured database for a command-line tool, migrated, runs `work`, and closes it. With the
 * embedded database the server must be stopped: PGlite serves one process at a time.
 */
export async function withCliDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const logger = { error: (...args: unknown[]) => console.error(...args) } as never;
  const database = await openDatabase(config.database, { logger });
  try {
    await runMigrations(database.pool);
    return await work(database);
  } finally {
    await database.close();
  }
}
