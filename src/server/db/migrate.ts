import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { projectRoot } from '../lib/project-root';

/** Any constant shared by every instance; two instances starting together migrate one after the other. */
const MIGRATION_LOCK_KEY = 7_311_002;

export const migrationsFolder = () => path.join(projectRoot(), 'drizzle');

/**
 * Applies pending drizzle-kit migrations under a PostgreSQL advisory lock. Drizzle records applied
 * migrations in drizzle.__drizzle_migrations, so running this again is a no-op.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
