import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { projectRoot } from '../lib/project-root';
import { withSessionLock } from './advisory-locks';

export const migrationsFolder = () => path.join(projectRoot(), 'drizzle');

/**
 * Applies pending drizzle-kit migrations under a PostgreSQL advisory lock. Drizzle records applied
 * migrations in drizzle.__drizzle_migrations, so running this again is a no-op.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    // A migration may build an index over every job; the request time limit does not apply to it.
    await client.query('SET statement_timeout = 0');
    try {
      // Two instances starting together migrate one after the other.
      await withSessionLock(client, 'migrations', () => migrate(drizzle(client), { migrationsFolder: migrationsFolder() }));
    } finally {
      await client.query('RESET statement_timeout');
    }
  } finally {
    client.release();
  }
}
