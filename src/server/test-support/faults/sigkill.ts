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
import { startDarajaMock } from '../daraja-mock';
import { startStripeMock, stripeEvent } from '../stripe-mock';
import { startTempPostgres } from '../temp-postgres';
import { oneQuarterReferenceDir } from './fault-fixtures';

/**
 * SIGKILL at the worst moment (docs/decisions/022-database-faults.md): the import CLI killed while its one
 * transaction is writing a quarter, the server killed while a payment is being confirmed or a Stripe
 * webhook is being handled, and while M-Pesa payments wait for Safaricom's callback. The figures say what
 * was found after the restart.
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

/** A POST; `cookie` is the session the answer set (sign-up starts one), for the calls that pay (docs/product.md#checkout). */
async function post(origin: string, url: string, body: unknown, headers: Record<string, string> = json) {
  const response = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: response.status, body: await response.text(), cookie };
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
    const intent = await post(
      server.origin,
      '/api/create-payment-intent',
      { amount: 300, currency: 'cad' },
      { ...json, cookie: signUp.cookie },
    );
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
    const intent = await post(
      server.origin,
      '/api/create-payment-intent',
      { amount: 300, currency: 'cad' },
      { ...json, cookie: signUp.cookie },
    );
    const intentId = (JSON.parse(intent.body) as { clientSecret: string }).clientSecret.split('_secret_')[0]!;
    stripeMock.succeed(intentId);
    const body = JSON.stringify(
      stripeEvent(`evt_faults_${Date.now()}`, 'payment_intent.succeeded', { id: intentId, object: 'payment_intent' }),
    );
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

const MPESA_PHONES = { withheld: '0708374149', delivered: '0712345678' };

interface MpesaRows {
  /** Rows of the member's: every payment, and the M-Pesa rows joined to them. */
  payments: number;
  mpesaRows: number;
  paymentStatus: string | null;
  checkoutRequestId: string | null;
  resultCode: number | null;
  receiptNumber: string | null;
  succeeded: number;
  memberships: number;
}

const mpesaRowsOf = (target: Target, email: string) =>
  withPool(target, async (pool) => {
    const { rows } = await pool.query<MpesaRows>(
      `SELECT (SELECT count(*)::int FROM payments p WHERE p.user_id = u.id) AS payments,
              (SELECT count(*)::int FROM mpesa_payments m JOIN payments p ON p.id = m.payment_id WHERE p.user_id = u.id) AS "mpesaRows",
              (SELECT count(*)::int FROM payments p WHERE p.user_id = u.id AND p.status = 'succeeded') AS succeeded,
              (SELECT count(*)::int FROM memberships ms WHERE ms.user_id = u.id AND ms.source_type = 'payment') AS memberships,
              p.status AS "paymentStatus", m.checkout_request_id AS "checkoutRequestId", m.result_code AS "resultCode",
              m.receipt_number AS "receiptNumber"
         FROM users u
         LEFT JOIN payments p ON p.user_id = u.id
         LEFT JOIN mpesa_payments m ON m.payment_id = p.id
        WHERE u.email = $1
        LIMIT 1`,
      [email],
    );
    return rows[0]!;
  });

