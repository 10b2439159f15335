import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { ImportFormatError } from './csv';
import { importLmiaFile } from './import-service';

/**
 * An XLSX quarter through importLmiaFile on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL
 * is set): one transaction, nothing written when the file is unreadable, nothing duplicated on a re-import.
 */
const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);
const XLSX_FILE = fixture('esdc_tfwp_2026q1_positive_lmia_en.xlsx');

let t: TestApp;
let db: Db;
const totals = async () =>
  (
    await db.execute<{ employers: number; jobs: number; announced: number }>(
      sql`SELECT (SELECT count(*)::int FROM lmia_employers) AS employers, (SELECT count(*)::int FROM jobs) AS jobs,
                 (SELECT count(*)::int FROM lmia_quarter_announcements) AS announced`,
    )
  ).rows[0]!;
const jobIds = async () =>
  (
    await db.execute<{ id: number; ref: string }>(
      sql`SELECT id::int AS id, source_ref AS ref FROM jobs WHERE lmia_quarter = '2026Q1' ORDER BY id`,
    )
  ).rows;

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.database.db;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('importing an XLSX quarter', () => {
  it('refuses a corrupt workbook before writing anything', async () => {
    const whole = await fs.readFile(XLSX_FILE);
    const before = await totals();
    for (const bytes of [whole.subarray(0, 1_000), Buffer.concat([whole.subarray(0, 30), Buffer.alloc(2_000, 7)])]) {
      const attempt = importLmiaFile(db, { bytes, fileName: 'esdc_tfwp_2026q1_positive_lmia_en.xlsx' });
      await expect(attempt).rejects.toBeInstanceOf(ImportFormatError);
      await expect(attempt).rejects.toThrow(/^line 1: not readable as an XLSX workbook/);
    }
    expect(await totals()).toEqual(before);
  });

  it('loads every row as a job in one go and records the new quarter once', async () => {
    const result = await importLmiaFile(db, { file: XLSX_FILE });
    expect(result).toMatchObject({
      quarter: '2026Q1',
      fileName: 'esdc_tfwp_2026q1_positive_lmia_en.xlsx',
      rows: 16,
      inserted: 16,
      jobsInserted: 16,
      jobsUpdated: 0,
      newQuarter: true,
    });
    expect(await totals()).toEqual({ employers: 16, jobs: 16, announced: 1 });
    const job = (
      await db.execute<Record<string, unknown>>(
        sql`SELECT location, province, program_stream, approved_positions, is_urgent FROM jobs WHERE company = 'Barry Group Inc.'`,
      )
    ).rows[0];
    // A row under merged province and stream cells: both carried down from the first row of the merge.
    expect(job).toEqual({
      location: 'Corner Brook',
      province: 'Newfoundland & Labrador',
      program_stream: 'Low Wage',
      approved_positions: 102,
      is_urgent: true,
    });
  });

  it('imports the same quarter again, as XLSX or as the CSV of the same rows, without duplicating anything', async () => {
    const before = await totals();
    const ids = await jobIds();
    expect(await importLmiaFile(db, { bytes: await fs.readFile(XLSX_FILE) })).toMatchObject({
      quarter: '2026Q1',
      rows: 16,
      inserted: 0,
      jobsInserted: 0,
      jobsUpdated: 0,
      newQuarter: false,
    });
    expect(await importLmiaFile(db, { file: fixture('esdc_tfwp_2026q1_positive_lmia_en.csv') })).toMatchObject({
      rows: 16,
      inserted: 0,
      jobsInserted: 0,
      jobsUpdated: 0,
    });
    expect(await totals()).toEqual(before);
    expect(await jobIds()).toEqual(ids);
  });

  it('keeps a job id when the quarter is re-imported, so a shared link opens the same job', async () => {
    const ids = await jobIds();
    const shared = ids[ids.length >> 1]!;
    await db.execute(sql`UPDATE jobs SET description = 'stale' WHERE id = ${shared.id}`);
    expect(await importLmiaFile(db, { file: XLSX_FILE })).toMatchObject({ jobsInserted: 0, jobsUpdated: 1 });
    expect(await jobIds()).toEqual(ids);
    const link = await t.app.inject({ method: 'GET', url: `/api/jobs/${shared.id}` });
    expect(link.statusCode).toBe(200);
    expect(link.json().description).not.toBe('stale');
  });
});
