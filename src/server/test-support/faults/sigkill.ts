import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import Stripe from 'stripe';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { referenceDataDir } from '../../features/jobs/import/load-reference-data';
import { signUpPayload } from '../members';
import { runScript } from '../run-script';
import { startStripeMock } from '../stripe-mock';
import { startTempPostgres } from '../temp-postgres';
import { oneQuarterReferenceDir } from './fault-fixtures';

/**
 * SIGKILL at the worst moment (docs/decisions/022-database-faults.md): the import CLI killed while its one
 * transaction is writing a quarter, and the server killed while a payment is being confirmed or a Stripe
 * webhook is being handled. The figures say what was found after the restart.
 */

/** The quarter the import is killed in: not among the one the server loaded on its first start. */
const KILLED_QUARTER_FILE = 'esdc_tfwp_2024q4_positive_lmia_en.csv';
const KILLED_QUARTER = '2024Q4';
const SERVER_ENTRY = 'src/server/test-support/faults/fault-server.ts';
const IMPORT_ENTRY = 'src/server/cli/import.ts';

export type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

const envFor = (target: Target): NodeJS.ProcessEnv =>
  target.kind === 'pglite' ? { DATA_DIR: target.dataDir, NODE_ENV: 'test' } : { DATABASE_URL: target.url, NODE_ENV: 'test' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  origin: string;
  pid: number;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the server as its own process and waits until it listens. */
export async function startServerProcess(target: Target, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const server = runScript(SERVER_ENTRY, [], { ...envFor(target), PORT: '0', ...env });
  const started = performance.now();
  for (;;) {
    const port = /listening (\d+)/.exec(server.output())?.[1];
    if (port) {
      const origin = `http://127.0.0.1:${port}`;
      return {
        origin,
        pid: server.child.pid!,
        async kill9() {
          server.child.kill('SIGKILL');
          await server.exited;
        },
        async stop() {
          server.child.kill('SIGTERM');
          await server.exited;
        },
      };
    }
    if (server.child.exitCode !== null) throw new Error(`the server process exited during start:\n${server.output()}`);
    if (performance.now() - started > 180_000) {
      server.child.kill('SIGKILL');
      throw new Error(`the server process did not listen within 180 s:\n${server.output()}`);
    }
    await sleep(50);
  }
}

async function withPool<T>(target: Target, use: (pool: pg.Pool) => Promise<T>): Promise<T> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 1 });
    try {
      return await use(pool);
    } finally {
      await pool.end();
    }
  }
  // The embedded database serves one process at a time: opened only while no server or CLI runs on it.
  const config = loadConfig({ DATA_DIR: target.dataDir, NODE_ENV: 'test' });
  const database = await openDatabase(config.database, { logger: pino({ level: 'silent' }) });
  try {
    return await use(database.pool);
  } finally {
    await database.close();
  }
}

interface Counts {
  quarterRows: number;
  allLmiaRows: number;
  jobs: number;
}

const countsOf = (target: Target) =>
  withPool(target, async (pool): Promise<Counts> => {
    const { rows } = await pool.query<Counts>(
      `SELECT (SELECT count(*)::int FROM lmia_employers WHERE quarter = $1) AS "quarterRows",
              (SELECT count(*)::int FROM lmia_employers) AS "allLmiaRows",
              (SELECT count(*)::int FROM jobs) AS jobs`,
      [KILLED_QUARTER],
    );
    return rows[0]!;
  });

/** Bytes the database has written for the LMIA table so far: it grows while the import's uncommitted rows are written. */
function writtenBytes(target: Target, pool: pg.Pool | undefined): Promise<number> {
  if (target.kind === 'postgres') {
    return pool!
      .query<{ size: string }>(`SELECT pg_total_relation_size('lmia_employers')::text AS size`)
      .then((r) => Number(r.rows[0]!.size));
  }
  let total = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else total += fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0;
    }
  };
  walk(path.join(target.dataDir, 'pglite', 'base'));
  return Promise.resolve(total);
}

function runImport(target: Target) {
  return runScript(IMPORT_ENTRY, ['lmia', path.join(referenceDataDir(), KILLED_QUARTER_FILE)], envFor(target));
}

export interface ImportKillFigures {
  database: 'pglite' | 'postgres';
  before: Counts;
  /** From the CLI's start to the kill, and how much the import had written by then. */
  killedAfterMs: number;
  writtenBeforeKillBytes: number;
  afterKill: Counts;
  /** The same import run again, to the end. */
  reimportMs: number;
  afterReimport: Counts;
}

/**
 * Kills the import CLI with SIGKILL once it has written `killAfterBytes` of a quarter's rows (uncommitted),
 * then checks the quarter is wholly absent and imports it again to the end.
 */
