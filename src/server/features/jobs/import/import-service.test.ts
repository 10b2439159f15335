import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowLongStatements, type Db } from '../../../db/client';
import { migrationsFolder } from '../../../db/migrate';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { ImportFormatError } from './csv';
import { importCitiesFile, importLmiaFile, importNocFile } from './import-service';
import { referenceDataDir } from './load-reference-data';
import { LMIA_EXPLANATION, LMIA_JOB_COPY, lmiaJobDescription, lmiaUrgentReason, type LmiaJobCopyFields } from './lmia-job-copy';
import { URGENT_MIN_POSITIONS } from './lmia-job-rules';
import { quarterLabel } from './quarter';

/**
 * The importers on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set). Each shipped
 * quarter is loaded once for the whole suite; the later tests read what it produced.
 */
const reference = (name: string) => path.join(referenceDataDir(), name);
const lmiaFile = (quarter: string) => reference(`esdc_tfwp_${quarter}_positive_lmia_en.csv`);
const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);
/** Every word of the approval paragraph's template: the description has them, the search vector only where the row's own text does. */
const TEMPLATE_WORDS = [LMIA_JOB_COPY.approval, LMIA_JOB_COPY.workers, LMIA_JOB_COPY.underStream, LMIA_EXPLANATION]
  .join(' ')
  .replace(/\{\w+\}/g, ' ');

/** Data rows in each shipped file (lines minus the title and header lines); no duplicates of the unique key. */
const SHIPPED = { '2024q3': 20_590, '2024q4': 17_745, '2025q1': 17_952 } as const;

let t: TestApp;
let db: Db;
const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows[0] as T;
/** What `rank_vector` was as a generated column (drizzle/0020), before the trigger wrote it from `search`. */
const OLD_RANK_VECTOR = sql.raw(
  "setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(company, '')), 'B')",
);
/** `one` for a query over every job's whole text: past the app's statement limit on a loaded machine. */
const oneLong = <T>(query: ReturnType<typeof sql>) =>
  db.transaction(async (tx) => {
    await allowLongStatements(tx);
    return (await tx.execute(query)).rows[0] as T;
  });
const totals = () =>
  one<{ employers: number; jobs: number; urgent: number }>(
    sql`SELECT (SELECT count(*)::int FROM lmia_employers) AS employers, (SELECT count(*)::int FROM jobs) AS jobs, (SELECT count(*)::int FROM jobs WHERE is_urgent) AS urgent`,
  );

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.database.db;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('reference tables', () => {
  it('loads NOC 2021 and the cities, and a second load changes nothing', async () => {
    expect(await importNocFile(db, { file: reference('noc2021_unit_groups.csv') })).toMatchObject({ rows: 516, inserted: 516, updated: 0 });
    expect(await importCitiesFile(db, { file: reference('canada_cities_simplemaps.csv') })).toMatchObject({
      rows: 1_737,
      inserted: 1_737,
      updated: 0,
    });
    expect(await importNocFile(db, { file: reference('noc2021_unit_groups.csv') })).toMatchObject({ inserted: 0, updated: 0 });
    expect(await importCitiesFile(db, { file: reference('canada_cities_simplemaps.csv') })).toMatchObject({ inserted: 0, updated: 0 });
  });
});

/**
 * For the tests that read or rewrite every one of the 56,287 jobs: 23–30 s each on PGlite beside the rest of the
 * suite, at the default 30 s limit.
 */
const WHOLE_DATA_TIMEOUT_MS = 120_000;

