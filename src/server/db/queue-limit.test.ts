import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { occupyEveryConnection } from '../test-support/occupy-pool';
import { testConfig } from '../test-support/test-app';
import { createTestDatabase } from '../test-support/test-database';

describe('the database connection queue (docs/decisions/022-database-faults.md)', () => {
  it('refuses past its limit at once with 503 BUSY and Retry-After, and serves the queued requests once a connection frees', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(
      { ...testConfig(), database: database.config },
      // A long wait: without the bound, every request would sit in the queue for it.
      { logger: false, loadReferenceData: false, connectionWaitMs: 20_000, maxWaiting: 3 },
    );
    app.get('/api/test-only/db-time', async () => app.database.db.execute('SELECT now()'));
    try {
      const release = await occupyEveryConnection(app.database.pool);
      const started = performance.now();
      const done: LightMyRequestResponse[] = [];
      const answers = Array.from({ length: 40 }, () =>
        app.inject({ method: 'GET', url: '/api/test-only/db-time' }).then((response) => {
          done.push(response);
          return response;
        }),
      );
      // Everything past the first three to arrive is refused while the connection is still held.
      while (done.length < 37 && performance.now() - started < 15_000) await new Promise((resolve) => setTimeout(resolve, 10));
      const refused = [...done];
      release();
      const all = await Promise.all(answers);

      expect(refused).toHaveLength(37);
      for (const response of refused) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('1');
        expect(response.json()).toEqual({
          success: false,
          message: 'The service is busy. Please try again in a moment.',
          errorCode: 'BUSY',
        });
      }
      // The three that waited are served once the connection is free.
      expect(all.filter((response) => !refused.includes(response)).map((response) => response.statusCode)).toEqual([200, 200, 200]);
      // Nothing is left waiting, and the next request is served.
      expect((await app.inject({ method: 'GET', url: '/api/test-only/db-time' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('does not count requests that find a free connection', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ ...testConfig(), database: database.config }, { logger: false, loadReferenceData: false, maxWaiting: 1 });
    app.get('/api/test-only/db-time', async () => app.database.db.execute('SELECT now()'));
    try {
      // One at a time: each finds the connection free, whatever the limit.
      for (let i = 0; i < 5; i += 1) expect((await app.inject({ method: 'GET', url: '/api/test-only/db-time' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
