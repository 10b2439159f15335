import { describe, expect, it } from 'vitest';
import { parseResume } from '../index';
import { accuracyReport, measureFixtures, ratio, readKenyanCvFixtures, summarise } from './accuracy';

/**
 * The parser over the Kenyan CV fixtures (parse/fixtures/kenyan-cvs/), with invented entries counted
 * (accuracy.ts). These figures are a FLOOR, not a goal: first what the parser scored the day the fixtures
 * were written (tune 63.5 %, holdout 67.9 %), now what it scores after the issue 26 work, so that later
 * parser work can only raise them. The target
 * is 95 % on the tuned half and on the held-out half (issue 26). When a change raises a figure, raise its
 * floor here to the new figure (rounded down to 0.1 %); never lower one.
 */

// No database here: a `.unit.test.ts` file runs once, in the PGlite project (vitest.config.ts).

const FLOOR = { tune: 0.985, holdout: 0.888, all: 0.935 } as const;
/** Forbidden strings (referees, ID numbers, dates of birth…) found in the output today: one, in the held-out half. */
const MAX_LEAKS = 1;
const TARGET = 0.95;

describe('parser accuracy over the Kenyan CV fixtures, spurious entries counted', () => {
  const measured = measureFixtures(readKenyanCvFixtures(), parseResume);
  // The floors were measured on the tuned and held-out halves; the fresh set has no floor (it is a check on
  // CVs nobody tuned for, shown by `npm run bench:documents`).
  const results = measured.filter((result) => result.split !== 'fresh');

  it(`stays at or above today's floor on each half (the target is ${TARGET * 100} %)`, () => {
    console.log(accuracyReport(measured));
    const figure = (split: 'tune' | 'holdout' | 'all') =>
      ratio(summarise(split === 'all' ? results : results.filter((result) => result.split === split)).total);
    expect(figure('tune')).toBeGreaterThanOrEqual(FLOOR.tune);
    expect(figure('holdout')).toBeGreaterThanOrEqual(FLOOR.holdout);
    expect(figure('all')).toBeGreaterThanOrEqual(FLOOR.all);
  });

  it('leaks no more forbidden strings than today', () => {
    expect(summarise(results).byKind.forbidden.spurious).toBeLessThanOrEqual(MAX_LEAKS);
  });
});
