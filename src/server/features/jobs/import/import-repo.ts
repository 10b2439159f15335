import { eq, getTableName, max, sql, type AnyColumn, type SQLWrapper } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import { waitForTransactionLock } from '../../../db/advisory-locks';
import {
  changedByUpsert,
  columnName,
  columnNames,
  countUpserts,
  excluded,
  insertedByUpsert,
  updateFromExcluded,
} from '../../../db/sql-names';
import type { Executor } from '../../../db/client';
import { copyRowsIn } from '../../../db/copy-in';
import { cities, jobs, lmiaEmployers, nocUnitGroups } from '../../../db/schema/jobs';
import { lmiaQuarterAnnouncements } from '../../../db/schema/matches';
import type { City } from './cities';
import type { LmiaRow } from './lmia-csv';
import { lmiaJobDescriptionSql, lmiaJobSearchSql, lmiaUrgentReasonSql } from './lmia-job-copy';
import type { NocUnitGroup } from './noc';

/** Rows per INSERT. */
const BATCH_ROWS = 1_000;
/** Serialises imports (two instances starting together, or the CLI against a running PostgreSQL). */
export async function lockImports(tx: Executor) {
  await waitForTransactionLock(tx, 'imports');
}

/** The tables an LMIA import writes. */
export const LMIA_TABLES = [lmiaEmployers, jobs];

/**
 * Drops the secondary indexes of `tables` (neither the primary keys nor the unique ones the upserts' ON CONFLICT
 * needs) and returns their definitions, to be run again once the rows are in: building an index once over a
 * table's rows is faster than writing each row into it. Inside the caller's transaction, so a failed load's
 * rollback brings them back; meanwhile other sessions' reads of these tables wait for the commit.
 */
export async function dropSecondaryIndexes(tx: Executor, tables: readonly PgTable[]): Promise<string[]> {
  const names = tables.map((table) => getTableName(table));
  const { rows } = await tx.execute<{ name: string; definition: string }>(sql`
    SELECT quote_ident(c.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid = ANY(${`{${names.join(',')}}`}::regclass[]) AND NOT i.indisunique AND NOT i.indisprimary
    ORDER BY c.relname`);
  for (const { name } of rows) await tx.execute(sql.raw(`DROP INDEX ${name}`));
  return rows.map((row) => row.definition);
}

/** Builds again the indexes dropSecondaryIndexes dropped, from the definitions it returned. */
export async function createIndexes(tx: Executor, definitions: readonly string[]) {
  for (const definition of definitions) await tx.execute(sql.raw(definition));
}

/**
 * Memory for a bulk load's sorts and index builds, for the rest of the transaction: at the defaults (4 MB, 64 MB)
 * the candidate rows' sorts spilled to disk and the search index was built in several passes.
 */
export async function allowBigSorts(tx: Executor) {
  await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
  await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
}

function* batches<T>(rows: readonly T[]) {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) yield rows.slice(start, start + BATCH_ROWS);
}

/** The lmia_employers columns an import writes: each takes the LmiaRow field of the same name (or the file's quarter). */
const LMIA_FIELDS = [
  'quarter',
  'provinceCode',
  'provinceName',
  'stream',
  'employer',
  'employerKey',
  'address',
  'city',
  'cityKey',
  'postalCode',
  'nocCode',
  'occupationTitle',
  'incorporateStatus',
  'approvedLmias',
  'approvedPositions',
] as const satisfies ReadonlyArray<keyof LmiaRow | 'quarter'>;
const LMIA_COLUMNS = LMIA_FIELDS.map((field) => ({ field, column: lmiaEmployers[field] }));
const LMIA_INSERT_COLUMNS = columnNames(LMIA_COLUMNS.map(({ column }) => column));
/** `quarter text, …, approved_positions integer`: the staging table's columns, and the record type JSON rows are read as. */
const LMIA_RECORD_TYPE = sql.join(
  LMIA_COLUMNS.map(({ column }) => sql`${columnName(column)} ${sql.raw(column.getSQLType())}`),
  sql`, `,
);

/** The staging table a quarter's rows are copied into on PostgreSQL (dropped before the transaction ends). */
const LMIA_STAGING = 'lmia_import_rows';

/**
 * True on the embedded database. PGlite's COPY … FROM STDIN through its socket server loses the connection
 * ("protocol synchronization was lost") when the copied data and its end arrive together, which they do,
 * so the rows go to it as JSON instead (docs/decisions/050-bulk-lmia-load.md).
 */
