import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseConfig } from '../config';

/** Which database the current Vitest project runs on (vitest.config.ts). */
export const testDatabaseKind = (): 'pglite' | 'postgres' => (process.env.MAPLE_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite');

export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

function withDatabaseName(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A database of this test's own: an in-memory PGlite, or a new database on TEST_DATABASE_URL. Empty, or with
 * `migrated` a copy of one the run migrated at its start (pglite-global-setup.ts, postgres-global-setup.ts):
 * test apps start from that copy, and their own migration finds nothing left to do.
 */
export async function createTestDatabase({ migrated = false }: { migrated?: boolean } = {}): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const startFrom = migrated ? inject('pgliteSnapshot') : undefined;
    return { config: { kind: 'pglite', dataDir: null, socketDir: null, startFrom }, drop: async () => {} };
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set to run the PostgreSQL project');
  const name = `${inject('postgresRunPrefix')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // A copy of the migrated template is a file copy on the server: faster than running the migrations again.
  const template = migrated ? inject('postgresTemplate') : undefined;
  await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  await admin.end();
  return {
    config: { kind: 'postgres', url: withDatabaseName(serverUrl, name) },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}
