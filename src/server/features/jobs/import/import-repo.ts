import { sql, type SQL } from 'drizzle-orm';
import { waitForTransactionLock } from '../../../db/advisory-locks';
import type { Executor } from '../../../db/client';
import { cities, nocUnitGroups } from '../../../db/schema/jobs';
import type { City } from './cities';
import { STREAM_NOT_SPECIFIED, type LmiaRow } from './lmia-csv';
import type { NocUnitGroup } from './noc';

/** Rows per INSERT. */
const BATCH_ROWS = 1_000;
/** Serialises imports (two instances starting together, or the CLI against a running PostgreSQL). */
export async function lockImports(tx: Executor) {
  await waitForTransactionLock(tx, 'imports');
}

function* batches<T>(rows: readonly T[]) {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) yield rows.slice(start, start + BATCH_ROWS);
}

/** lmia_employers columns ← LmiaRow fields, with their SQL types. */
const LMIA_COLUMNS: Array<[column: string, field: keyof LmiaRow | 'quarter', type: 'text' | 'int']> = [
  ['quarter', 'quarter', 'text'],
  ['province_code', 'provinceCode', 'text'],
  ['province_name', 'provinceName', 'text'],
  ['stream', 'stream', 'text'],
  ['employer', 'employer', 'text'],
  ['employer_key', 'employerKey', 'text'],
  ['address', 'address', 'text'],
  ['city', 'city', 'text'],
  ['city_key', 'cityKey', 'text'],
  ['postal_code', 'postalCode', 'text'],
  ['noc_code', 'nocCode', 'text'],
  ['occupation_title', 'occupationTitle', 'text'],
  ['incorporate_status', 'incorporateStatus', 'text'],
  ['approved_lmias', 'approvedLmias', 'int'],
  ['approved_positions', 'approvedPositions', 'int'],
];
const LMIA_INSERT_COLUMNS = sql.raw(LMIA_COLUMNS.map(([column]) => column).join(', '));
const LMIA_RECORD_TYPE = sql.raw(LMIA_COLUMNS.map(([column, , type]) => `${column} ${type}`).join(', '));

/**
 * Inserts the rows not yet present (by the unique key) and returns how many were new. Each batch of 1,000
 * rows is one INSERT … SELECT from a single JSON parameter: on PGlite that is about three times faster
 * than binding 15,000 separate parameters.
 */
export async function insertLmiaRows(tx: Executor, quarter: string, rows: readonly LmiaRow[]): Promise<number> {
  let inserted = 0;
  for (const batch of batches(rows)) {
    const records = batch.map((row) =>
      Object.fromEntries(LMIA_COLUMNS.map(([column, field]) => [column, field === 'quarter' ? quarter : row[field]])),
    );
    const result = await tx.execute(sql`
      INSERT INTO lmia_employers (${LMIA_INSERT_COLUMNS})
      SELECT ${LMIA_INSERT_COLUMNS} FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS r(${LMIA_RECORD_TYPE})
      ON CONFLICT DO NOTHING`);
    inserted += result.rowCount ?? 0;
  }
  return inserted;
}

/** `(t.a, t.b) IS DISTINCT FROM (excluded.a, excluded.b)`: an upsert that changes nothing writes nothing. */
const changed = (table: string, columns: string[]): SQL =>
  sql.raw(`(${columns.map((c) => `"${table}"."${c}"`).join(', ')}) IS DISTINCT FROM (${columns.map((c) => `excluded."${c}"`).join(', ')})`);
const fromExcluded = (columns: Record<string, string>) =>
  Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, sql.raw(`excluded."${column}"`)]));

/** Counts of an upsert, from PostgreSQL's `xmax = 0` (a fresh row) on the returned rows. */
async function upsertCounts(run: () => Promise<Array<{ inserted: boolean }>>) {
  const rows = await run();
  const inserted = rows.filter((row) => row.inserted).length;
  return { inserted, updated: rows.length - inserted };
}

const NOC_COLUMNS = {
  title: 'title',
  teer: 'teer',
  broadCategoryCode: 'broad_category_code',
  broadCategoryTitle: 'broad_category_title',
  majorGroupCode: 'major_group_code',
  majorGroupTitle: 'major_group_title',
  minorGroupCode: 'minor_group_code',
  minorGroupTitle: 'minor_group_title',
  description: 'description',
};