async function isPglite(tx: Executor): Promise<boolean> {
  const result = await tx.execute<{ version: string }>(sql`SELECT version() AS version`);
  return /PGlite/i.test(result.rows[0]?.version ?? '');
}

/**
 * Inserts the rows not yet present (by the unique key) and returns how many were new. On PostgreSQL the
 * rows go by COPY into a temporary staging table and one INSERT … SELECT … ON CONFLICT DO NOTHING moves
 * them; on PGlite each batch of 1,000 rows is one INSERT … SELECT from a single JSON parameter (about three
 * times faster there than binding 15,000 separate parameters). Either way the unique key decides what is
 * new, so a re-import adds nothing.
 */
export async function insertLmiaRows(tx: Executor, quarter: string, rows: readonly LmiaRow[]): Promise<number> {
  if (await isPglite(tx)) return insertLmiaRowsAsJson(tx, quarter, rows);
  await tx.execute(sql`CREATE TEMPORARY TABLE ${sql.identifier(LMIA_STAGING)} (${LMIA_RECORD_TYPE}) ON COMMIT DROP`);
  await copyRowsIn(
    tx,
    { table: `"${LMIA_STAGING}"`, columns: LMIA_COLUMNS.map(({ column }) => `"${column.name}"`) },
    rows.map((row) => LMIA_COLUMNS.map(({ field }) => (field === 'quarter' ? quarter : row[field]))),
  );
  const result = await tx.execute(sql`
    INSERT INTO ${lmiaEmployers} (${LMIA_INSERT_COLUMNS})
    SELECT ${LMIA_INSERT_COLUMNS} FROM ${sql.identifier(LMIA_STAGING)}
    ON CONFLICT DO NOTHING`);
  // Dropped at once rather than at commit, so that one transaction can load several quarters.
  await tx.execute(sql`DROP TABLE ${sql.identifier(LMIA_STAGING)}`);
  return result.rowCount ?? 0;
}

async function insertLmiaRowsAsJson(tx: Executor, quarter: string, rows: readonly LmiaRow[]): Promise<number> {
  let inserted = 0;
  for (const batch of batches(rows)) {
    const records = batch.map((row) =>
      Object.fromEntries(LMIA_COLUMNS.map(({ field, column }) => [column.name, field === 'quarter' ? quarter : row[field]])),
    );
    const result = await tx.execute(sql`
      INSERT INTO ${lmiaEmployers} (${LMIA_INSERT_COLUMNS})
      SELECT ${LMIA_INSERT_COLUMNS} FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS r(${LMIA_RECORD_TYPE})
      ON CONFLICT DO NOTHING`);
    inserted += result.rowCount ?? 0;
  }
  return inserted;
}

/** Counts of an upsert, from PostgreSQL's `xmax = 0` (a fresh row) on the returned rows. */
async function upsertCounts(run: () => Promise<Array<{ inserted: boolean }>>) {
  return countUpserts(await run());
}

/** What a NOC re-import updates: every column but the code. */
const NOC_UPDATED = updateFromExcluded(nocUnitGroups, [
  'title',
  'teer',
  'broadCategoryCode',
  'broadCategoryTitle',
  'majorGroupCode',
  'majorGroupTitle',
  'minorGroupCode',
  'minorGroupTitle',
  'description',
]);

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
          ...NOC_UPDATED,
        })
        .returning({ inserted: insertedByUpsert }),
    );
    inserted += counts.inserted;
    updated += counts.updated;
  }
  return { inserted, updated };
}

/** What a cities re-import updates: every column but the simplemaps id. */
const CITY_UPDATED = updateFromExcluded(cities, ['name', 'asciiName', 'provinceCode', 'provinceName', 'lat', 'lng', 'population']);

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
          ...CITY_UPDATED,
        })
        .returning({ inserted: insertedByUpsert }),
    );
    inserted += counts.inserted;
    updated += counts.updated;
  }
  return { inserted, updated };
}

export async function distinctNocCodes(tx: Executor, quarter: string): Promise<string[]> {
  const rows = await tx.selectDistinct({ code: lmiaEmployers.nocCode }).from(lmiaEmployers).where(eq(lmiaEmployers.quarter, quarter));
  return rows.map((row) => row.code);
}

export async function newestLmiaQuarter(tx: Executor): Promise<string | null> {
  // 'YYYYQn' sorts in time order as text.
  const rows = await tx.select({ quarter: max(lmiaEmployers.quarter) }).from(lmiaEmployers);
  return rows[0]?.quarter ?? null;
}

