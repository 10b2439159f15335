import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConfig } from '../config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { postgresPoolSize } from './pool-size';
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
  /** How many requests may wait for a connection at once; the next is answered 503 BUSY at once (tests shorten it). */
  maxWaiting?: number;
  /** PostgreSQL only: the longest a statement may run outside imports (tests shorten it). */
  statementTimeoutMs?: number;
  logger: FastifyBaseLogger;
}

const DEFAULT_CONNECTION_WAIT_MS = 10_000;
/**
 * The longest queue of requests waiting for a connection (docs/decisions/022-database-faults.md). On PGlite
 * one connection serves everything: past this many waiting, a request is refused at once (503 BUSY with
 * Retry-After) instead of joining a queue that would only answer it 503 after the full wait.
 */
export const MAX_WAITING = { pglite: 64, postgres: 256 } as const;
/** Between two tries to open a connection while the database server is away (restart, fail-over). */
const RECONNECT_PAUSE_MS = 100;

/** Thrown when the connection queue is full; the error handler answers 503 BUSY with Retry-After. */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
}

/**
 * A connection attempt that found no server, or one starting or stopping: ECONNREFUSED on TCP, ENOENT on a
 * Unix socket that is not there yet, SQLSTATE 57P03 (cannot_connect_now), or a connection closed during
 * start-up — EPIPE when the embedded server, serving one connection at a time, closed a new one while the one it
 * replaces was still closing. Worth another try within the same wait; anything else (wrong password, no such
 * database) is not.
 */
function isServerAway(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const away = ['ECONNREFUSED', 'ENOENT', 'ECONNRESET', 'EPIPE', '57P03', '57P01'];
  if (typeof code === 'string' && away.includes(code)) return true;
  return typeof message === 'string' && /Connection terminated unexpectedly/i.test(message);
}

/** A statement's connection was ended under it by a restart or a crash of the server (57P01, 57P02) or the network. */
function isConnectionLost(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === '57P01' || code === '57P02' || code === 'ECONNRESET') return true;
  return typeof message === 'string' && /Connection terminated|not queryable/i.test(message);
}

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * pg's pool with two guards (docs/decisions/022-database-faults.md): a bounded number of waiting requests,
 * and a connection attempt that finds the server away (a restart) tried again until the wait runs out,
 * so a request that arrives while PostgreSQL restarts waits for it rather than failing. Both pool.query
 * and drizzle's transactions go through connect().
 */
class GuardedPool extends pg.Pool {
  #waiting = 0;
  /** Clients handed out and not yet released. */
  readonly #inUse = new Set<pg.PoolClient>();
  constructor(
    config: pg.PoolConfig,
    private readonly guard: { maxWaiting: number; waitMs: number; logger: FastifyBaseLogger },
  ) {
    super(config);
    // A client in use emits 'error' too when the server ends its connection (a restart's 57P01), and pg's
    // pool listens only while a client is idle: unheard, the error crashed the process (found by the restart
    // fault suite). A broken client is useless to whoever holds it, and drizzle never releases a client whose
    // BEGIN failed, which leaked a pool slot per restart: it is released here, with the error, so the pool
    // drops it and opens a fresh connection; the holder's own release later does nothing (connect()).
    this.on('connect', (client) => {
      client.on('error', (error) => {
        if (!this.#inUse.has(client)) return;
        guard.logger.warn({ err: error }, 'database connection lost while in use');
        (client as pg.PoolClient).release(error);
      });
    });
  }

  /** Requests waiting for a connection right now (including those between two connection attempts). */
  get queued() {
    return this.#waiting;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const connecting = this.#connectGuarded();
    if (!callback) return connecting;
    connecting.then(
      (client) => callback(undefined, client, (release?: unknown) => client.release(release as Error | boolean | undefined)),
      (error: Error) => callback(error, undefined, () => {}),
    );
  }

  /**
   * A read sent on its own (not in a transaction) that lost its connection to a restart is sent once more on
   * a fresh one: it changed nothing, so the member gets an answer instead of a 503. Writes never are (the
   * server may have committed before the connection dropped), nor is anything with a callback (pg's own use).
   */
  override query(...args: unknown[]): never {
    const sendOnce = () => (super.query as (...a: unknown[]) => unknown).apply(this, args);
    const first = args[0] as string | { text?: unknown } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (typeof args.at(-1) === 'function' || typeof text !== 'string' || !/^\s*select\b/i.test(text)) return sendOnce() as never;
    return (sendOnce() as Promise<unknown>).catch((error: unknown) => {
      if (!isConnectionLost(error) || this.ending) throw error;
      return sendOnce();
    }) as never;
  }

  async #connectGuarded(): Promise<pg.PoolClient> {
    // A free connection needs no queue; only requests that would wait count against the limit.
    const mustWait = this.idleCount === 0 && this.totalCount >= (this.options.max ?? 10);
    if (mustWait && this.#waiting >= this.guard.maxWaiting) throw new DatabaseBusyError('The database connection queue is full');
    this.#waiting += 1;
    const deadline = Date.now() + this.guard.waitMs;
    try {
      for (;;) {
        try {
          const client = await super.connect();
          const release = client.release.bind(client);
          this.#inUse.add(client);
          client.release = (error?: Error | boolean) => {
            if (!this.#inUse.delete(client)) return;
            release(error);
          };
          return client;
        } catch (error) {
          if (!isServerAway(error) || this.ending || Date.now() + RECONNECT_PAUSE_MS >= deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, RECONNECT_PAUSE_MS));
        }
      }
    } finally {
      this.#waiting -= 1;
    }
  }
}
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
    embedded = await startEmbeddedPostgres(config.dataDir, config.socketDir, config.startFrom ?? null);
    connection = embedded.connection;
  } else {
    connection = {
      connectionString: config.url,
      statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    };
  }

  const waitMs = options.connectionWaitMs ?? DEFAULT_CONNECTION_WAIT_MS;
  const pool = new GuardedPool(
    {
      ...connection,
      // PGlite serves one session at a time and refuses a second connection (docs/decisions/001).
      max: config.kind === 'pglite' ? 1 : postgresPoolSize(config.url),
      // Bounds both the TCP connect and the wait for a pooled client; the error handler turns it into 503.
      connectionTimeoutMillis: waitMs,
      idleTimeoutMillis: 30_000,
    },
    { maxWaiting: options.maxWaiting ?? MAX_WAITING[config.kind], waitMs, logger: options.logger },
  );
  // An idle client that loses its connection emits here; without a listener the process would crash.
  pool.on('error', (error) => options.logger.error({ err: error }, 'database connection lost; the pool will reconnect'));
  if (config.kind === 'pglite') {
    // PGlite is one session that outlives its socket connections: a statement prepared on an earlier connection
    // (the session check's, auth/repo.ts) is still there, and `pg`, new on this connection, would prepare it
    // again and be refused ("already exists"). Queued before anything the pool's caller sends.
    pool.on('connect', (client) => {
      client.query('DEALLOCATE ALL').catch((error: unknown) => options.logger.warn({ err: error }, 'could not reset the embedded session'));
    });
  }

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

/**
 * A read of a whole table for an index held in memory (My matches' ranking, the offer check's employers): its own
 * transaction with the long limit, since on a loaded machine the read outlasted the request limit and was
 * cancelled (npm run test:deploy). Only the read is inside: building the index afterwards holds no connection.
 */
export async function readWholeTable<T>(db: Executor, read: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await allowLongStatements(tx);
    return read(tx);
  });
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
