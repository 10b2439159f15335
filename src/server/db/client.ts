import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConfig } from '../config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import * as schema from './schema/index';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** How long a request waits for a free connection before it is answered 503. */
  connectionWaitMs?: number;
  logger: FastifyBaseLogger;
}

const DEFAULT_CONNECTION_WAIT_MS = 10_000;

export async function openDatabase(config: DatabaseConfig, options: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let connectionString: string;
  if (config.kind === 'pglite') {
    embedded = await startEmbeddedPostgres(config.dataDir);
    connectionString = embedded.connectionString;
  } else {
    connectionString = config.url;
  }

  const pool = new pg.Pool({
    connectionString,
    // PGlite serves one session at a time and refuses a second connection (DESIGN.md §1).
    max: config.kind === 'pglite' ? 1 : 10,
    // Bounds both the TCP connect and the wait for a pooled client; the error handler turns it into 503.
    connectionTimeoutMillis: options.connectionWaitMs ?? DEFAULT_CONNECTION_WAIT_MS,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its connection emits here; without a listener the process would crash.
  pool.on('error', (error) => options.logger.error({ err: error }, 'database connection lost; the pool will reconnect'));

  return {
    kind: config.kind,
    db: drizzle(pool, { schema }),
    pool,
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}

/** A transaction handle; repo functions accept either so services can group writes atomically. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** PostgreSQL's unique_violation, found through Drizzle's error wrapping. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