/**
 * Records a quarter an import brought that the data did not have, for My matches' new-quarter e-mail
 * (docs/decisions/042-matches.md); a quarter recorded before is left as it is, so it is announced once.
 */
export async function recordNewLmiaQuarter(tx: Executor, quarter: string): Promise<void> {
  await tx.insert(lmiaQuarterAnnouncements).values({ quarter }).onConflictDoNothing();
}

export async function hasLmiaQuarter(tx: Executor, quarter: string): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(lmiaEmployers)
    .where(eq(lmiaEmployers.quarter, quarter))
    .limit(1);
  return rows.length > 0;
}

/**
 * The LMIA quarters the data holds, newest first, each with its published rows and when its first rows were written
 * (the console's list; data:update's "which quarters do we have").
 */
export async function lmiaQuarters(tx: Executor): Promise<Array<{ quarter: string; rows: number; loadedAt: Date }>> {
  const rows = await tx
    .select({ quarter: lmiaEmployers.quarter, rows: sql<number>`count(*)::int`, loadedAt: sql<string>`min(${lmiaEmployers.createdAt})` })
    .from(lmiaEmployers)
    .groupBy(lmiaEmployers.quarter)
    .orderBy(sql`${lmiaEmployers.quarter} DESC`);
  return rows.map((row) => ({ ...row, loadedAt: new Date(row.loadedAt) }));
}

const COUNTED_TABLES = { nocUnitGroups, cities, lmiaEmployers, jobs };

