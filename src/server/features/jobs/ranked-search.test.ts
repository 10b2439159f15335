import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLmiaText, importReferenceGroups } from '../../test-support/lmia-import';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { referenceDataDir } from './import/load-reference-data';
import { countJobs, findJobsPage, findRankedJobsPageWithTotal, type JobFilters } from './repo';
import { jobsChanged, toPrefixTsQuery } from './service';

/**
 * The ranked search runs as a prepared statement, one per set of filters (repo.ts, preparedRankedPage). Each
 * answer must be the one the same search planned with its values gives: the plain page query in relevance order
 * and the plain count. The data is every eighth row of a shipped quarter, so every province, stream and TEER has
 * jobs, and broad words match hundreds.
 */
const WORDS = ['cook', 'farm', 'worker', 'nurse', 'supervisor', 'labour', 'driver', 'lmia', 'ltd', 'zzzz'];
const PROVINCES = ['Ontario', 'Alberta', 'British Columbia', 'Quebec', 'Manitoba'];

describe('the prepared ranked search', () => {
  let t: TestApp;
  let streams: string[];
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.database.db;
    await importReferenceGroups(db);
    const lines = fs.readFileSync(path.join(referenceDataDir(), 'esdc_tfwp_2025q1_positive_lmia_en.csv'), 'utf8').split('\n');
    const sample = [lines[0], lines[1], ...lines.slice(2).filter((_line, i) => i % 8 === 0)].join('\n');
    await importLmiaText(db, sample, 'esdc_tfwp_2025q1_positive_lmia_en.csv');
    await jobsChanged(db);
    const { rows } = await t.app.database.pool.query<{ stream: string }>('SELECT DISTINCT program_stream AS stream FROM jobs');
    streams = rows.map((row) => row.stream);
  }, 120_000);
  afterAll(async () => t.close());

  it('answers every set of filters as the query planned with its values does, in any order of searches', async () => {
    const db = t.app.database.db;
    const filtersArb = fc.record(
      {
        word: fc.constantFrom(...WORDS),
        province: fc.constantFrom(...PROVINCES),
        lmiaOnly: fc.boolean(),
        teer: fc.integer({ min: 0, max: 5 }),
        stream: fc.constantFrom(...streams),
        employer: fc.constantFrom('ltd', 'inc', 'farms'),
        page: fc.integer({ min: 1, max: 3 }),
      },
      { requiredKeys: ['word', 'lmiaOnly', 'page'] },
    );
    await fc.assert(
      fc.asyncProperty(filtersArb, async ({ word, page, ...rest }) => {
        const filters: JobFilters & { tsQuery: string } = { ...rest, tsQuery: toPrefixTsQuery(word)! };
        const ranked = await findRankedJobsPageWithTotal(db, filters, page, 10);
        const plain = await findJobsPage(db, filters, 'relevance', page, 10);
        const total = await countJobs(db, filters);
        expect(ranked.rows.map((row) => row.id)).toEqual(plain.map((row) => row.id));
        // Past the last match no row carries the total.
        expect(ranked.total).toBe(plain.length > 0 ? total : undefined);
      }),
      { numRuns: 120 },
    );
    // The searches above found jobs in most sets of filters: the property was not vacuous.
    const found = await findRankedJobsPageWithTotal(db, { tsQuery: 'worker:*', province: 'Ontario', lmiaOnly: true }, 1, 10);
    expect(found.total).toBeGreaterThan(10);
  });

  it('still answers after its connection is replaced (the statement is prepared again on the new one)', async () => {
    const db = t.app.database.db;
    const filters = { tsQuery: 'cook:*', province: 'Ontario', lmiaOnly: false };
    const before = await findRankedJobsPageWithTotal(db, filters, 1, 10);
    expect(before.rows.length).toBeGreaterThan(0);
    for (let i = 0; i < 2; i += 1) {
      // Drop the pooled connection that holds the prepared statement: the next search opens a fresh one.
      const client = await t.app.database.pool.connect();
      client.release(true);
      expect(await findRankedJobsPageWithTotal(db, filters, 1, 10)).toEqual(before);
    }
  });
});