describe('importing the shipped LMIA quarters', () => {
  const results: Record<string, Awaited<ReturnType<typeof importLmiaFile>>> = {};
  beforeAll(async () => {
    for (const quarter of Object.keys(SHIPPED)) results[quarter] = await importLmiaFile(db, { file: lmiaFile(quarter) });
  }, 300_000);

  it('imports every published row of each quarter and makes one LMIA job per row', async () => {
    for (const [quarter, rows] of Object.entries(SHIPPED)) {
      expect(results[quarter]).toMatchObject({ quarter: quarter.toUpperCase(), rows, inserted: rows, jobsInserted: rows, jobsUpdated: 0 });
      const counts = await one<{ employers: number; jobs: number }>(sql`
        SELECT (SELECT count(*)::int FROM lmia_employers WHERE quarter = ${quarter.toUpperCase()}) AS employers,
               (SELECT count(*)::int FROM jobs WHERE kind = 'lmia' AND lmia_quarter = ${quarter.toUpperCase()}) AS jobs`);
      expect(counts).toEqual({ employers: rows, jobs: rows });
    }
  });

  it('re-importing a quarter is a no-op: no new rows, no updated jobs, no urgent changes', async () => {
    const before = await totals();
    const again = await importLmiaFile(db, { file: lmiaFile('2025q1') });
    expect(again).toMatchObject({ rows: 17_952, inserted: 0, jobsInserted: 0, jobsUpdated: 0, urgentChanged: 0 });
    expect(await totals()).toEqual(before);
  });

  it('keeps every job id when a quarter is re-imported, so a shared /jobs/:id link still opens the same job', async () => {
    const idsOf = async () =>
      (
        await db.execute<{ id: number; ref: string }>(
          sql`SELECT id::int AS id, source_ref AS ref FROM jobs WHERE lmia_quarter = '2025Q1' ORDER BY id`,
        )
      ).rows;
    const before = await idsOf();
    const shared = before[before.length >> 1]!;
    const title = (await t.app.inject({ method: 'GET', url: `/api/jobs/${shared.id}` })).json().title as string;
    // A changed row rewrites its job in place (the description names the stream): same id, new text.
    await db.execute(sql`UPDATE jobs SET description = 'stale' WHERE id = ${shared.id}`);
    const again = await importLmiaFile(db, { file: lmiaFile('2025q1') });
    expect(again).toMatchObject({ jobsInserted: 0, jobsUpdated: 1 });
    expect(await idsOf()).toEqual(before);
    const link = await t.app.inject({ method: 'GET', url: `/api/jobs/${shared.id}` });
    expect(link.statusCode).toBe(200);
    expect(link.json().title).toBe(title);
  });

  it('builds an LMIA job from the row, the NOC group and the city list', async () => {
    const job = await one<Record<string, unknown>>(sql`
      SELECT title, company, location, province, salary, description, requirements, benefits, is_lmia, kind, source, source_ref,
             category, noc_code, teer, lmia_quarter, program_stream, approved_positions, created_at, employer_email, application_deadline
      FROM jobs WHERE company = 'Genoa Design International' AND lmia_quarter = '2025Q1' AND noc_code = '21399'`);
    expect(job).toMatchObject({
      title: 'Other professional engineers, n.e.c.',
      location: 'Mt. Pearl',
      province: 'Newfoundland & Labrador',
      salary: 'Not published in the LMIA list',
      benefits: [],
      is_lmia: true,
      kind: 'lmia',
      source: 'esdc-lmia',
      category: 'Technology',
      teer: 1,
      program_stream: 'High Wage',
      approved_positions: 4,
      employer_email: null,
      application_deadline: null,
    });
    expect(job.source_ref).toMatch(/^lmia:2025Q1:[0-9a-f]{32}$/);
    expect(new Date(job.created_at as string).toISOString()).toBe('2025-03-31T00:00:00.000Z');
    expect((job.requirements as string[])[0]).toMatch(/University degree/);
    expect(job.description).toMatch(/^Other professional engineers include .* occupations\.\n\nGenoa Design International received /s);
    expect(job.description).toContain(
      `Genoa Design International received a positive Labour Market Impact Assessment in Jan–Mar 2025 to hire 4 foreign workers as Other professional engineers, n.e.c. in Mt. Pearl, Newfoundland & Labrador under the High Wage stream. ${LMIA_EXPLANATION}`,
    );
  });

  it('spells the location as the city list does when the city is found', async () => {
    const row = await one<{ location: string; province: string }>(sql`
      SELECT j.location, j.province FROM jobs j JOIN lmia_employers e ON j.company = e.employer AND j.lmia_quarter = e.quarter
      WHERE e.city = 'MONTREAL' LIMIT 1`);
    expect(row).toEqual({ location: 'Montréal', province: 'Quebec' });
  });

  it('keeps head-office-outside-Canada rows with a null province', async () => {
    const rows = await one<{ employers: number; jobs: number; named: number }>(sql`
      SELECT (SELECT count(*)::int FROM lmia_employers WHERE quarter = '2025Q1' AND province_code IS NULL) AS employers,
             (SELECT count(*)::int FROM jobs WHERE lmia_quarter = '2025Q1' AND province IS NULL) AS jobs,
             (SELECT count(*)::int FROM lmia_employers WHERE quarter = '2025Q1' AND province_name = 'Employers carrying on business in Canada with Head Office outside of Canada') AS named`);
    expect(rows).toEqual({ employers: 113, jobs: 113, named: 113 });
  });

  it('marks as urgent only jobs of the newest quarter with at least 5 approved positions', async () => {
    const counts = await one<{ urgent: number; expected: number; olderUrgent: number }>(sql`
      SELECT (SELECT count(*)::int FROM jobs WHERE is_urgent) AS urgent,
             (SELECT count(*)::int FROM lmia_employers WHERE quarter = '2025Q1' AND approved_positions >= ${URGENT_MIN_POSITIONS}) AS expected,
             (SELECT count(*)::int FROM jobs WHERE is_urgent AND lmia_quarter <> '2025Q1') AS "olderUrgent"`);
    expect(counts.urgent).toBe(counts.expected);
    expect(counts.urgent).toBeGreaterThan(0);
    expect(counts.olderUrgent).toBe(0);
    const sample = await one<{ urgent_reason: string; approved_positions: number }>(
      sql`SELECT urgent_reason, approved_positions FROM jobs WHERE is_urgent ORDER BY approved_positions DESC, id LIMIT 1`,
    );
    expect(sample.urgent_reason).toBe(`${sample.approved_positions} positions approved in Jan–Mar 2025`);
  });

  it('fills the full-text search column and categorises most jobs', async () => {
    const found = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM jobs WHERE search @@ websearch_to_tsquery('english', 'software developer')`,
    );
    expect(found.n).toBeGreaterThan(100);
    const categorised = await one<{ share: number }>(sql`SELECT avg((category IS NOT NULL)::int)::float AS share FROM jobs`);
    expect(categorised.share).toBeGreaterThan(0.7);
  });

  it('refuses malformed files whole, naming the line, and leaves the database unchanged', async () => {
    const before = await totals();
    const fs = await import('node:fs/promises');
    const lines = (await fs.readFile(lmiaFile('2025q1'), 'utf8')).split('\n').slice(0, 40);
    const cases: Array<[string, string[], RegExp]> = [
      [
        'bad header',
        [lines[0]!, lines[1]!.replace('Occupation', 'Job'), ...lines.slice(2)],
        /^line 2: missing required column "Occupation"/,
      ],
      ['truncated row', [...lines, 'Ontario,High Wage,Acme Ltd.,"Toronto, ON M5V 1A1",21231-Software'], /^line 41: expected 8 cells/],
      [
        'non-numeric count',
        [...lines.slice(0, 30), lines[30]!.replace(/,\d+$/, ',n/a'), ...lines.slice(31)],
        /^line 31: "Approved Positions" is not a whole number/,
      ],
    ];
    for (const [, text, message] of cases) {
      const attempt = importLmiaFile(db, { text: text.join('\n'), fileName: 'esdc_tfwp_2025q2_positive_lmia_en.csv' });
      await expect(attempt).rejects.toBeInstanceOf(ImportFormatError);
      await expect(attempt).rejects.toThrow(message);
    }
    expect(await totals()).toEqual(before);
  });

  it('rolls the whole import back when the database refuses part of it', async () => {
    const before = await totals();
    // A constraint only this test adds makes the job build fail after the raw rows went in.
    await db.execute(sql`ALTER TABLE jobs ADD CONSTRAINT test_refuse_bakery CHECK (company <> 'Lakeside Bakery')`);
    try {
      await expect(importLmiaFile(db, { file: fixture('esdc_tfwp_older_layout.csv') })).rejects.toThrow();
    } finally {
      await db.execute(sql`ALTER TABLE jobs DROP CONSTRAINT test_refuse_bakery`);
    }
    expect(await totals()).toEqual(before);
  });

  it('imports an older layout, and an older quarter does not take the urgent flags', async () => {
    const before = await totals();
    const result = await importLmiaFile(db, { file: fixture('esdc_tfwp_older_layout.csv') });
    expect(result).toMatchObject({ quarter: '2019Q2', rows: 5, inserted: 5, jobsInserted: 5, jobsUpdated: 0, urgentChanged: 0 });
    expect(await totals()).toEqual({ employers: before.employers + 5, jobs: before.jobs + 5, urgent: before.urgent });
    const farm = await one<Record<string, unknown>>(
      sql`SELECT location, province, category, program_stream, is_urgent, created_at FROM jobs WHERE company = 'Sunny Valley Farms Ltd.'`,
    );
    expect(farm).toMatchObject({
      location: 'Brooks',
      province: 'Alberta',
      category: 'Agriculture',
      program_stream: 'Primary Agriculture',
      is_urgent: false,
    });
    const ship = await one<{ description: string; province: string | null }>(
      sql`SELECT description, province FROM jobs WHERE company = 'North Sea Shipping AS'`,
    );
    expect(ship.province).toBeNull();
    expect(ship.description).toContain(
      "to hire 4 foreign workers as Water transport deck and engine room crew in Stavanger (the employer's head office is outside Canada) under the Low-wage stream.",
    );
  });

  it('writes every job the same texts as lmiaJobDescription and lmiaUrgentReason', async () => {
    // Rows for the branches the shipped files do not take: no stream column, no city, a head office
    // abroad without a city, a NOC code missing from the NOC table, one position, a stream named '… stream'.
    const edgeCases = [
      '"Positive LMIA employers, October to December 2018",,,,',
      'Province/Territory,Employer,Address,Occupation,Approved Positions',
      'Manitoba,Prairie Clinic,1234,99999-Imaginary occupation,1',
      'Employers carrying on business in Canada with Head Office outside of Canada,Acme GmbH,10115,21231-Software engineers and designers,2',
      'Global talent stream,,,,',
      'Yukon,Klondike Clinic,"Whitehorse, YT Y1A 1A1",31301-Registered nurses and registered psychiatric nurses,2',
    ].join('\n');
    expect(await importLmiaFile(db, { text: edgeCases, fileName: 'esdc_tfwp_2018q4_positive_lmia_en.csv' })).toMatchObject({
      quarter: '2018Q4',
      inserted: 3,
      jobsInserted: 3,
      urgentChanged: 0,
    });

    const { rows } = await db.execute<{
      sourceRef: string;
      description: string;
      urgentReason: string | null;
      isUrgent: boolean;
      quarter: string;
      fields: Omit<LmiaJobCopyFields, 'quarterLabel'>;
    }>(sql`
      SELECT j.source_ref AS "sourceRef", j.description, j.urgent_reason AS "urgentReason", j.is_urgent AS "isUrgent", j.lmia_quarter AS quarter,
        json_build_object(
          'employer', j.company, 'occupationTitle', j.title, 'approvedPositions', j.approved_positions, 'stream', j.program_stream,
          -- The location is the city whenever the address gave one (else the province stands in for it).
          'city', CASE WHEN e.city IS NULL THEN NULL ELSE j.location END, 'province', j.province, 'nocDescription', n.description
        ) AS fields
      FROM jobs j
      JOIN lmia_employers e ON j.source_ref = 'lmia:' || e.quarter || ':' || md5(e.stream || '|' || e.employer || '|' || e.address || '|' || e.noc_code)
      LEFT JOIN noc_unit_groups n ON n.code = j.noc_code
      WHERE j.kind = 'lmia'`);
    expect(rows).toHaveLength((await totals()).jobs);

    const newest = quarterLabel('2025Q1');
    const differing = rows.flatMap((row) => {
      const expected = {
        description: lmiaJobDescription({ ...row.fields, quarterLabel: quarterLabel(row.quarter) }),
        urgentReason: row.isUrgent ? lmiaUrgentReason(row.fields.approvedPositions, newest) : null,
      };
      const actual = { description: row.description, urgentReason: row.urgentReason };
      return JSON.stringify(actual) === JSON.stringify(expected) ? [] : [{ sourceRef: row.sourceRef, actual, expected }];
    });
    expect(differing.slice(0, 3)).toEqual([]);

    // The rows above took every branch of the wording.
    const descriptions = rows.map((row) => row.description);
    for (const phrase of [
      / to hire 1 foreign worker as /,
      / as Imaginary occupation in Manitoba\. /,
      / as Software engineers and designers \(the employer's head office is outside Canada\)\. /,
      / in Stavanger \(the employer's head office is outside Canada\) /,
      / under the Global talent stream\. /,
      /^Prairie Clinic received /,
    ]) {
      expect(descriptions.some((description) => phrase.test(description))).toBe(true);
    }
  });

  it(
    "puts every word of each job's description but the template's own into its search vector",
    { timeout: WHOLE_DATA_TIMEOUT_MS },
    async () => {
      // The import composes the vector from pieces (docs/decisions/060-search-vector-from-the-import.md); the
      // generated column it replaced analysed the row itself, template words included (062 left them out). Runs
      // after the edge cases above: every branch is here.
      const missing = await oneLong<{ n: number; sample: string | null }>(sql`
      WITH whole AS (
        SELECT id, search, setweight(to_tsvector('english', coalesce(title, '')), 'A')
          || setweight(to_tsvector('english', coalesce(company, '')), 'B')
          || setweight(to_tsvector('english', coalesce(location, '') || ' ' || coalesce(province, '')), 'C')
          || setweight(to_tsvector('english', coalesce(description, '')), 'D') AS analysed
        FROM jobs WHERE kind = 'lmia'
      ), wanted AS (
        SELECT id, search, ARRAY(
          SELECT unnest(tsvector_to_array(analysed))
          EXCEPT SELECT unnest(tsvector_to_array(to_tsvector('english', ${TEMPLATE_WORDS}::text)))) AS lexemes
        FROM whole
      )
      SELECT count(*)::int AS n, min(id || ': ' || array_to_string(ARRAY(
        SELECT unnest(lexemes) EXCEPT SELECT unnest(tsvector_to_array(search))), ' ')) AS sample
      FROM wanted WHERE search IS NULL OR NOT lexemes <@ tsvector_to_array(search)`);
      expect(missing).toEqual({ n: 0, sample: null });
      // And the title keeps the weight relevance and the matches read first (A), the company B.
      const weights = await one<{ title: string; company: string }>(sql`
      SELECT ts_filter(search, '{a}')::text AS title, ts_filter(search, '{b}')::text AS company FROM jobs WHERE title = 'Registered nurses and registered psychiatric nurses' LIMIT 1`);
      expect(weights.title).toContain("'nurs':");
      expect(weights.title).toContain('A');
      expect(weights.company).toMatch(/B/);
      // The ranking vector, the A and B parts of `search` (drizzle/0024), is the one the generated column analysed.
      const ranked = await oneLong<{ n: number; different: number }>(sql`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE rank_vector IS DISTINCT FROM ${OLD_RANK_VECTOR})::int AS different FROM jobs`);
      expect(ranked.n).toBeGreaterThan(56_000);
      expect(ranked.different).toBe(0);
    },
  );

  it(
    "finds a job by the template's words only where its own text has them, and every LMIA job by 'LMIA'",
    { timeout: WHOLE_DATA_TIMEOUT_MS },
    async () => {
      // Each job's own words: its row and its NOC unit group's definition, not the approval paragraph's template.
      const counts = await oneLong<{
        jobs: number;
        lmia: number;
        labourFound: number;
        labourOwn: number;
        foreignFound: number;
        foreignOwn: number;
      }>(sql`
      WITH own AS (
        SELECT j.search, to_tsvector('english', concat_ws(' ', j.title, j.company, j.location, j.province, n.description, j.program_stream,
          CASE WHEN j.province IS NULL THEN ${LMIA_JOB_COPY.headOfficeAbroad}::text END)) AS words
        FROM jobs j LEFT JOIN noc_unit_groups n ON n.code = j.noc_code WHERE j.kind = 'lmia'
      )
      SELECT count(*)::int AS jobs,
        count(*) FILTER (WHERE search @@ to_tsquery('english', 'lmia:*'))::int AS lmia,
        count(*) FILTER (WHERE search @@ to_tsquery('english', 'labour:*'))::int AS "labourFound",
        count(*) FILTER (WHERE words @@ to_tsquery('english', 'labour:*'))::int AS "labourOwn",
        count(*) FILTER (WHERE search @@ to_tsquery('english', 'foreign:*'))::int AS "foreignFound",
        count(*) FILTER (WHERE words @@ to_tsquery('english', 'foreign:*'))::int AS "foreignOwn"
      FROM own`);
      expect(counts.lmia).toBe(counts.jobs);
      // "Labour Market Impact Assessment" and "foreign workers" are in every description, in no vector of their own.
      expect(counts.labourFound).toBe(counts.labourOwn);
      expect(counts.foreignFound).toBe(counts.foreignOwn);
      expect(counts.labourFound).toBeGreaterThan(0);
      expect(counts.foreignFound).toBeLessThan(counts.jobs / 10);
    },
  );

  it('migration 0023 writes the vector the import writes', { timeout: WHOLE_DATA_TIMEOUT_MS }, async () => {
    // The jobs imported before decision 062 get their new vector from the migration's SQL: run again over jobs the
    // import has just written, it must change none.
    const migration = fs.readFileSync(path.join(migrationsFolder(), '0023_search-without-template-words.sql'), 'utf8');
    const searchVectors = () =>
      one<{ digest: string }>(sql`SELECT md5(string_agg(search::text, '|' ORDER BY id)) AS digest FROM jobs WHERE kind = 'lmia'`);
    const before = await searchVectors();
    await db.transaction(async (tx) => {
      await allowLongStatements(tx);
      await tx.execute(sql.raw(migration));
    });
    const after = await searchVectors();
    expect(after).toEqual(before);
  });

  it('fills the search vector of a job another writer adds or changes (the funnel, an edit)', async () => {
    const matches = async (id: number, words: string) =>
      (await one<{ hit: boolean }>(sql`SELECT search @@ plainto_tsquery('english', ${words}) AS hit FROM jobs WHERE id = ${id}`)).hit;
    const { id } = await one<{ id: number }>(sql`
      INSERT INTO jobs (source, source_ref, kind, title, company, location, province, salary, description)
      VALUES ('test-feed', 'search-trigger', 'posting', 'Dairy herdsperson', 'Green Pastures Farm', 'Lethbridge', 'Alberta', '$20/hour', 'Milking twice daily.')
      RETURNING id::int`);
    expect(await matches(id, 'herdsperson')).toBe(true);
    expect(await matches(id, 'milking lethbridge')).toBe(true);
    await db.execute(sql`UPDATE jobs SET title = 'Greenhouse worker' WHERE id = ${id}`);
    expect(await matches(id, 'greenhouse')).toBe(true);
    expect(await matches(id, 'herdsperson')).toBe(false);
    const rankVector = await one<{ same: boolean; text: string }>(
      sql`SELECT rank_vector = ${OLD_RANK_VECTOR} AS same, rank_vector::text AS text FROM jobs WHERE id = ${id}`,
    );
    expect(rankVector).toEqual({ same: true, text: "'farm':5B 'green':3B 'greenhous':1A 'pastur':4B 'worker':2A" });
    // A writer that gives its own vector keeps it.
    await db.execute(sql`UPDATE jobs SET description = 'Harvest.', search = to_tsvector('english', 'orchard') WHERE id = ${id}`);
    expect(await matches(id, 'orchard')).toBe(true);
    expect(await matches(id, 'harvest')).toBe(false);
    await db.execute(sql`DELETE FROM jobs WHERE id = ${id}`);
  });
});
