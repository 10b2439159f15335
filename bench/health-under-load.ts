import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

const DURATION_MS = 3_000;
const CONCURRENCY = 8;

/** Requests per second against /api/health over a keep-alive agent, from this process. */
async function hammer(port: number): Promise<{ rps: number; p99: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  const deadline = performance.now() + DURATION_MS;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      await new Promise<void>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
            res.resume();
            res.on('end', () => resolve());
          })
          .on('error', reject);
      });
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / (DURATION_MS / 1000)),
    p99: Number(latencies[Math.floor(latencies.length * 0.99)]!.toFixed(1)),
  };
}

/** /api/health throughput on the embedded database, idle and while a long query runs in the worker. */
export async function measureHealthUnderLoad() {
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    database: { kind: 'pglite' as const, dataDir: null, socketDir: null },
    clientDir: null,
  };
  const app = await buildApp(config, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  try {
    const idle = await hammer(port);
    const slowQuery = app.database.pool.query(`SELECT pg_sleep(${(DURATION_MS + 500) / 1000})`);
    const duringSlowQuery = await hammer(port);
    await slowQuery;
    return { idle, duringSlowQuery };
  } finally {
    await app.close();
  }
}