export async function upsertNocUnitGroups(tx: Executor, groups: readonly NocUnitGroup[]) {
  let inserted = 0;
  let updated = 0;
  for (const batch of batches(groups)) {
    const counts = await upsertCounts(() =>
      tx
        .insert(nocUnitGroups)
        .values([...batch])
        .onConflictDoUpdate({
          target: nocUnitGroups.code,
          set: fromExcluded(NOC_COLUMNS),
          setWhere: changed('noc_unit_groups', Object.values(NOC_COLUMNS)),
        })
        .returning({ inserted: sql<boolean>`xmax = 0` }),
    );
    inserted += counts.inserted;
    updated += counts.updated;
  }
  return { inserted, updated };
}

const CITY_COLUMNS = {
  name: 'name',
  asciiName: 'ascii_name',
  provinceCode: 'province_code',
  provinceName: 'province_name',
  lat: 'lat',
  lng: 'lng',
  population: 'population',
};

export async function upsertCities(tx: Executor, rows: readonly City[]) {
  let inserted = 0;
  let updated = 0;
  for (const batch of batches(rows)) {
    const counts = await upsertCounts(() =>
      tx
        .insert(cities)
        .values([...batch])
        .onConflictDoUpdate({
          target: cities.id,
          set: fromExcluded(CITY_COLUMNS),
          setWhere: changed('cities', Object.values(CITY_COLUMNS)),
        })
        .returning({ inserted: sql<boolean>`xmax = 0` }),
    );
    inserted += counts.inserted;
    updated += counts.updated;
  }
  return { inserted, updated };
}

export async function distinctNocCodes(tx: Executor, quarter: string): Promise<string[]> {
  const result = await tx.execute<{ noc_code: string }>(sql`SELECT DISTINCT noc_code FROM lmia_employers WHERE quarter = ${quarter}`);
  return result.rows.map((row) => row.noc_code);
}

export async function newestLmiaQuarter(tx: Executor): Promise<string | null> {
  // 'YYYYQn' sorts in time order as text.
  const result = await tx.execute<{ quarter: string | null }>(sql`SELECT max(quarter) AS quarter FROM lmia_employers`);
  return result.rows[0]?.quarter ?? null;
}

export async function hasLmiaQuarter(tx: Executor, quarter: string): Promise<boolean> {
  const result = await tx.execute(sql`SELECT 1 FROM lmia_employers WHERE quarter = ${quarter} LIMIT 1`);
  return result.rows.length > 0;
}

