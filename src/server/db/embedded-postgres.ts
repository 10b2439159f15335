import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker';

/** How `pg` reaches the embedded server: a Unix socket directory, as PostgreSQL itself lays them out. */
export interface EmbeddedConnection {
  /** The directory holding the socket; `pg` treats a host that starts with '/' as one. */
  host: string;
  port: number;
  user: string;
  database: string;
}

export interface EmbeddedPostgres {
  connection: EmbeddedConnection;
  /** The socket file itself (mode 0600). */
  socketPath: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
/** PostgreSQL's own socket name, so `pg` finds it from the directory and this port number. */
const SOCKET_PORT = 5432;
const SOCKET_NAME = `.s.PGSQL.${SOCKET_PORT}`;
/** sun_path holds 108 bytes on Linux and 104 on macOS, the terminating NUL included. */
const MAX_SOCKET_PATH_BYTES = 103;

/** Thrown when another process already serves this data directory. */
export class EmbeddedDatabaseInUseError extends Error {
  override name = 'EmbeddedDatabaseInUseError';
}

/**
 * The worker file sits beside this module: `pglite-worker.js` in the esbuild bundle in dist/server;
 * from source (tsx, Vitest) a small entry that registers tsx's loader first.
 */
function workerEntry(): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(fromSource ? './pglite-worker-from-source.mjs' : './pglite-worker.js', import.meta.url);
}

/** True when something accepts connections on this socket (a live server rather than a stale file). */
function socketAnswers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socketPath);
    probe.setTimeout(1_000);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
    probe.once('timeout', () => {
      probe.destroy();
      resolve(false);
    });
  });
}

/**
 * A directory only this user can enter. The requested one (in DATA_DIR) when a socket path fits in it,
 * otherwise a fresh private directory under the system's temporary directory.
 */
function prepareSocketDir(requested: string | null): { dir: string; temporary: boolean } {
  if (requested && Buffer.byteLength(path.join(path.resolve(requested), SOCKET_NAME)) <= MAX_SOCKET_PATH_BYTES) {
    const dir = path.resolve(requested);
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    // mkdir leaves an existing directory's mode alone.
    fs.chmodSync(dir, 0o700);
    return { dir, temporary: false };
  }
  return { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'maple-pg-')), temporary: true };
}

/**
 * Starts PGlite in a worker thread, serving the wire protocol on a Unix socket that only this user can
 * open (directory 0700, socket 0600). PGlite has no password authentication, so a loopback TCP port
 * would let any local process read the database or hold its single connection. An in-memory database may
 * start from a copy written by PGlite's dumpDataDir (startFrom) rather than from an empty cluster.
 */
export async function startEmbeddedPostgres(
  dataDir: string | null,
  socketDir: string | null,
  startFrom: string | null = null,
): Promise<EmbeddedPostgres> {
  if (dataDir && startFrom) throw new Error('Only an in-memory embedded database starts from a copy');
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const { dir, temporary } = prepareSocketDir(socketDir);
  const socketPath = path.join(dir, SOCKET_NAME);
  if (fs.existsSync(socketPath)) {
    if (await socketAnswers(socketPath)) {
      throw new EmbeddedDatabaseInUseError(
        `Another server is already using the embedded database in ${dataDir ?? dir} (its socket ${socketPath} answers). Stop it first, or set DATA_DIR to another directory.`,
      );
    }
    // Left behind by a server that did not stop cleanly.
    fs.rmSync(socketPath, { force: true });
  }
  const removeTemporary = () => {
    if (temporary) fs.rmSync(dir, { recursive: true, force: true });
  };

  const worker = new Worker(workerEntry(), { workerData: { dataDir, socketPath, startFrom } satisfies PgliteWorkerData });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The embedded database did not start within 60 s')), START_TIMEOUT_MS);
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The embedded database worker exited during start (code ${code})`));
    });
    worker.once('message', (message: PgliteWorkerMessage) => {
      clearTimeout(timer);
      if (message.type === 'ready') resolve();
      else if (message.type === 'error') reject(new Error(`The embedded database could not start: ${message.message}`));
    });
  }).catch(async (error: unknown) => {
    await worker.terminate();
    removeTemporary();
    throw error;
  });
  worker.removeAllListeners('exit');

  let stopping: Promise<void> | undefined;
  return {
    connection: { host: dir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    socketPath,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        const finish = () =>
          void worker.terminate().then(() => {
            fs.rmSync(socketPath, { force: true });
            removeTemporary();
            resolve();
          });
        const timer = setTimeout(finish, STOP_TIMEOUT_MS);
        worker.once('message', (message: PgliteWorkerMessage) => {
          if (message.type !== 'stopped') return;
          clearTimeout(timer);
          finish();
        });
        worker.postMessage({ type: 'stop' });
      });
      return stopping;
    },
  };
}
