import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database, written by PGlite's dumpDataDir; test apps start from it (test-database.ts). */
    pgliteSnapshot: string;
  }
}

/**
 * Runs once for the PGlite project: migrates one embedded database and dumps its files, so each test app starts
 * from that copy (about 1 s) instead of initialising a cluster and migrating it again (2.5–3 s, for each of the
 * suite's hundreds of apps). The copy is made by this checkout's migrations, in this run.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-pglite-snapshot-'));
  const dataDir = path.join(dir, 'data');
  const database = await openDatabase({ kind: 'pglite', dataDir, socketDir: null }, { logger: pino({ level: 'silent' }) });
  try {
    await runMigrations(database.pool);
  } finally {
    await database.close();
  }
  // The migrated files, read back by a PGlite of our own and dumped in the format loadDataDir takes.
  const snapshot = path.join(dir, 'migrated.tar');
  await dumpDataDir(dataDir, snapshot);
  project.provide('pgliteSnapshot', snapshot);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function dumpDataDir(dataDir: string, file: string) {
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gin } });
  try {
    const dump = await db.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}
