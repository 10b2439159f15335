import os from 'node:os';

/** Connections to a PostgreSQL server on another machine: the pool's size as it always was. */
export const REMOTE_POOL_SIZE = 10;

/** Whether `url` names a PostgreSQL server on this machine: a loopback address, `localhost` or a Unix socket. */
export function isLocalDatabase(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.searchParams.get('host') ?? decodeURIComponent(parsed.hostname);
  return host === '' || host.startsWith('/') || host === 'localhost' || host === '[::1]' || host === '::1' || /^127\./.test(host);
}

/**
 * How many connections the app keeps to PostgreSQL. A server on this machine shares its cores with the app:
 * more connections than two per core add no throughput to CPU-bound queries, only more processes for the
 * scheduler to share the cores between, and the app's event loop waits its turn behind them (measured on two
 * cores, the health check's p99 beside 300 cache misses: 61–77 ms with 10 connections, 25–39 ms with 4;
 * docs/decisions/065-bench-on-open-connections-and-local-pool.md).
 */
export function postgresPoolSize(url: string, cores = os.availableParallelism()): number {
  return isLocalDatabase(url) ? Math.min(REMOTE_POOL_SIZE, 2 * cores) : REMOTE_POOL_SIZE;
}
