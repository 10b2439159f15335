import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { importCitiesFile, importLmiaFile, importLmiaFiles, importNocFile } from './import-service';
import { referenceDataDir } from './load-reference-data';

/**
 * Several quarters into a database without LMIA data, in one transaction with the indexes built at the end
 * (docs/decisions/063-first-load-in-one-transaction.md), on PGlite and PostgreSQL.
 */
const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);
const QUARTERS = [
  fixture('esdc_tfwp_2026q1_positive_lmia_en.xlsx'),
  fixture('esdc_tfwp_older_layout.csv'),
  fixture('esdc_tfwp_2025q2_positive_lmia_en.csv'),
];

let t: TestApp;
let db: Db;
const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows[0] as T;
/** Every index of the LMIA tables, as PostgreSQL would write it again. */
const indexes = async () =>
  (
    await db.execute<{ definition: string }>(
      sql`SELECT indexdef AS definition FROM pg_indexes WHERE tablename IN ('jobs', 'lmia_employers') ORDER BY indexname`,
    )
  ).rows.map((row) => row.definition);
const contents = () =>
  one<{ employers: number; jobs: number; urgent: number; digest: string }>(sql`
    SELECT (SELECT count(*)::int FROM lmia_employers) AS employers, (SELECT count(*)::int FROM jobs) AS jobs,
      (SELECT count(*)::int FROM jobs WHERE is_urgent) AS urgent,
      (SELECT md5(string_agg(concat_ws('|', source_ref, title, company, location, description, is_urgent, urgent_reason, search::text), '/' ORDER BY source_ref)) FROM jobs) AS digest`);

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.database.db;
  await importNocFile(db, { file: path.join(referenceDataDir(), 'noc2021_unit_groups.csv') });
  await importCitiesFile(db, { file: path.join(referenceDataDir(), 'canada_cities_simplemaps.csv') });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('loading several quarters into an empty database', () => {
  it('leaves nothing behind, its indexes included, when the database refuses part of the newest quarter, loaded last', async () => {
    const before = await indexes();
    // A constraint only this test adds refuses one job of 2026Q1, after the two older quarters went in.
    await db.execute(sql`ALTER TABLE jobs ADD CONSTRAINT test_refuse_genoa CHECK (company <> 'Genoa Design International')`);
    try {
      await expect(
        importLmiaFiles(
          db,
          QUARTERS.map((file) => ({ file })),
        ),
      ).rejects.toThrow();
    } finally {
      await db.execute(sql`ALTER TABLE jobs DROP CONSTRAINT test_refuse_genoa`);
    }
    expect(await contents()).toMatchObject({ employers: 0, jobs: 0 });
    expect(await indexes()).toEqual(before);
  });

  it('writes what importing each quarter in turn writes, and builds the same indexes again', async () => {
    const before = await indexes();
    expect(before.length).toBeGreaterThan(10);
    const results = await importLmiaFiles(
      db,
      QUARTERS.map((file) => ({ file })),
    );
    // Each file's result in the order given, the urgent flags (set once, at the end) counted with the last.
    expect(results.map(({ quarter, skipped, newQuarter }) => ({ quarter, skipped, newQuarter }))).toEqual([
      { quarter: '2026Q1', skipped: false, newQuarter: true },
      { quarter: '2019Q2', skipped: false, newQuarter: true },
      { quarter: '2025Q2', skipped: false, newQuarter: true },
    ]);
    expect(results[2]!.urgentChanged).toBeGreaterThan(0);
    expect(results[0]!.urgentChanged + results[1]!.urgentChanged).toBe(0);
    expect(await indexes()).toEqual(before);
    const together = await contents();
    expect(together.jobs).toBe(results.reduce((sum, result) => sum + result.jobsInserted, 0));

    // The same files one at a time, oldest first, into an emptied database give the same jobs, flags and vectors.
    await db.execute(sql`TRUNCATE jobs, lmia_employers, lmia_quarter_announcements CASCADE`);
    for (const file of [QUARTERS[1]!, QUARTERS[2]!, QUARTERS[0]!]) await importLmiaFile(db, { file });
    expect(await contents()).toEqual(together);
  });

  it('skips the quarters the database has when asked to, and writes nothing then', async () => {
    const before = await contents();
    const results = await importLmiaFiles(
      db,
      QUARTERS.map((file) => ({ file })),
      { onlyNewQuarter: true },
    );
    expect(results.every((result) => result.skipped)).toBe(true);
    expect(await contents()).toEqual(before);
  });
});
