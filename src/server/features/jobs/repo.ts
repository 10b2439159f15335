import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  max,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { JobSort } from '../../../shared/constants';
import { allowLongStatements, type Executor as Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { cities, jobSources, jobs, lmiaEmployers, nocUnitGroups } from '../../db/schema/jobs';
import { withinKmSql, type Point } from './radius';

/**
 * Every column a job shows, leaving out the search vectors and the salary sort key: reading the tsvectors
 * back for each row of a page would cost more than the search itself.
 */
const { search: _searchVector, rankVector: _rankVector, salaryAnnual: _salarySortKey, ...jobColumns } = getTableColumns(jobs);

export type JobRow = Omit<typeof jobs.$inferSelect, 'search' | 'rankVector' | 'salaryAnnual'>;

export interface JobFilters {
  /** A to_tsquery text built from sanitised words (service.ts), or undefined. */
  tsQuery?: string;
  province?: string;
  category?: string;
  lmiaOnly: boolean;
  /** Only jobs added after this moment (job-alert digests). */
  createdAfter?: Date;
  teer?: number;
  stream?: string;
  quarter?: string;
  /** An employer page id or part of a company name (either matches). */
  employer?: string;
  /** Jobs whose city lies within `km` of `center` (jobs without coordinates never match). */
  near?: { center: Point; km: number };
}

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * How a filter's value enters the SQL: as a parameter of this one query (`asValue`), or as a named placeholder
 * of a prepared query, the value kept aside for its execution (`preparedRankedPage`).
 */
type Bind = <T>(name: string, value: T) => T | Placeholder;
const asValue: Bind = (_name, value) => value;

/** The search words as a tsquery: folded into a constant when the query is planned with its values. */
const tsQueryOf = (tsQuery: string, bind: Bind) =>
  bind === asValue ? sql`to_tsquery('english', ${tsQuery})` : sql`(select to_tsquery('english', ${bind('tsQuery', tsQuery)}))`;

function whereOf(filters: JobFilters, bind: Bind = asValue): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.tsQuery) conditions.push(sql`${jobs.search} @@ ${tsQueryOf(filters.tsQuery, bind)}`);
  if (filters.province) conditions.push(eq(jobs.province, bind('province', filters.province)));
  if (filters.category) conditions.push(eq(jobs.category, bind('category', filters.category)));
  if (filters.lmiaOnly) conditions.push(eq(jobs.isLmia, bind('lmiaOnly', true)));
  if (filters.createdAfter) conditions.push(gt(jobs.createdAt, bind('createdAfter', filters.createdAfter)));
  if (filters.teer !== undefined) conditions.push(eq(jobs.teer, bind('teer', filters.teer)));
  if (filters.stream) conditions.push(eq(jobs.programStream, bind('stream', filters.stream)));
  if (filters.quarter) conditions.push(eq(jobs.lmiaQuarter, bind('quarter', filters.quarter)));
  if (filters.employer) {
    const employer = or(
      eq(jobs.employerId, bind('employer', filters.employer)),
      ilike(jobs.company, bind('company', containing(filters.employer))),
    );
    conditions.push(employer!);
  }
  if (filters.near) conditions.push(withinKmSql(jobs.lat, jobs.lng, filters.near.center, filters.near.km));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * Each order spells NULLS LAST because the sort indexes (schema/jobs.ts) are built that way, and
 * PostgreSQL only reads an index for an ORDER BY whose null placement matches it, NOT NULL column or not.
 */
const descending = (column: SQL | AnyPgColumn) => sql`${column} desc nulls last`;
const NEWEST_FIRST = [descending(jobs.createdAt), descending(jobs.id)];

/**
 * Relevance: matched on the full `search` vector, ranked on the narrow `rank_vector` (title and company), so
 * ranking reads a few lexemes per match instead of its description; a job that has the word only in its
 * description ranks 0 and comes after those that name it, newest first
 * (docs/decisions/052-rank-by-title-and-company.md).
 */
const rankOf = (tsQuery: string, bind: Bind = asValue) => sql`ts_rank(${jobs.rankVector}, ${tsQueryOf(tsQuery, bind)})`;