export async function countRows(tx: Executor, table: 'noc_unit_groups' | 'cities' | 'lmia_employers' | 'jobs'): Promise<number> {
  const result = await tx.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)}`);
  return result.rows[0]?.count ?? 0;
}

export interface LmiaJobInputs {
  quarter: string;
  /** 'Jan–Mar 2025'. */
  label: string;
  createdAt: Date;
  source: string;
  salary: string;
  explanation: string;
  /** NOC code → category (or null) for every code of the quarter. */
  categories: Record<string, string | null>;
  /** TEER → requirement lines. */
  requirements: Record<string, readonly string[]>;
  /** Province code → the product's full name. */
  provinces: Record<string, string>;
}

/**
 * (Re)builds the LMIA jobs of one quarter in one INSERT … SELECT: one job per lmia_employers row, the city
 * matched against `cities` for its proper spelling, the NOC description and TEER joined in. A job that is
 * already identical is left alone, so a re-import reports 0 inserted and 0 updated and writes nothing.
 */
export async function upsertLmiaJobs(tx: Executor, inputs: LmiaJobInputs) {
  const columns = [
    'title',
    'company',
    'location',
    'province',
    'salary',
    'description',
    'requirements',
    'benefits',
    'is_lmia',
    'category',
    'noc_code',
    'teer',
    'lmia_quarter',
    'program_stream',
    'approved_positions',
    'created_at',
  ];
  const result = await tx.execute<{ inserted: number; updated: number }>(sql`
    WITH candidate (source, source_ref, kind, ${sql.raw(columns.join(', '))}) AS (
      SELECT
        ${inputs.source}::text,
        'lmia:' || e.quarter || ':' || md5(e.stream || '|' || e.employer || '|' || e.address || '|' || e.noc_code),
        'lmia'::text,
        e.occupation_title,
        e.employer,
        coalesce(c.name, e.city, p.name, e.province_name),
        p.name,
        ${inputs.salary},
        concat_ws(E'\n\n', nullif(n.description, ''),
          e.employer || ' received a positive Labour Market Impact Assessment in ' || ${inputs.label} || ' to hire '
          || e.approved_positions || CASE WHEN e.approved_positions = 1 THEN ' foreign worker' ELSE ' foreign workers' END
          || ' as ' || e.occupation_title
          || CASE
               WHEN p.name IS NULL THEN coalesce(' in ' || e.city, '') || ' (the employer''s head office is outside Canada)'
               ELSE ' in ' || concat_ws(', ', coalesce(c.name, e.city), p.name)
             END
          || CASE
               WHEN e.stream = ${STREAM_NOT_SPECIFIED} THEN ''
               WHEN e.stream ILIKE '%stream' THEN ' under the ' || e.stream
               ELSE ' under the ' || e.stream || ' stream'
             END
          || '. ' || ${inputs.explanation}),
        coalesce(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(inputs.requirements)}::jsonb -> n.teer::text)), '{}'::text[]),
        '{}'::text[],
        true,
        ${JSON.stringify(inputs.categories)}::jsonb ->> e.noc_code,
        e.noc_code,
        n.teer,
        e.quarter,
        e.stream,
        e.approved_positions,
        ${inputs.createdAt.toISOString()}::timestamptz
      FROM lmia_employers e
      LEFT JOIN noc_unit_groups n ON n.code = e.noc_code
      LEFT JOIN LATERAL (
        SELECT ci.name FROM cities ci
        WHERE lower(ci.ascii_name) = e.city_key AND ci.province_code = e.province_code
        ORDER BY ci.population DESC NULLS LAST, ci.id
        LIMIT 1
      ) c ON true
      CROSS JOIN LATERAL (SELECT ${JSON.stringify(inputs.provinces)}::jsonb ->> e.province_code AS name) p
      WHERE e.quarter = ${inputs.quarter}
    ), upserted AS (
      INSERT INTO jobs (source, source_ref, kind, ${sql.raw(columns.join(', '))})
      SELECT cand.* FROM candidate cand
      -- Identical jobs are filtered out before the INSERT, which spares computing their search vector.
      WHERE NOT EXISTS (
        SELECT 1 FROM jobs j WHERE j.source = cand.source AND j.source_ref = cand.source_ref
          AND (${sql.raw(columns.map((c) => `j.${c}`).join(', '))}) IS NOT DISTINCT FROM (${sql.raw(columns.map((c) => `cand.${c}`).join(', '))})
      )
      ON CONFLICT (source, source_ref) DO UPDATE SET ${sql.raw(columns.map((c) => `${c} = excluded.${c}`).join(', '))}
      WHERE ${changed('jobs', columns)}
      RETURNING (xmax = 0) AS inserted
    )
    SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated FROM upserted
  `);
  return { inserted: result.rows[0]?.inserted ?? 0, updated: result.rows[0]?.updated ?? 0 };
}

/**
 * Applies the urgent rule (lmia-job-rules.ts) to every LMIA job: urgent when in the newest quarter with at
 * least `minPositions` approved positions. Only rows whose flag or reason changes are written.
 */
export async function applyLmiaUrgency(
  tx: Executor,
  input: { source: string; newestQuarter: string; label: string; minPositions: number },
) {
  const urgent = sql`(lmia_quarter = ${input.newestQuarter} AND approved_positions >= ${input.minPositions})`;
  const reason = sql`CASE WHEN ${urgent} THEN approved_positions || ' positions approved in ' || ${input.label} END`;
  const result = await tx.execute(sql`
    UPDATE jobs SET is_urgent = ${urgent}, urgent_reason = ${reason}
    WHERE source = ${input.source} AND (is_urgent, urgent_reason) IS DISTINCT FROM (${urgent}, ${reason})
  `);
  return result.rowCount ?? 0;
}
