import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * Runs the embedded PostgreSQL (PGlite) on its own thread and serves the PostgreSQL wire protocol on a
 * Unix socket. PGlite executes queries synchronously on the thread that owns it; keeping it here
 * leaves the HTTP event loop free while a long query runs (docs/decisions/001).
 */

export interface PgliteWorkerData {
  /** null keeps the database in memory. */
  dataDir: string | null;
  /** Where to listen; its directory is private to this user (embedded-postgres.ts). */
  socketPath: string;
  /** With dataDir null: a file written by dumpDataDir that the database starts as (instead of running initdb). */
  startFrom: string | null;
}
export type PgliteWorkerMessage = { type: 'ready' } | { type: 'error'; message: string } | { type: 'stopped' };

const { dataDir, socketPath, startFrom } = workerData as PgliteWorkerData;
const port = parentPort;
if (!port) throw new Error('pglite-worker must run as a worker thread');

async function start() {
  // pg_trgm indexes the administrator's substring searches over members (docs/decisions/017-admin-console.md).
  const db = await PGlite.create(dataDir ?? 'memory://', {
    // btree_gin puts the province into the job search's index (schema/jobs.ts).
    extensions: { pg_trgm, btree_gin },
    // A copy opens in about a quarter of the time a new cluster takes to initialise (0.55 s against 2 s here).
    loadDataDir: startFrom ? new Blob([fs.readFileSync(startFrom)]) : undefined,
  });
  // One connection at a time: PGlite is a single-session database (a second connection is refused).
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();
  // Owner only: PGlite checks no password, so the file mode is the only lock on the door.
  fs.chmodSync(socketPath, 0o600);

  port!.on('message', async (message: { type: string }) => {
    if (message.type !== 'stop') return;
    await server.stop();
    // Closing flushes the data directory; skipping it can leave a half-written database behind.
    await db.close();
    port!.postMessage({ type: 'stopped' } satisfies PgliteWorkerMessage);
  });
  port!.postMessage({ type: 'ready' } satisfies PgliteWorkerMessage);
}

start().catch((error: unknown) => {
  port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) } satisfies PgliteWorkerMessage);
});
