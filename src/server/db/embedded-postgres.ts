import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker';

export interface EmbeddedPostgres {
  connectionString: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * The worker file sits beside this module: `pglite-worker.js` in the esbuild bundle in dist/server;
 * from source (tsx, Vitest) a small entry that registers tsx's loader first.
 */
function workerEntry(): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(fromSource ? './pglite-worker-from-source.mjs' : './pglite-worker.js', import.meta.url);
}

/** Starts PGlite in a worker thread; resolves once it accepts connections on loopback. */
export async function startEmbeddedPostgres(dataDir: string | null): Promise<EmbeddedPostgres> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(workerEntry(), { workerData: { dataDir } satisfies PgliteWorkerData });

  const port = await new Promise<number>((resolve, reject) => {
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
      if (message.type === 'ready') resolve(message.port);
      else if (message.type === 'error') reject(new Error(`The embedded database could not start: ${message.message}`));
    });
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  worker.removeAllListeners('exit');

  let stopping: Promise<void> | undefined;
  return {
    connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        const timer = setTimeout(() => void worker.terminate().then(() => resolve()), STOP_TIMEOUT_MS);
        worker.once('message', (message: PgliteWorkerMessage) => {
          if (message.type !== 'stopped') return;
          clearTimeout(timer);
          void worker.terminate().then(() => resolve());
        });
        worker.postMessage({ type: 'stop' });
      });
      return stopping;
    },
  };
}