async function getJson(origin: string, url: string, cookie = '') {
  const response = await fetch(`${origin}${url}`, { headers: { cookie } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export interface MpesaKillFigures {
  database: 'pglite' | 'postgres';
  /** What the push answered: 202 and Safaricom's CheckoutRequestID, before the kill. */
  created: { withheld: number; delivered: number };
  /** Found with the server dead, before the restart: one payment and its M-Pesa row each, still pending. */
  afterKill: { withheld: MpesaRows; delivered: MpesaRows };
  restartMs: number;
  /** The callback never comes: the status route's own query (from 30 s after the push) completes it. */
  withheld: {
    pendingPolls: number;
    completedAfterMs: number;
    answer: Record<string, unknown>;
    /** A further poll: its answer, and how many status queries it sent Safaricom (none: nothing is pending). */
    again: Record<string, unknown>;
    queriesByAgain: number;
    final: MpesaRows;
  };
  /** The callback Safaricom held arrives at the restarted server, then once more. */
  delivered: {
    delivery: number;
    /** The member was paid this soon after the callback (watched through their session), or never within 20 s. */
    paidByCallback: boolean;
    paidAfterDeliveryMs: number;
    answer: Record<string, unknown>;
    duplicate: number;
    final: MpesaRows;
  };
}

/**
 * Two members each start an M-Pesa payment (202) with the server talking to a Daraja mock that runs in this
 * process, so Safaricom's state outlives the server. The server is killed at once, before any callback; the
 * phones then pay (the mock's status query answers ResultCode 0). After the restart one callback is never
 * delivered: the member's checkout polling GET /api/payments/mpesa/:id makes the server query Safaricom
 * (from MPESA_QUERY_FROM_MS after the push, the same query the reconciliation tick sends after
 * MPESA_RECONCILE_AFTER_MS) and that completes it. The other member's callback arrives at the restarted
 * server, and once more.
 */
export async function measureKillMidMpesa(target: Target, referenceDir: string): Promise<MpesaKillFigures> {
  const daraja = await startDarajaMock(() => new Date());
  const env = {
    MPESA_CONSUMER_KEY: daraja.credentials.consumerKey,
    MPESA_CONSUMER_SECRET: daraja.credentials.consumerSecret,
    MPESA_SHORTCODE: daraja.credentials.shortcode,
    MPESA_PASSKEY: daraja.credentials.passkey,
    MPESA_BASE_URL: daraja.url,
    FAULT_REFERENCE_DIR: referenceDir,
  };
  try {
    let server = await startServerProcess(target, env);
    const pay = async (phone: string) => {
      const member = signUpPayload();
      const signUp = await fetch(`${server.origin}/api/auth/sign-up`, { method: 'POST', headers: json, body: JSON.stringify(member) });
      if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
      // The member's session (it survives the restart: sessions are rows), to ask whether they are paid.
      const cookie = signUp.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const created = await post(server.origin, '/api/payments/mpesa', { phone }, { ...json, cookie });
      if (created.status !== 202) throw new Error(`the M-Pesa payment was not accepted: ${created.status} ${created.body}`);
      const body = JSON.parse(created.body) as { id: string; checkoutRequestId: string };
      return { ...body, email: member.email, cookie, status: created.status, at: performance.now() };
    };
    const withheld = await pay(MPESA_PHONES.withheld);
    const delivered = await pay(MPESA_PHONES.delivered);
    // Safaricom holds both callbacks: the mock only sends one when told (callbackFor, posted below).
    await server.kill9();
    daraja.answer(withheld.checkoutRequestId, 0);
    daraja.answer(delivered.checkoutRequestId, 0);
    const afterKill = { withheld: await mpesaRowsOf(target, withheld.email), delivered: await mpesaRowsOf(target, delivered.email) };

    const restartStarted = performance.now();
    server = await startServerProcess(target, env);
    const restartMs = Math.round(performance.now() - restartStarted);

    // The held callback arrives now, with a receipt the status query does not carry. Its effect is watched
    // through the member's session (GET /api/auth/status), which never queries Safaricom: only the callback
    // can pay this one (no reconciliation tick runs in the fault server).
    const callback = daraja.callbackFor(delivered.checkoutRequestId, { receipt: 'FAULTKILL01' });
    const deliveredAt = performance.now();
    const delivery = await post(server.origin, callback.path, callback.body);
    let paidByCallback = false;
    while (!paidByCallback && performance.now() - deliveredAt < 20_000) {
      const status = await fetch(`${server.origin}/api/auth/status`, { headers: { cookie: delivered.cookie } });
      paidByCallback = ((await status.json()) as { isPaidMember?: boolean }).isPaidMember === true;
      if (!paidByCallback) await sleep(100);
    }
    const paidAfterDeliveryMs = Math.round(performance.now() - deliveredAt);
    const deliveredAnswer = (await getJson(server.origin, `/api/payments/mpesa/${delivered.id}`, delivered.cookie)).body;
    const duplicate = await post(server.origin, callback.path, callback.body);
    const duplicateAt = performance.now();

    // The withheld one: polled as the checkout does, until it is no longer pending or well past the first query.
    let pendingPolls = 0;
    let withheldAnswer: Record<string, unknown>;
    for (;;) {
      withheldAnswer = (await getJson(server.origin, `/api/payments/mpesa/${withheld.id}`, withheld.cookie)).body;
      if (withheldAnswer.status !== 'pending' || performance.now() - withheld.at > 60_000) break;
      pendingPolls += 1;
      await sleep(1_000);
    }
    const withheldAfterMs = Math.round(performance.now() - withheld.at);
    const queriesBefore = daraja.queries.length;
    const again = (await getJson(server.origin, `/api/payments/mpesa/${withheld.id}`, withheld.cookie)).body;
    const queriesByAgain = daraja.queries.length - queriesBefore;
    // The duplicate is handled in the background after its 200 (a few queries): it has had seconds before the
    // stop, which ends the fault server's process at once.
    await sleep(Math.max(0, duplicateAt + 2_000 - performance.now()));
    await server.stop();

    return {
      database: target.kind,
      created: { withheld: withheld.status, delivered: delivered.status },
      afterKill,
      restartMs,
      withheld: {
        pendingPolls,
        completedAfterMs: withheldAfterMs,
        answer: withheldAnswer,
        again,
        queriesByAgain,
        final: await mpesaRowsOf(target, withheld.email),
      },
      delivered: {
        delivery: delivery.status,
        paidByCallback,
        paidAfterDeliveryMs,
        answer: deliveredAnswer,
        duplicate: duplicate.status,
        final: await mpesaRowsOf(target, delivered.email),
      },
    };
  } finally {
    await daraja.close();
  }
}

export interface SigkillFigures {
  imports: ImportKillFigures[];
  payments: PaymentKillFigures;
  mpesa: MpesaKillFigures[];
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

/** Every SIGKILL scenario, on both databases. */
export async function measureSigkill(): Promise<SigkillFigures> {
  const targets = await prepareSigkillTargets();
  try {
    const imports = [await measureKillMidImport(targets.pglite), await measureKillMidImport(targets.postgres)];
    const payments = await measureKillMidPayment(targets.pglite.dataDir, targets.postgres.url, targets.referenceDir);
    const mpesa = [
      await measureKillMidMpesa(targets.pglite, targets.referenceDir),
      await measureKillMidMpesa(targets.postgres, targets.referenceDir),
    ];
    return { imports, payments, mpesa };
  } finally {
    await targets.destroy();
  }
}
