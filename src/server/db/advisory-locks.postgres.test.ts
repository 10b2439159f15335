import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { withAdvisoryLock } from './advisory-locks';

// Two instances on one PostgreSQL: what the scheduled jobs rely on to run once. (PGlite serves one
// connection, so there nothing can run at the same time in the first place.)
describe('scheduled work under an advisory lock', () => {
  let database: TestDatabase;
  let first: App;
  let second: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = { ...testConfig(), database: database.config };
    first = await buildApp(config, { logger: false, loadReferenceData: false, schedules: false });
    second = await buildApp(config, { logger: false, loadReferenceData: false, schedules: false });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  it('runs on one instance while the other skips, and is free again afterwards', async () => {
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const running = withAdvisoryLock(first.database.db, 'cleanup', async () => {
      entered();
      await holding;
      return 'first';
    });
    await inside;
    expect(await withAdvisoryLock(second.database.db, 'cleanup', async () => 'second')).toEqual({ ran: false });
    // Another lock name is not blocked.
    expect(await withAdvisoryLock(second.database.db, 'jobAlertDigest', async () => 'other')).toEqual({ ran: true, value: 'other' });
    release();
    expect(await running).toEqual({ ran: true, value: 'first' });
    expect(await withAdvisoryLock(second.database.db, 'cleanup', async () => 'second')).toEqual({ ran: true, value: 'second' });
  });
});
