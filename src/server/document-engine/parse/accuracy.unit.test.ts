import { describe, expect, it } from 'vitest';
import { leaks, measure, personalValues, readFixtures, refereeTraces } from './fixture-scoring';

/**
 * Field-level accuracy of the built-in parser over the fixture CVs the parser was tuned on (fixtures/NN-name.txt
 * with the result a careful human would extract, NN-name.json), and proof that personal details and referees
 * never leak. How it does on CVs it was not tuned on is held-out.unit.test.ts.
 */

// No database here: a `.unit.test.ts` file runs once, in the PGlite project (vitest.config.ts).

const fixtures = readFixtures(new URL('./fixtures/', import.meta.url));
const REQUIRED_ACCURACY = 0.9;

describe('built-in résumé parser accuracy over the fixtures', () => {
  it('has fixtures to measure', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(18);
  });

  it(`extracts at least ${REQUIRED_ACCURACY * 100} % of the expected fields`, () => {
    const result = measure('Résumé parser accuracy', fixtures);
    console.log(result.report);
    expect(result.invalid).toEqual([]);
    expect(result.accuracy).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });

  it('copies no personal-detail value anywhere into the result', () => {
    const withDetails = fixtures.filter((fixture) => personalValues(fixture.text).length > 0);
    expect(withDetails.length).toBeGreaterThanOrEqual(5);
    for (const fixture of withDetails) expect(leaks(fixture, personalValues(fixture.text)), fixture.name).toEqual([]);
  });

  it('takes nothing from the referees', () => {
    const withReferees = fixtures.filter((fixture) => refereeTraces(fixture.text).length > 0);
    expect(withReferees.length).toBeGreaterThanOrEqual(8);
    for (const fixture of withReferees) expect(leaks(fixture, refereeTraces(fixture.text)), fixture.name).toEqual([]);
  });
});