export async function measureKillMidImport(target: Target, killAfterBytes = 2 * 1024 * 1024): Promise<ImportKillFigures> {
  const before = await countsOf(target);
  const sizePool = target.kind === 'postgres' ? new pg.Pool({ connectionString: target.url, max: 1 }) : undefined;
  let killedAfterMs: number;
  let writtenBeforeKillBytes: number;
  try {
    const baseline = await writtenBytes(target, sizePool);
    const cli = runImport(target);
    const started = performance.now();
    for (;;) {
      const written = (await writtenBytes(target, sizePool)) - baseline;
      if (written >= killAfterBytes) {
        cli.child.kill('SIGKILL');
        killedAfterMs = Math.round(performance.now() - started);
        writtenBeforeKillBytes = written;
        break;
      }
      if (cli.child.exitCode !== null) {
        throw new Error(`the import ended before it could be killed mid-write (wrote ${written} bytes):\n${cli.output()}`);
      }
      await sleep(20);
    }
    await cli.exited;
    // PostgreSQL rolls the transaction back once it notices the client is gone: wait for its lock to go.
    if (sizePool) {
      while ((await sizePool.query(`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND pid <> pg_backend_pid()`)).rowCount)
        await sleep(50);
    }
  } finally {
    await sizePool?.end();
  }
  const afterKill = await countsOf(target);

  const reimportStarted = performance.now();
  const full = runImport(target);
  if ((await full.exited) !== 0) throw new Error(`the import after the kill failed:\n${full.output()}`);
  const reimportMs = Math.round(performance.now() - reimportStarted);
  const afterReimport = await countsOf(target);
  return {
    database: target.kind,
    before,
    killedAfterMs,
    writtenBeforeKillBytes,
    afterKill,
    reimportMs,
    afterReimport,
  };
}

const json = { 'content-type': 'application/json' };

async function post(origin: string, url: string, body: unknown, headers: Record<string, string> = json) {
  const response = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
}

const membershipCounts = (target: Target, email: string) =>
  withPool(target, async (pool) => {
    const { rows } = await pool.query<{ succeeded: number; memberships: number }>(
      `SELECT (SELECT count(*)::int FROM payments p WHERE p.user_id = u.id AND p.status = 'succeeded') AS succeeded,
              (SELECT count(*)::int FROM memberships m WHERE m.user_id = u.id AND m.source_type = 'payment') AS memberships
         FROM users u WHERE u.email = $1`,
      [email],
    );
    return rows[0]!;
  });

export interface PaymentKillFigures {
  /** One row per kill: how long after the confirmation was sent the server died, and what it had answered. */
  sandbox: Array<{
    killAfterMs: number;
    answeredBeforeKill: number | 'none';
    /** Memberships found after the kill, before the restart: 1 when the kill came after the commit, 0 before it. */
    grantedBeforeRetry: number;
    retryStatus: number;
    succeeded: number;
    memberships: number;
  }>;
  stripe: {
    answeredBeforeKill: number | 'none';
    grantedBeforeRedelivery: number;
    /** The webhook delivered again after the restart, as Stripe does for an unacknowledged event. */
    redelivery: { status: number; body: string };
    duplicate: { status: number; body: string };
    succeeded: number;
    memberships: number;
  };
}

/**
 * The sandbox on the embedded database (DATA_DIR): the server is killed while a confirmation is in flight,
 * restarted, and the member's browser sends it again. Stripe on PostgreSQL: the server is killed while
 * handling `payment_intent.succeeded`; after the restart Stripe's redelivery must grant once.
 */
