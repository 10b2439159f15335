import { sql } from 'drizzle-orm';
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
  /** PostgreSQL only: the longest a statement may run outside imports (tests shorten it). */
  statementTimeoutMs?: number;
  logger: FastifyBaseLogger;
}

const DEFAULT_CONNECTION_WAIT_MS = 10_000;
/**
 * On PostgreSQL no request's statement may run longer than this, nor may a transaction sit idle longer
 * than IDLE_IN_TRANSACTION_MS: one slow query must not hold a connection others wait for. Imports and
 * migrations lift the limit for their own transaction (allowLongStatements). PGlite ignores both
 * settings (measured: pg_sleep(3) ran 3 s under a 0.5 s statement_timeout), and its one query cannot be
 * interrupted; there the bounded connection wait (503) and the per-session search limit are the guard
 * (docs/decisions/013).
 */
export const STATEMENT_TIMEOUT_MS = 5_000;
const IDLE_IN_TRANSACTION_MS = 15_000;
const LONG_STATEMENT_TIMEOUT_MS = 10 * 60_000;

export async function openDatabase(config: DatabaseConfig, options: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let connection: pg.PoolConfig;
  if (config.kind === 'pglite') {
    embedded = await startEmbeddedPostgres(config.dataDir, config.socketDir);
    connection = embedded.connection;
  } else {
    connection = {
      connectionString: config.url,
      statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    };
  }

  const pool = new pg.Pool({
    ...connection,
    // PGlite serves one session at a time and refuses a second connection (docs/decisions/001).
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

/** For an import's or a migration's own transaction: statements may take minutes (a whole LMIA quarter). */
export async function allowLongStatements(tx: Executor) {
  await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${LONG_STATEMENT_TIMEOUT_MS}`));
}

/** A PostgreSQL error code (SQLSTATE), found through Drizzle's error wrapping. */
function hasSqlState(error: unknown, code: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown) => hasSqlState(error, '23505');

/** PostgreSQL's foreign_key_violation: the row referred to went away meanwhile. */
export const isForeignKeyViolation = (error: unknown) => hasSqlState(error, '23503');
