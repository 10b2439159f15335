import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  measureKillMidImport,
  measureKillMidMpesa,
  measureKillMidPayment,
  prepareSigkillTargets,
  type SigkillTargets,
} from '../test-support/faults/sigkill';
import { requireTempPostgres } from '../test-support/temp-postgres';

// Each import of a whole quarter takes a minute or more on the embedded database of a busy 2-core machine.
const SLOW = 600_000;

describe('SIGKILL mid-import and mid-payment (docs/decisions/022-database-faults.md)', () => {
  let targets: SigkillTargets;
  beforeAll(async () => {
    requireTempPostgres();
    targets = await prepareSigkillTargets();
  }, SLOW);
  afterAll(async () => targets?.destroy());

  it.each(['pglite', 'postgres'] as const)(
    'an import killed while writing a quarter leaves nothing behind, and the next import loads it whole (%s)',
    async (kind) => {
      const run = await measureKillMidImport(targets[kind]);
      console.log(`sigkill mid-import (${kind}):`, JSON.stringify(run));
      // Killed while writing: the quarter's rows had reached the disk uncommitted.
      expect(run.writtenBeforeKillBytes).toBeGreaterThan(0);
      // Nothing of the killed import is visible: the quarter is absent, every count as before.
      expect(run.afterKill).toEqual(run.before);
      // Imported again to the end: the whole quarter is there, once.
      expect(run.afterReimport.quarterRows).toBeGreaterThan(1_000);
      expect(run.afterReimport.allLmiaRows).toBe(run.before.allLmiaRows + run.afterReimport.quarterRows);
      expect(run.afterReimport.jobs).toBeGreaterThan(run.before.jobs);
    },
    SLOW,
  );

  it(
    'a payment whose server was killed mid-confirmation or mid-webhook ends granted exactly once after the restart',
    async () => {
      const figures = await measureKillMidPayment(targets.pglite.dataDir, targets.postgres.url, targets.referenceDir);
      console.log('sigkill mid-payment:', JSON.stringify(figures));
      for (const kill of figures.sandbox) {
        // The member's second try goes through whatever the first did before the kill, and grants once.
        expect(kill.retryStatus, JSON.stringify(kill)).toBe(200);
        expect(kill.succeeded).toBe(1);
        expect(kill.memberships).toBe(1);
      }
      const stripe = figures.stripe;
      expect(stripe.redelivery.status, stripe.redelivery.body).toBe(200);
      expect(stripe.duplicate.status).toBe(200);
      expect(JSON.parse(stripe.duplicate.body)).toEqual({ received: true, duplicate: true });
      expect(stripe.succeeded).toBe(1);
      expect(stripe.memberships).toBe(1);
    },
    SLOW,
  );

  it.each(['pglite', 'postgres'] as const)(
    'M-Pesa payments whose server was killed before their callbacks are whole after the restart and end granted exactly once (%s)',
    async (kind) => {
      const run = await measureKillMidMpesa(targets[kind], targets.referenceDir);
      console.log(`sigkill mid-M-Pesa (${kind}):`, JSON.stringify(run));
      expect(run.created).toEqual({ withheld: 202, delivered: 202 });
      // Nothing half-written: each member has one payment and its one M-Pesa row, named by Safaricom's id, still pending.
      for (const rows of [run.afterKill.withheld, run.afterKill.delivered]) {
        expect(rows).toMatchObject({ payments: 1, mpesaRows: 1, paymentStatus: 'requires_payment', resultCode: null, receiptNumber: null });
        expect(rows).toMatchObject({ succeeded: 0, memberships: 0 });
        expect(rows.checkoutRequestId).toMatch(/^ws_CO_/);
      }
      // The callback that never came: pending until the status query was due, then paid by Safaricom's answer.
      const withheld = run.withheld;
      expect(withheld.answer).toMatchObject({ status: 'succeeded', resultCode: 0 });
      // Completed by the status query, due from 30 s after the push (the figure counts from the 202 answer).
      expect(withheld.completedAfterMs).toBeGreaterThan(29_000);
      expect(withheld.again).toEqual(withheld.answer);
      expect(withheld.queriesByAgain).toBe(0);
      expect(withheld.final).toMatchObject({
        payments: 1,
        mpesaRows: 1,
        paymentStatus: 'succeeded',
        resultCode: 0,
        succeeded: 1,
        memberships: 1,
      });
      // The callback that arrived after the restart: confirmed and granted once (its receipt shows it was the
      // callback that paid), and its duplicate changed nothing.
      const delivered = run.delivered;
      expect([delivered.delivery, delivered.duplicate]).toEqual([200, 200]);
      expect(delivered.paidByCallback).toBe(true);
      expect(delivered.answer).toMatchObject({ status: 'succeeded', resultCode: 0, receiptNumber: 'FAULTKILL01' });
      expect(delivered.final).toMatchObject({
        payments: 1,
        mpesaRows: 1,
        paymentStatus: 'succeeded',
        receiptNumber: 'FAULTKILL01',
        succeeded: 1,
        memberships: 1,
      });
    },
    SLOW,
  );
});
