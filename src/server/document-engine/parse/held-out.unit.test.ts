import { describe, expect, it } from 'vitest';
import { leaks, measure, personalValues, readFixtures, refereeTraces } from './fixture-scoring';

/**
 * The parser over CVs it was never tuned on (fixtures/held-out/): other trades, other layouts (two-column
 * PDF text, bio-data blocks, underlined headings, numbered achievements) and other ways of writing dates,
 * phones and names. Scored exactly like the tuned fixtures (fixture-scoring.ts). Fix what these show by
 * general rules only; a rule written for one of these CVs makes the figure say nothing.
 */

const fixtures = readFixtures(new URL('./fixtures/held-out/', import.meta.url));

// Held-out CVs measure how the parser generalises, so a few misses on unseen layouts are expected; 0.9 stays
// the bar for the set it was tuned on (accuracy.unit.test.ts).
const REQUIRED_ACCURACY = 0.85;

describe('built-in résumé parser accuracy over held-out CVs', () => {
  it('has held-out CVs to measure', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(8);
  });

  it(`extracts at least ${REQUIRED_ACCURACY * 100} % of the expected fields`, () => {
    const result = measure('held-out accuracy', fixtures);
    console.log(result.report);
    expect(result.invalid).toEqual([]);
    expect(result.accuracy).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });

  it('copies no personal-detail value and nothing from the referees into the result', () => {
    for (const fixture of fixtures) {
      expect(leaks(fixture, [...personalValues(fixture.text), ...refereeTraces(fixture.text)]), fixture.name).toEqual([]);
    }
  });
});
