import { describe, expect, it } from 'vitest';
import { parseResume } from '../index';
import { accuracyReport, measureFixtures, ratio, readKenyanCvFixtures, summarise } from './accuracy';

/**
 * The parser over the Kenyan CV fixtures (parse/fixtures/kenyan-cvs/), with invented entries counted
 * (accuracy.ts). These figures are a FLOOR, not a goal: first what the parser scored the day the fixtures
 * were written (tune 63.5 %, holdout 67.9 %), now what it scores after the issue 26 work (tune 99.3 %,
 * holdout 100 %, all 99.7 %, no leak), rounded down by about half a point, so that later parser work can
 * only raise them. The holdout half was read during the second round of that work (decision 037): it is no
 * longer unseen, and a fresh unseen set is measured apart. The target is 95 % on the tuned half and on the
 * held-out half (issue 26). When a change raises a figure, raise its floor here; never lower one.
 */

// No database here: a `.unit.test.ts` file runs once, in the PGlite project (vitest.config.ts).

const FLOOR = { tune: 0.988, holdout: 0.995, all: 0.992 } as const;
/** Forbidden strings (referees, ID numbers, dates of birth…) found in the output today: none. */
const MAX_LEAKS = 0;
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
