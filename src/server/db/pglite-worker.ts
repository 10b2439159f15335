import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * Runs the embedded PostgreSQL (PGlite) on its own thread and serves the PostgreSQL wire protocol on a
 * loopback port. PGlite executes queries synchronously on the thread that owns it; keeping it here
 * leaves the HTTP event loop free while a long query runs (DESIGN.md §1).
 */

export interface PgliteWorkerData {
  /** null keeps the database in memory. */
  dataDir: string | null;
}
export type PgliteWorkerMessage =
  | { type: 'ready'; port: number }
  | { type: 'error'; message: string }
  | { type: 'stopped' };

const { dataDir } = workerData as PgliteWorkerData;
const port = parentPort;
if (!port) throw new Error('pglite-worker must run as a worker thread');

async function start() {
  const db = await PGlite.create(dataDir ?? 'memory://');
  // One connection at a time: PGlite is a single-session database (a second connection is refused).
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
  await server.start();
  const boundPort = Number(server.getServerConn().split(':').pop());

  port!.on('message', async (message: { type: string }) => {
    if (message.type !== 'stop') return;
    await server.stop();
    // Closing flushes the data directory; skipping it can leave a half-written database behind.
    await db.close();
    port!.postMessage({ type: 'stopped' } satisfies PgliteWorkerMessage);
  });
  port!.postMessage({ type: 'ready', port: boundPort } satisfies PgliteWorkerMessage);
}

start().catch((error: unknown) => {
  port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) } satisfies PgliteWorkerMessage);
});