function orderOf(sort: JobSort, tsQuery: string | undefined): SQL[] {
  switch (sort) {
    case 'relevance':
      return tsQuery ? [descending(rankOf(tsQuery)), ...NEWEST_FIRST] : NEWEST_FIRST;
    case 'newest-quarter':
      // isUrgent is "newest quarter and 5+ positions" (import/lmia-job-rules.ts).
      return [descending(jobs.isUrgent), descending(jobs.approvedPositions), ...NEWEST_FIRST];
    default:
      return NEWEST_FIRST;
  }
}

export async function findJobsPage(db: Db, filters: JobFilters, sort: JobSort, page: number, pageSize: number) {
  return db
    .select(jobColumns)
    .from(jobs)
    .where(whereOf(filters))
    .orderBy(...orderOf(sort, filters.tsQuery))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** The GIN index over `jobs.search` (schema/jobs.ts). */
const SEARCH_INDEX = 'jobs_search_idx';

type Count = number | Placeholder;

function rankedPageQuery(db: Db, filters: JobFilters & { tsQuery: string }, offset: Count, limit: Count, bind: Bind) {
  const ranked = db.$with('ranked').as(
    db
      .select({
        id: jobs.id,
        rank: sql<number>`${rankOf(filters.tsQuery, bind)}`.as('rank'),
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(jobs)
      .where(whereOf(filters, bind))
      // By the selected rank's name: spelt out again, the expression would be computed twice per match.
      .orderBy(sql`rank desc nulls last`, ...NEWEST_FIRST)
      .limit(limit)
      .offset(offset),
  );
  return db
    .with(ranked)
    .select({ ...jobColumns, total: sql<number>`${ranked.total}`.mapWith(Number) })
    .from(ranked)
    .innerJoin(jobs, eq(jobs.id, ranked.id))
    .orderBy(descending(sql`${ranked.rank}`), ...NEWEST_FIRST);
}

function prepareRankedPage(db: Db, filters: JobFilters & { tsQuery: string }, name: string) {
  const asPlaceholder: Bind = (key) => sql.placeholder(key);
  return rankedPageQuery(db, filters, sql.placeholder('offset'), sql.placeholder('limit'), asPlaceholder).prepare(name);
}

/** Per database handle: the prepared ranked search of each set of filters, by the names of its values. */
const preparedRankedPages = perDatabase(() => new Map<string, ReturnType<typeof prepareRankedPage>>());

/**
 * The ranked search as a prepared statement, one per set of filters and database handle, and the values to
 * run it with. PostgreSQL planned each search again: 0.5–1 ms on PostgreSQL, 1.7 ms on PGlite, as much as a
 * typical search then took to run. The words' tsquery is computed once per search (a sub-select) rather than
 * folded into the plan, so the one plan fits every word. A search within a radius is not prepared: the box's
 * use of its index depends on the values (docs/decisions/064-prepared-session-check-and-province-search-index.md).
 */
function preparedRankedPage(db: Db, filters: JobFilters & { tsQuery: string }) {
  // Every filter whereOf applies binds a value, so the names of the values say which filters the statement has.
  const values: Record<string, unknown> = {};
  const collect: Bind = (key, value) => {
    values[key] = value;
    return value;
  };
  whereOf(filters, collect);
  const shape = Object.keys(values).sort().join(',');
  const byShape = preparedRankedPages(db);
  let query = byShape.get(shape);
  if (!query) {
    // Numbered rather than named after the filters: a name longer than 63 bytes would be cut, and two cut alike.
    query = prepareRankedPage(db, filters, `jobs_ranked_${byShape.size}`);
    byShape.set(shape, query);
  }
  return { query, values };
}

/**
 * A relevance-ranked page and the number of matches in one pass. Ranking must read every match anyway
 * (the top 20 by rank are known only after all are ranked), so counting them in the same scan costs
 * little, where a separate count would find and read them all again (docs/decisions/020). The ranking and
 * the count see only each match's id, rank and date; the page's 20 jobs are read afterwards by id. Carried
 * through the count whole, every match's description made a broad word's rows spill to disk
 * (docs/decisions/052-rank-by-title-and-company.md). `total` is undefined when the page is past the last
 * match: no row carries it then.
 */
export async function findRankedJobsPageWithTotal(db: Db, filters: JobFilters & { tsQuery: string }, page: number, pageSize: number) {
  const offset = (page - 1) * pageSize;
  if (filters.near) return withTotal(await rankedPageQuery(db, filters, offset, pageSize, asValue));
  const { query, values } = preparedRankedPage(db, filters);
  return withTotal(await query.execute({ ...values, offset, limit: pageSize }));
}

function withTotal<Row extends { total: number }>(rows: Row[]) {
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total };
}

export async function countJobs(db: Db, filters: JobFilters) {
  const [row] = await db.select({ n: count() }).from(jobs).where(whereOf(filters));
  return row?.n ?? 0;
}

export async function findJob(db: Db, id: number) {
  const [row] = await db.select(jobColumns).from(jobs).where(eq(jobs.id, id)).limit(1);
  return row;
}

/** Every positive LMIA of the employer behind an LMIA job (same employer, same province), newest first. */
export async function lmiaHistoryFor(db: Db, job: JobRow) {
  if (job.kind !== 'lmia') return [];
  const [employer] = await db
    .select({ employerKey: lmiaEmployers.employerKey, provinceCode: lmiaEmployers.provinceCode })
    .from(lmiaEmployers)
    .where(
      and(
        eq(lmiaEmployers.employer, job.company),
        job.lmiaQuarter ? eq(lmiaEmployers.quarter, job.lmiaQuarter) : undefined,
        job.nocCode ? eq(lmiaEmployers.nocCode, job.nocCode) : undefined,
      ),
    )
    .limit(1);
  if (!employer) return [];
  return db
    .select({
      quarter: lmiaEmployers.quarter,
      stream: lmiaEmployers.stream,
      occupation: lmiaEmployers.occupationTitle,
      nocCode: lmiaEmployers.nocCode,
      approvedPositions: lmiaEmployers.approvedPositions,
      city: lmiaEmployers.city,
    })
    .from(lmiaEmployers)
    .where(
      and(
        eq(lmiaEmployers.employerKey, employer.employerKey),
        employer.provinceCode === null ? isNull(lmiaEmployers.provinceCode) : eq(lmiaEmployers.provinceCode, employer.provinceCode),
      ),
    )
    .orderBy(desc(lmiaEmployers.quarter), asc(lmiaEmployers.occupationTitle))
    .limit(100);
}

/** The most populous city called `key` (lowercase, accents folded), in `provinceCode` when given. */
export async function findCity(db: Db, key: string, provinceCode: string | undefined): Promise<Point | undefined> {
  const [row] = await db
    .select({ lat: cities.lat, lng: cities.lng })
    .from(cities)
    .where(and(sql`lower(${cities.asciiName}) = ${key}`, provinceCode ? eq(cities.provinceCode, provinceCode) : undefined))
    .orderBy(sql`${cities.population} desc nulls last`, asc(cities.id))
    .limit(1);
  return row;
}

/** The choices of the stream, quarter and TEER filters, as the data has them (docs/product.md#job-search). */
export async function filterChoices(db: Db) {
  const [streams, quarters, teers] = await Promise.all([
    db.selectDistinct({ value: lmiaEmployers.stream }).from(lmiaEmployers).orderBy(asc(lmiaEmployers.stream)),
    db.selectDistinct({ value: lmiaEmployers.quarter }).from(lmiaEmployers).orderBy(desc(lmiaEmployers.quarter)),
    db.selectDistinct({ value: nocUnitGroups.teer }).from(nocUnitGroups).orderBy(asc(nocUnitGroups.teer)),
  ]);
  return { streams: streams.map((r) => r.value), quarters: quarters.map((r) => r.value), teers: teers.map((r) => r.value) };
}

/**
 * Sample candidates (docs/product.md#landing): the newest `perCategory` jobs naming a province in each
 * category, as id, occupation (NOC code, else title), province and category. Per category because the
 * newest jobs overall are one quarter's first rows, all farm work. About 200 ms on the full data set; the
 * service keeps the day's pick.
 */
export async function sampleCandidates(db: Db, categories: readonly string[], perCategory: number) {
  const perGroup = await Promise.all(
    categories.map((category) =>
      db
        .select({
          id: jobs.id,
          occupation: sql<string>`coalesce(${jobs.nocCode}, ${jobs.title})`,
          province: jobs.province,
          category: jobs.category,
        })
        .from(jobs)
        .where(and(eq(jobs.category, category), isNotNull(jobs.province)))
        .orderBy(...NEWEST_FIRST)
        .limit(perCategory),
    ),
  );
  return perGroup.flat();
}

export async function jobsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select(jobColumns).from(jobs).where(inArray(jobs.id, ids));
}

/** The public counts (docs/product.md#live-counts): one scan of jobs, one of the LMIA lists, one of the sources. */
export async function jobCounts(db: Db) {
  const [[totals], [lists], [feeds]] = await Promise.all([
    db
      .select({
        activeJobs: count(),
        lmiaJobs: sql<number>`count(*) filter (where ${jobs.isLmia})::int`,
        urgentJobs: sql<number>`count(*) filter (where ${jobs.isUrgent})::int`,
        lmiaApprovals: sql<number>`count(*) filter (where ${jobs.kind} = 'lmia')::int`,
        openPostings: sql<number>`count(*) filter (where ${jobs.kind} = 'posting')::int`,
      })
      .from(jobs),
    db
      .select({
        employers: countDistinct(lmiaEmployers.employerKey),
        provincesCovered: countDistinct(lmiaEmployers.provinceCode),
        latestQuarter: sql<string | null>`max(${lmiaEmployers.quarter})`,
        earliestQuarter: sql<string | null>`min(${lmiaEmployers.quarter})`,
      })
      .from(lmiaEmployers),
    db
      .select({ n: count() })
      .from(jobSources)
      .where(and(eq(jobSources.enabled, true), sql`${jobSources.kind} <> 'lmia'`)),
  ]);
  const latestQuarter = lists?.latestQuarter ?? null;
  const [positions] = latestQuarter
    ? await db
        .select({ n: sql<number>`coalesce(sum(${lmiaEmployers.approvedPositions}), 0)::int` })
        .from(lmiaEmployers)
        .where(eq(lmiaEmployers.quarter, latestQuarter))
    : [];
  return {
    activeJobs: totals?.activeJobs ?? 0,
    lmiaJobs: totals?.lmiaJobs ?? 0,
    urgentJobs: totals?.urgentJobs ?? 0,
    lmiaApprovals: totals?.lmiaApprovals ?? 0,
    openPostings: totals?.openPostings ?? 0,
    employers: lists?.employers ?? 0,
    provincesCovered: lists?.provincesCovered ?? 0,
    latestQuarter,
    earliestQuarter: lists?.earliestQuarter ?? null,
    positionsApprovedLatestQuarter: positions?.n ?? 0,
    jobSources: feeds?.n ?? 0,
  };
}

/**
 * Fresh planner statistics after a bulk write. Embedded PGlite has no autovacuum to gather them, and a
 * planner that still believes the table is empty picks full scans over the indexes.
 *
 * The search index's pending list is merged in too. A GIN index takes new rows into an unsorted pending
 * list that every search reads from end to end until VACUUM or autovacuum merges it; ANALYZE alone does
 * not. PGlite has no autovacuum, so after an import the list stayed at its 4 MB limit for good, and each
 * search read its ~320 pages: 25 ms for a word with 96 matches, against 0.05 ms merged
 * (docs/decisions/020-search-speed-under-load.md).
 */
export async function analyzeJobTables(db: Db) {
  await db.transaction(async (tx) => {
    await allowLongStatements(tx);
    await tx.execute(sql`ANALYZE ${jobs}, ${lmiaEmployers}`);
    await tx.execute(sql`SELECT gin_clean_pending_list(${SEARCH_INDEX}::regclass)`);
  });
}

/**
 * The LMIA data's version: its newest row id, read backwards off the primary key (no rows read). lmia_employers
 * only grows: an import inserts rows and nothing updates or deletes them, and imports take turns (lockImports),
 * so every import that adds rows raises it, on whichever instance or command ran it. 0 without data.
 */
export async function lmiaDataVersion(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(lmiaEmployers.id) }).from(lmiaEmployers);
  return row?.id ?? 0;
}