export async function measureKillMidPayment(pgliteDataDir: string, postgresUrl: string, referenceDir: string): Promise<PaymentKillFigures> {
  const sandbox: PaymentKillFigures['sandbox'] = [];
  const pglite: Target = { kind: 'pglite', dataDir: pgliteDataDir };
  // Before the request is read, while it is handled, and around its commit (the confirmation takes tens of ms).
  for (const killAfterMs of [0, 15, 40]) {
    let server = await startServerProcess(pglite, { FAULT_REFERENCE_DIR: referenceDir });
    const member = signUpPayload();
    const signUp = await post(server.origin, '/api/auth/sign-up', member);
    if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${signUp.body}`);
    const intent = await post(server.origin, '/api/create-payment-intent', { amount: 300, currency: 'cad', email: member.email });
    const { clientSecret } = JSON.parse(intent.body) as { clientSecret: string };
    const confirmation = { paymentIntentId: clientSecret.split('_secret_')[0], clientSecret, cardNumber: '4242424242424242' };
    let answeredBeforeKill: number | 'none' = 'none';
    const inFlight = post(server.origin, '/api/payments/sandbox/confirm', confirmation).then(
      (answer) => (answeredBeforeKill = answer.status),
      () => undefined,
    );
    await sleep(killAfterMs);
    await server.kill9();
    await inFlight;
    const grantedBeforeRetry = (await membershipCounts(pglite, member.email)).memberships;
    server = await startServerProcess(pglite, { FAULT_REFERENCE_DIR: referenceDir });
    const retry = await post(server.origin, '/api/payments/sandbox/confirm', confirmation);
    await server.stop();
    sandbox.push({
      killAfterMs,
      answeredBeforeKill,
      grantedBeforeRetry,
      retryStatus: retry.status,
      ...(await membershipCounts(pglite, member.email)),
    });
  }

  const stripeMock = await startStripeMock();
  const webhookSecret = 'whsec_faults';
  const stripeEnv = {
    STRIPE_SECRET_KEY: 'sk_test_faults',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_faults',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    FAULT_STRIPE_API: `${stripeMock.location.host}:${stripeMock.location.port}`,
    FAULT_REFERENCE_DIR: referenceDir,
  };
  const postgres: Target = { kind: 'postgres', url: postgresUrl };
  try {
    let server = await startServerProcess(postgres, stripeEnv);
    const member = signUpPayload();
    const signUp = await post(server.origin, '/api/auth/sign-up', member);
    if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${signUp.body}`);
    const intent = await post(server.origin, '/api/create-payment-intent', { amount: 300, currency: 'cad', email: member.email });
    const intentId = (JSON.parse(intent.body) as { clientSecret: string }).clientSecret.split('_secret_')[0]!;
    stripeMock.succeed(intentId);
    const body = JSON.stringify({
      id: `evt_faults_${Date.now()}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2024-06-20',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: intentId, object: 'payment_intent' } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    const signer = new Stripe('sk_test_signer');
    const deliver = (origin: string) =>
      post(origin, '/api/webhooks/stripe', body, {
        ...json,
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret }),
      });
    let answeredBeforeKill: number | 'none' = 'none';
    const inFlight = deliver(server.origin).then(
      (answer) => (answeredBeforeKill = answer.status),
      () => undefined,
    );
    await sleep(15);
    await server.kill9();
    await inFlight;
    const grantedBeforeRedelivery = (await membershipCounts(postgres, member.email)).memberships;
    server = await startServerProcess(postgres, stripeEnv);
    const redelivery = await deliver(server.origin);
    const duplicate = await deliver(server.origin);
    await server.stop();
    return {
      sandbox,
      stripe: { answeredBeforeKill, grantedBeforeRedelivery, redelivery, duplicate, ...(await membershipCounts(postgres, member.email)) },
    };
  } finally {
    await stripeMock.close();
  }
}

export interface SigkillFigures {
  imports: ImportKillFigures[];
  payments: PaymentKillFigures;
}

export interface SigkillTargets {
  pglite: { kind: 'pglite'; dataDir: string };
  postgres: { kind: 'postgres'; url: string };
  referenceDir: string;
  destroy(): Promise<void>;
}

/**
 * A fresh embedded database (DATA_DIR in a temporary directory) and a PostgreSQL cluster of its own, each
 * migrated with one quarter loaded by a first start of the server, as `npm start` does; the server is then
 * stopped, since the embedded database serves one process at a time and the import CLI needs it.
 */
export async function prepareSigkillTargets(): Promise<SigkillTargets> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-faults-kill-'));
  const referenceDir = oneQuarterReferenceDir();
  const cluster = await startTempPostgres();
  const targets = {
    pglite: { kind: 'pglite' as const, dataDir: path.join(root, 'data') },
    postgres: { kind: 'postgres' as const, url: cluster.url },
    referenceDir,
    async destroy() {
      await cluster.destroy();
      fs.rmSync(root, { recursive: true, force: true });
      fs.rmSync(referenceDir, { recursive: true, force: true });
    },
  };
  try {
    await Promise.all(
      [targets.pglite, targets.postgres].map(async (target) =>
        (await startServerProcess(target, { FAULT_REFERENCE_DIR: referenceDir })).stop(),
      ),
    );
  } catch (error) {
    await targets.destroy();
    throw error;
  }
  return targets;
}

export interface SigkillFigures {
  imports: ImportKillFigures[];
  payments: PaymentKillFigures;
}

/** Every SIGKILL scenario, on both databases. */
export async function measureSigkill(): Promise<SigkillFigures> {
  const targets = await prepareSigkillTargets();
  try {
    const imports = [await measureKillMidImport(targets.pglite), await measureKillMidImport(targets.postgres)];
    const payments = await measureKillMidPayment(targets.pglite.dataDir, targets.postgres.url, targets.referenceDir);
    return { imports, payments };
  } finally {
    await targets.destroy();
  }
}
