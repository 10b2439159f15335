import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import { PROVINCES } from '../../../shared/constants';
import { buildApp, type App } from '../../app';
import { grantTestMembership, signUp, STRONG_PASSWORD, uniqueEmail } from '../members';
import { startTempPostgres, type TempPostgres } from '../temp-postgres';
import { testConfig } from '../test-app';
import { cloneMembers, oneQuarterReferenceDir } from './fault-fixtures';

/**
 * PostgreSQL restarted under load (docs/decisions/022-database-faults.md): an app on a PostgreSQL cluster
 * of its own serves searches, sign-ins and payments from concurrent users; the cluster is restarted with
 * `pg_ctl restart -m fast` in the middle; the figures say how many requests failed, how long the app took
 * to answer again, and whether every payment ended granted exactly once.
 */
export interface RestartFigures {
  requests: number;
  failed: number;
  failedPercent: number;
  /** Failures by kind and what they were: status code, or 'network' for no answer at all. */
  failures: Record<string, number>;
  /** Requests and latency by kind over the whole run (restart included). */
  byKind: Record<string, { requests: number; p50: number; p99: number }>;
  /** Requests in flight at some moment between the stop and the cluster accepting connections again. */
  duringRestart: number;
  /** pg_ctl restart, from the stop to the cluster accepting connections again. */
  databaseDownMs: number;
  /** From the cluster accepting connections to the first OK answer of a request sent after that. */
  recoveryMs: number;
  /** From the stop to the first OK answer of a request sent after the stop. */
  outageMs: number;
  payments: {
    members: number;
    /** Confirmations answered 200. */
    confirmed: number;
    /** Payment calls that failed and were tried again (503 or no answer), as a member's browser would. */
    retried: number;
    /** Members with more than one paid membership, or a succeeded payment without one: must be 0. */
    doubled: number;
    lost: number;
  };
  /** The app still answered /api/health after the load. */
  serverAlive: boolean;
}

export interface RestartOptions {
  /** Concurrent searching users (each signs in again every 15 searches). */
  searchers?: number;
  /** Concurrent users paying for a membership, one member after another. */
  payers?: number;
  /** Load before the restart, and after the app answers again. */
  beforeMs?: number;
  afterMs?: number;
  /** To prove the suite can fail: build the app with a pool that does not wait for the database to come back. */
  connectionWaitMs?: number;
}

type Kind = 'search' | 'sign-in' | 'payment';
interface Sample {
  kind: Kind;
  startedAt: number;
  endedAt: number;
  status: number | 'network';
  ok: boolean;
}

const WORDS = ['cook', 'driver', 'welder', 'farm', 'care', 'clean', 'supervisor', 'baker', 'mechanic', 'server', 'labour', 'nurse'];

