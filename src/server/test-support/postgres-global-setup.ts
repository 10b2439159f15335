import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresRunPrefix: string;
    /** A database the run migrated at its start; test apps' databases are copies of it (test-database.ts). */
    postgresTemplate: string;
  }
}

/**
 * Runs once for the PostgreSQL project: checks the server answers, hands the tests a name prefix for the
 * databases they create and a migrated database to copy, and drops every database with that prefix when the
 * run ends.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set, but the PostgreSQL test project was selected');
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL=${url} does not answer: ${(error as Error).message}. Start PostgreSQL or unset TEST_DATABASE_URL.`, {
      cause: error,
    });
  }
  await admin.end();

  const prefix = `maple_test_${randomBytes(4).toString('hex')}`;
  project.provide('postgresRunPrefix', prefix);
  project.provide('postgresTemplate', await migratedTemplate(url, `${prefix}_template`));

  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${prefix}%`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await client.end();
  };
}

/** A database migrated by this checkout's migrations, left with no connection open so it can be copied. */
async function migratedTemplate(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  try {
    await runMigrations(pool);
  } finally {
    await pool.end();
  }
  return name;
}
