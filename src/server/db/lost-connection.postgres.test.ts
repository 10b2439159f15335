import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';

/**
 * A connection the server ends under the app (a restart's 57P01, here pg_terminate_backend): what the
 * restart fault suite found, checked in every PostgreSQL run (docs/decisions/022-database-faults.md).
 */
describe('a database connection ended by the server', () => {
  let database: TestDatabase;
  let app: App;
  let admin: pg.Client;
  const terminate = (pid: number) => admin.query('SELECT pg_terminate_backend($1)', [pid]);

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ ...testConfig(), database: database.config }, { logger: false, loadReferenceData: false, schedules: false });
    admin = new pg.Client({ connectionString: database.config.kind === 'postgres' ? database.config.url : '' });
    await admin.connect();
    // A transaction whose connection is ended while it runs a statement.
    app.get('/api/test-only/ended-mid-statement', async () =>
      app.database.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
        setTimeout(() => void terminate(rows[0]!.pid), 100);
        await tx.execute(sql`SELECT pg_sleep(2)`);
      }),
    );
    // A transaction whose connection is ended between two statements: pg emits 'error' on the held client.
    app.get('/api/test-only/ended-between-statements', async () =>
      app.database.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
        await terminate(rows[0]!.pid);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`SELECT 1`);
      }),
    );
    // A read on its own whose connection is ended under it: sent once more on a fresh connection.
    let readTries = 0;
    app.get('/api/test-only/read-ended-once', async () => {
      readTries += 1;
      if (readTries === 1) {
        const { rows } = await app.database.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        setTimeout(() => void terminate(rows[0]!.pid), 100);
      }
      const { rows } = await app.database.pool.query<{ ok: number }>('SELECT 1 AS ok FROM pg_sleep(0.5)');
      return { ok: rows[0]!.ok, readTries };
    });
  });
  afterAll(async () => {
    await admin.end();
    await app.close();
    await database.drop();
  });

  it('answers 503 with Retry-After, never 500, when a statement in a transaction loses its connection', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-only/ended-mid-statement' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ success: false, errorCode: 'SERVICE_UNAVAILABLE' });
  });

  it('survives a connection ended between two statements, and the pool keeps all its connections', async () => {
    // Without a listener on the held client, the 'error' is uncaught and ends the test process.
    const response = await app.inject({ method: 'GET', url: '/api/test-only/ended-between-statements' });
    expect(response.statusCode).toBe(503);
    const pool = app.database.pool;
    // Every one of the pool's connections can still be had: the broken one was dropped, not leaked.
    // (As many as the pool keeps: 10, or two per core for a server on this machine; db/pool-size.ts.)
    const size = pool.options.max!;
    expect(size).toBeGreaterThan(1);
    const clients = await Promise.all(Array.from({ length: size }, () => pool.connect()));
    clients.forEach((client) => client.release());
    expect(new Set(clients).size).toBe(size);
  });

  it('sends a read on its own once more when its connection is ended under it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-only/read-ended-once' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: 1, readTries: 1 });
  });
});
