import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db, Executor, Tx } from './client';

/**
 * Every PostgreSQL advisory lock the product takes, by name. The numbers are arbitrary but must differ
 * and must never change while an older instance may still be running: several instances share one
 * database, and the lock is what lets exactly one of them do each piece of scheduled work.
 */
export const ADVISORY_LOCKS = {
  migrations: 7_311_002,
  membershipNotices: 7_311_004,
  funnelTick: 7_311_005,
  jobAlertDigest: 7_311_006,
  imports: 7_311_010,
  cleanup: 7_311_011,
  mpesaReconcile: 7_311_012,
  /** Keyed by member (two-key form): one member's writes that check a per-member count queue behind each other. */
  memberWrites: 7_311_013,
} as const;
export type AdvisoryLockName = keyof typeof ADVISORY_LOCKS;

/** Takes the lock for the rest of the transaction if it is free; false when another holder has it. */
export async function tryTransactionLock(tx: Executor, name: AdvisoryLockName): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS[name]}) as locked`);
  return result.rows[0]?.locked === true;
}

/** Waits for the lock and holds it for the rest of the transaction (imports queue behind each other). */
export async function waitForTransactionLock(tx: Executor, name: AdvisoryLockName): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS[name]})`);
}

/**
 * Waits for the named lock on one member and holds it for the rest of the transaction: a per-member cap
 * (count, then insert) is only a cap when two of the member's requests cannot both count before either
 * inserts. `hashtext` folds the member's id into the lock's second key; a collision only makes two members
 * queue behind each other, never lets a count slip.
 */
export async function waitForMemberLock(tx: Executor, name: AdvisoryLockName, memberId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS[name]}, hashtext(${memberId}))`);
}

/**
 * Runs `work` in a transaction that holds the named lock, or skips it when another instance holds it:
 * the pattern of every scheduled job.
 */
export async function withAdvisoryLock<T>(
  db: Db,
  name: AdvisoryLockName,
  work: (tx: Tx) => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  return db.transaction(async (tx) =>
    (await tryTransactionLock(tx, name)) ? { ran: true as const, value: await work(tx) } : { ran: false as const },
  );
}

/** A session-level lock on one dedicated client, for work that spans many transactions (migrations). */
export async function withSessionLock<T>(client: pg.PoolClient, name: AdvisoryLockName, work: () => Promise<T>): Promise<T> {
  await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS[name]]);
  try {
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCKS[name]]);
  }
}