/** Rows in one of the import's tables, named so that callers outside the repo need no table object. */
export async function countRows(tx: Executor, table: keyof typeof COUNTED_TABLES): Promise<number> {
  const result = await tx.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM ${COUNTED_TABLES[table]}`);
  return result.rows[0]?.count ?? 0;
}

export interface LmiaJobInputs {
  quarter: string;
  /** 'Jan–Mar 2025'. */
  label: string;
  createdAt: Date;
  source: string;
  salary: string;
  /** NOC code → category (or null) for every code of the quarter. */
  categories: Record<string, string | null>;
  /** TEER → requirement lines. */
  requirements: Record<string, readonly string[]>;
  /** Province code → the product's full name. */
  provinces: Record<string, string>;
}

/**
 * (Re)builds the LMIA jobs of one quarter in one INSERT … SELECT: one job per lmia_employers row, the city
 * matched against `cities` for its proper spelling and coordinates (the radius filter), the employer page id copied, the NOC description and TEER joined in, the description
 * worded by lmia-job-copy.ts. A job that is already identical is left alone, so a re-import reports 0
 * inserted and 0 updated and writes nothing.
 */
export async function upsertLmiaJobs(tx: Executor, inputs: LmiaJobInputs) {
  const e = alias(lmiaEmployers, 'e');
  const n = alias(nocUnitGroups, 'n');
  const ci = alias(cities, 'ci');
  const j = alias(jobs, 'j');
  // `c` (the matched city) and `p` (the province) are the lateral subqueries below.
  const city = sql`coalesce(c.name, ${e.city})`;
  const province = sql`p.name`;
  const location = sql`coalesce(c.name, ${e.city}, p.name, ${e.provinceName})`;

  /** Each jobs column ← its value, in the order the INSERT lists them. */
  const candidate = {
    source: sql`${inputs.source}::text`,
    sourceRef: sql`'lmia:' || ${e.quarter} || ':' || md5(${e.stream} || '|' || ${e.employer} || '|' || ${e.address} || '|' || ${e.nocCode})`,
    kind: sql`'lmia'::text`,
    title: e.occupationTitle,
    company: e.employer,
    location,
    province,
    salary: sql`${inputs.salary}`,
    description: lmiaJobDescriptionSql({
      employer: e.employer,
      occupationTitle: e.occupationTitle,
      approvedPositions: e.approvedPositions,
      stream: e.stream,
      city,
      province,
      nocDescription: n.description,
      quarterLabel: sql`${inputs.label}::text`,
    }),
    requirements: sql`coalesce(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(inputs.requirements)}::jsonb -> ${n.teer}::text)), '{}'::text[])`,
    benefits: sql`'{}'::text[]`,
    isLmia: sql`true`,
    category: sql`${JSON.stringify(inputs.categories)}::jsonb ->> ${e.nocCode}`,
    nocCode: e.nocCode,
    teer: n.teer,
    lmiaQuarter: e.quarter,
    programStream: e.stream,
    approvedPositions: e.approvedPositions,
    employerId: e.employerId,
    lat: sql`c.lat`,
    lng: sql`c.lng`,
    createdAt: sql`${inputs.createdAt.toISOString()}::timestamptz`,
    search: lmiaJobSearchSql({
      title: e.occupationTitle,
      company: e.employer,
      location,
      province,
      stream: e.stream,
      approvedPositions: e.approvedPositions,
      quarterLabel: sql`${inputs.label}::text`,
      nocVector: sql`noc_search.vector`,
    }),
  } satisfies Partial<Record<keyof typeof jobs.$inferInsert, SQLWrapper>>;
  const keys = Object.keys(candidate) as Array<keyof typeof candidate>;
  // A job is identified by (source, source_ref); everything but those and its kind is compared and updated. The
  // search vector follows from the rest: not compared (a vector the generated column once wrote still matches
  // the same words), but written with any change.
  const updatedKeys = keys.filter((key) => key !== 'source' && key !== 'sourceRef' && key !== 'kind' && key !== 'search');
  const updated = updatedKeys.map((key) => jobs[key]);
  const cand = (column: AnyColumn) => sql`cand.${columnName(column)}`;

  const result = await tx.execute<{ inserted: number; updated: number }>(sql`
    WITH noc_search AS MATERIALIZED (
      SELECT ${n.code} AS code, setweight(to_tsvector('english', ${n.description}), 'D') AS vector FROM ${nocUnitGroups} AS ${n}
    ), candidate (${columnNames(keys.map((key) => jobs[key]))}) AS (
      SELECT ${sql.join(
        keys.map((key) => candidate[key]),
        sql`, `,
      )}
      FROM ${lmiaEmployers} AS ${e}
      LEFT JOIN ${nocUnitGroups} AS ${n} ON ${n.code} = ${e.nocCode}
      LEFT JOIN noc_search ON noc_search.code = ${e.nocCode}
      LEFT JOIN LATERAL (
        SELECT ${ci.name} AS name, ${ci.lat} AS lat, ${ci.lng} AS lng FROM ${cities} AS ${ci}
        WHERE lower(${ci.asciiName}) = ${e.cityKey} AND ${ci.provinceCode} = ${e.provinceCode}
        ORDER BY ${ci.population} DESC NULLS LAST, ${ci.id}
        LIMIT 1
      ) c ON true
      CROSS JOIN LATERAL (SELECT ${JSON.stringify(inputs.provinces)}::jsonb ->> ${e.provinceCode} AS name) p
      WHERE ${e.quarter} = ${inputs.quarter}
    ), upserted AS (
      INSERT INTO ${jobs} (${columnNames(keys.map((key) => jobs[key]))})
      SELECT cand.* FROM candidate cand
      -- Identical jobs are filtered out before the INSERT, which spares computing their search vector.
      WHERE NOT EXISTS (
        SELECT 1 FROM ${jobs} AS ${j} WHERE ${j.source} = ${cand(jobs.source)} AND ${j.sourceRef} = ${cand(jobs.sourceRef)}
          AND (${sql.join(
            updatedKeys.map((key) => j[key]),
            sql`, `,
          )}) IS NOT DISTINCT FROM (${sql.join(updated.map(cand), sql`, `)})
      )
      ON CONFLICT (${columnNames([jobs.source, jobs.sourceRef])}) DO UPDATE SET ${sql.join(
        [...updated, jobs.search].map((column) => sql`${columnName(column)} = ${excluded(column)}`),
        sql`, `,
      )}
      WHERE ${changedByUpsert(updated)}
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
  const urgent = sql`(${jobs.lmiaQuarter} = ${input.newestQuarter} AND ${jobs.approvedPositions} >= ${input.minPositions})`;
  const reason = sql`CASE WHEN ${urgent} THEN ${lmiaUrgentReasonSql(jobs.approvedPositions, sql`${input.label}::text`)} END`;
  const result = await tx.execute(sql`
    UPDATE ${jobs} SET ${columnName(jobs.isUrgent)} = ${urgent}, ${columnName(jobs.urgentReason)} = ${reason}
    WHERE ${jobs.source} = ${input.source} AND (${jobs.isUrgent}, ${jobs.urgentReason}) IS DISTINCT FROM (${urgent}, ${reason})
  `);
  return result.rowCount ?? 0;
}
