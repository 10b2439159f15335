import { describe, expect, it } from 'vitest';
import { measureSigkill } from '../test-support/faults/sigkill';
import { requireTempPostgres } from '../test-support/temp-postgres';

describe('SIGKILL mid-import and mid-payment (docs/decisions/019-database-faults.md)', () => {
  it('leaves no half-written quarter, and every payment ends granted exactly once after the restart', async () => {
    requireTempPostgres();
    const figures = await measureSigkill();
    console.log('sigkill:', JSON.stringify(figures));

    for (const run of figures.imports) {
      // Killed while writing: the quarter's rows had reached the disk uncommitted.
      expect(run.writtenBeforeKillBytes).toBeGreaterThan(0);
      // Nothing of the killed import is visible: the quarter is absent, every count as before.
      expect(run.afterKill, run.database).toEqual(run.before);
      // Imported again to the end: the whole quarter is there, once.
      expect(run.afterReimport.quarterRows, run.database).toBeGreaterThan(1_000);
      expect(run.afterReimport.allLmiaRows).toBe(run.before.allLmiaRows + run.afterReimport.quarterRows);
      expect(run.afterSecondReimport).toEqual(run.afterReimport);
      expect(run.secondReimportOutput).toMatch(/ 0 new, /);
    }

    for (const kill of figures.payments.sandbox) {
      // The member's second try goes through whatever the first did before the kill, and grants once.
      expect(kill.retryStatus, JSON.stringify(kill)).toBe(200);
      expect(kill.succeeded).toBe(1);
      expect(kill.memberships).toBe(1);
    }
    const stripe = figures.payments.stripe;
    expect(stripe.redelivery.status, stripe.redelivery.body).toBe(200);
    expect(stripe.duplicate.status).toBe(200);
    expect(JSON.parse(stripe.duplicate.body)).toEqual({ received: true, duplicate: true });
    expect(stripe.succeeded).toBe(1);
    expect(stripe.memberships).toBe(1);
  });
});
