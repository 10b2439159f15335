import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/schemas/envelope';
import { buildApp, type App } from '../app';
import { testConfig } from '../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { allowLongStatements, readWholeTable } from './client';

describe('the statement time limit on PostgreSQL', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(
      { ...testConfig(), database: database.config },
      { logger: false, loadReferenceData: false, schedules: false, statementTimeoutMs: 300 },
    );
    app.get('/api/test-only/slow', async () => app.database.db.execute(sql`SELECT pg_sleep(2)`));
    app.get('/api/test-only/slow-import', async () =>
      app.database.db.transaction(async (tx) => {
        await allowLongStatements(tx);
        await tx.execute(sql`SELECT pg_sleep(0.6)`);
        return { ok: true };
      }),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('ends a slow statement and answers 503 with Retry-After instead of holding the connection', async () => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/api/test-only/slow' });
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(errorEnvelopeSchema.parse(response.json()).errorCode).toBe('SERVICE_UNAVAILABLE');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('lets an import transaction run longer', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-only/slow-import' });
    expect(response.statusCode).toBe(200);
    // The longer limit was local to that transaction: the next statement is limited again.
    expect((await app.inject({ method: 'GET', url: '/api/test-only/slow' })).statusCode).toBe(503);
  });

  it('lets a whole-table read for an index in memory run longer, and only that read', async () => {
    const db = app.database.db;
    await expect(readWholeTable(db, (tx) => tx.execute(sql`SELECT pg_sleep(0.6)`))).resolves.toBeDefined();
    await expect(db.execute(sql`SELECT pg_sleep(0.6)`)).rejects.toThrow();
  });
});
