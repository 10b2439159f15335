import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../app';
import { withSessionLock } from '../../../db/advisory-locks';
import { testConfig } from '../../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database';
import { referenceDataDir } from './load-reference-data';
import { importLmiaFile, importNocFile } from './import-service';

// Two instances starting together on a fresh database (deploy/, npm run test:deploy): the first holds the
// imports lock while it loads a quarter, for longer than the request time limit; the second waits for it and
// must then load, not fail with a statement timeout. Only PostgreSQL has a second session to hold the lock.
describe('an import waiting for another instance’s import', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(
      { ...testConfig(), database: database.config },
      { logger: false, loadReferenceData: false, schedules: false, statementTimeoutMs: 300 },
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('waits past the statement time limit for the lock, then imports', async () => {
    const other = await app.database.pool.connect();
    let waiting: Promise<unknown> | undefined;
    try {
      await withSessionLock(other, 'imports', async () => {
        waiting = importNocFile(app.database.db, { file: `${referenceDataDir()}/noc2021_unit_groups.csv` });
        waiting.catch(() => undefined);
        // Three times the time limit: the waiting import's lock statement would have been cancelled by now.
        await new Promise((resolve) => setTimeout(resolve, 900));
      });
    } finally {
      other.release();
    }
    await expect(waiting).resolves.toMatchObject({ inserted: expect.any(Number) });
    const { rows } = await app.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM noc_unit_groups');
    expect(rows[0]!.n).toBeGreaterThan(400);
  });

  it('loads a quarter once when two starts wait for the lock: the second finds it there and writes nothing', async () => {
    const file = path.join(import.meta.dirname, 'fixtures', 'esdc_tfwp_2025q2_positive_lmia_en.csv');
    const other = await app.database.pool.connect();
    let first: Promise<{ skipped: boolean; inserted: number }> | undefined;
    let second: typeof first;
    try {
      // Both queue behind a lock held elsewhere, as both instances' loads queue behind each other.
      await withSessionLock(other, 'imports', async () => {
        first = importLmiaFile(app.database.db, { file }, { onlyNewQuarter: true });
        await new Promise((resolve) => setTimeout(resolve, 200));
        second = importLmiaFile(app.database.db, { file }, { onlyNewQuarter: true });
        await new Promise((resolve) => setTimeout(resolve, 200));
      });
    } finally {
      other.release();
    }
    const results = await Promise.all([first!, second!]);
    expect(results.map((r) => r.skipped).sort()).toEqual([false, true]);
    expect(results.find((r) => !r.skipped)!.inserted).toBeGreaterThan(0);
    expect(results.find((r) => r.skipped)!.inserted).toBe(0);
  });
});