export async function measurePostgresRestart(options: RestartOptions = {}): Promise<RestartFigures> {
  const searchers = options.searchers ?? 24;
  const payers = options.payers ?? 6;
  const beforeMs = options.beforeMs ?? 8_000;
  const afterMs = options.afterMs ?? 8_000;

  const cluster: TempPostgres = await startTempPostgres();
  const referenceDir = oneQuarterReferenceDir();
  let app: App | undefined;
  try {
    app = await buildApp(
      // Each simulated user has an address of its own behind a trusted proxy, as members behind carriers do.
      { ...testConfig({ TRUST_PROXY: '1' }), database: { kind: 'postgres', url: cluster.url } },
      {
        logger: false,
        schedules: false,
        referenceDataDir: referenceDir,
        ...(options.connectionWaitMs === undefined ? {} : { connectionWaitMs: options.connectionWaitMs }),
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const { user } = await signUp(app);
    const searcherEmails = Array.from({ length: searchers }, () => uniqueEmail('searcher'));
    const searcherIds = await cloneMembers(app.database.pool, user.id, searcherEmails);
    for (const id of searcherIds) await grantTestMembership(app, id);

    const samples: Sample[] = [];
    const request = async (kind: Kind, address: string, path: string, init: RequestInit = {}) => {
      const startedAt = performance.now();
      try {
        const response = await fetch(`${origin}${path}`, {
          ...init,
          headers: { 'x-forwarded-for': address, 'content-type': 'application/json', ...(init.headers ?? {}) },
          signal: AbortSignal.timeout(15_000),
        });
        const body = await response.text();
        samples.push({ kind, startedAt, endedAt: performance.now(), status: response.status, ok: response.ok });
        return { status: response.status, body, cookie: response.headers.getSetCookie().find((c) => c.startsWith('mb_session=')) };
      } catch {
        samples.push({ kind, startedAt, endedAt: performance.now(), status: 'network', ok: false });
        return { status: 0, body: '', cookie: undefined };
      }
    };

    let stopping = false;
    const signIn = async (email: string, address: string) => {
      for (;;) {
        const answer = await request('sign-in', address, '/api/auth/sign-in', {
          method: 'POST',
          body: JSON.stringify({ email, password: STRONG_PASSWORD }),
        });
        if (answer.cookie) return answer.cookie.split(';')[0]!;
        if (stopping) return undefined;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };

    const searcher = async (email: string, n: number) => {
      const address = `10.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
      let searches = 0;
      let cookie = await signIn(email, address);
      while (!stopping && cookie) {
        // Distinct searches, so most miss the page cache and reach the database.
        const search = WORDS[(n + searches) % WORDS.length]!;
        const province = PROVINCES[(n * 7 + searches) % PROVINCES.length]!;
        const page = 1 + ((n + searches * 3) % 5);
        await request('search', address, `/api/jobs?search=${search}&province=${encodeURIComponent(province)}&page=${page}`, {
          headers: { cookie },
        });
        searches += 1;
        // A new session now and then: sign-in is part of the load, and one session stays under its search limit.
        if (searches % 15 === 0) cookie = (await signIn(email, address)) ?? cookie;
      }
    };

    // The paying members' accounts exist before the load: the suite's own set-up must not depend on the database it restarts.
    const payerEmails = Array.from({ length: payers }, (_, n) => Array.from({ length: 60 }, () => uniqueEmail(`payer${n}`)));
    await cloneMembers(app.database.pool, user.id, payerEmails.flat());
    const paid: Array<{ email: string; confirmed: boolean }> = [];
    let retried = 0;
    const payer = async (n: number) => {
      for (let i = 0; !stopping && i < payerEmails[n]!.length; i += 1) {
        // Each payment from an address of its own: the per-address payment limit (30 in 15 minutes) is not under test.
        const address = `10.2.${n}.${(i % 250) + 1}`;
        const email = payerEmails[n]![i]!;
        const record = { email, confirmed: false };
        paid.push(record);
        let clientSecret: string | undefined;
        // Paying needs the member's session (docs/product.md#checkout): signed in first, through the same restarts.
        const session = await signIn(email, address);
        while (!clientSecret && !stopping) {
          const answer = await request('payment', address, '/api/create-payment-intent', {
            method: 'POST',
            body: JSON.stringify({ amount: 300, currency: 'cad', description: 'Membership' }),
            headers: { cookie: session ?? '' },
          });
          if (answer.status === 200) clientSecret = (JSON.parse(answer.body) as { clientSecret: string }).clientSecret;
          else retried += 1;
        }
        // A member whose confirmation failed tries again until it goes through (bounded, so a bug cannot hang the suite).
        const giveUpAt = performance.now() + 60_000;
        while (clientSecret && !record.confirmed && performance.now() < giveUpAt) {
          const answer = await request('payment', address, '/api/payments/sandbox/confirm', {
            method: 'POST',
            body: JSON.stringify({ paymentIntentId: clientSecret.split('_secret_')[0], clientSecret, cardNumber: '4242424242424242' }),
          });
          if (answer.status === 200) record.confirmed = true;
          else {
            retried += 1;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    const users = [...searcherEmails.map((email, n) => searcher(email, n)), ...Array.from({ length: payers }, (_, n) => payer(n))];
    await new Promise((resolve) => setTimeout(resolve, beforeMs));
    const { stoppedAt, acceptingAt } = await cluster.restart();
    // Keep the load on until the app has answered for afterMs after the database came back.
    await new Promise((resolve) => setTimeout(resolve, afterMs));
    stopping = true;
    await Promise.all(users);

    const failures: Record<string, number> = {};
    for (const sample of samples) {
      const key = `${sample.kind} ${sample.status}`;
      if (!sample.ok) failures[key] = (failures[key] ?? 0) + 1;
    }
    const byKind: RestartFigures['byKind'] = {};
    for (const kind of ['search', 'sign-in', 'payment'] as const) {
      const times = samples
        .filter((sample) => sample.kind === kind)
        .map((sample) => sample.endedAt - sample.startedAt)
        .sort((a, b) => a - b);
      const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0);
      byKind[kind] = { requests: times.length, p50: at(0.5), p99: at(0.99) };
    }
    const failed = samples.filter((sample) => !sample.ok).length;
    const firstOkAfter = (time: number) =>
      Math.min(...samples.filter((sample) => sample.ok && sample.startedAt >= time).map((sample) => sample.endedAt));

    const membershipRows = await app.database.pool.query<{ email: string; succeeded: number; memberships: number }>(
      `SELECT u.email,
              (SELECT count(*)::int FROM payments p WHERE p.user_id = u.id AND p.status = 'succeeded') AS succeeded,
              (SELECT count(*)::int FROM memberships m WHERE m.user_id = u.id AND m.source_type = 'payment') AS memberships
         FROM users u WHERE u.email = ANY($1::text[])`,
      [paid.map((record) => record.email)],
    );
    const byEmail = new Map(membershipRows.rows.map((row) => [row.email, row]));
    let doubled = 0;
    let lost = 0;
    for (const record of paid) {
      const row = byEmail.get(record.email);
      if (!row) continue;
      if (row.succeeded > 1 || row.memberships > 1 || row.memberships !== row.succeeded) doubled += 1;
      if (record.confirmed && row.memberships !== 1) lost += 1;
    }
    const health = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    return {
      requests: samples.length,
      failed,
      failedPercent: Number(((failed / Math.max(1, samples.length)) * 100).toFixed(2)),
      failures,
      byKind,
      duringRestart: samples.filter((sample) => sample.startedAt <= acceptingAt && sample.endedAt >= stoppedAt).length,
      databaseDownMs: Math.round(acceptingAt - stoppedAt),
      recoveryMs: Math.round(Math.max(0, firstOkAfter(acceptingAt) - acceptingAt)),
      outageMs: Math.round(firstOkAfter(stoppedAt) - stoppedAt),
      payments: { members: paid.length, confirmed: paid.filter((record) => record.confirmed).length, retried, doubled, lost },
      serverAlive: health,
    };
  } finally {
    await app?.close().catch(() => {});
    await cluster.destroy();
    fs.rmSync(referenceDir, { recursive: true, force: true });
  }
}
