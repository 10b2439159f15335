import { DEFAULT_RADIUS_KM, JOB_CATEGORIES, type JobSort } from '../../../shared/constants';
import { JOB_MESSAGES } from '../../../shared/messages';
import { regulatedGuidance } from '../../../shared/regulated-occupations';
import { ERROR_CODES, JOB_ERROR_CODES } from '../../../shared/error-codes';
import type { Job, JobDetail, JobSample, JobTeaser } from '../../../shared/schemas/jobs';
import { AppError } from '../../lib/app-error';
import type { Executor as Db } from '../../db/client';
import { MINUTE_MS } from '../../lib/dates';
import type { Deps } from '../../lib/deps';
import { cityKey, employerKey } from './import/address';
import { provinceCodeFor } from './import/provinces';
import { nocIndex } from './noc-finder/index';
import { searchNoc, type NocMatch } from './noc-finder/matcher';
import { lmiaWordsInRequestLanguage } from './lmia-job-words';
import * as repo from './repo';
import { getLocale } from '../../../shared/i18n/paraglide/runtime.js';
import { pickSamples, utcDayNumber } from './sample-picks';
import {
  cachedSearchPage,
  cachedTotal,
  forgetJobSearches,
  hasCachedTotal,
  rememberTotal,
  searchGeneration,
  type SearchPage,
} from './search-cache';

const MAX_SEARCH_WORDS = 8;

/**
 * Turns what a person typed into a safe to_tsquery text: words only (letters and digits, so no
 * operator or quote can reach the parser), ANDed, the last one as a prefix ('cooks ontar' finds
 * 'cook' in Ontario while typing). Returns undefined when nothing searchable is left.
 */
export function toPrefixTsQuery(search: string | undefined): string | undefined {
  const words = (search ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return undefined;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

/**
 * A regulated occupation's requirements come from the dated data (src/shared/regulated-occupations.ts), not from
 * the generic TEER lines the importer stored: computed when served, so rows imported before the data, and the
 * data's later corrections, need no backfill (docs/decisions/045-guidance-as-dated-data.md).
 */
export function requirementsOf(row: Pick<repo.JobRow, 'nocCode' | 'province' | 'requirements'>): string[] {
  return regulatedGuidance(row.nocCode, row.province)?.requirements ?? row.requirements;
}

export function toJob(row: repo.JobRow): Job {
  const words = lmiaWordsInRequestLanguage(row);
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    province: row.province,
    salary: words.salary ?? row.salary,
    description: words.description ?? row.description,
    requirements: requirementsOf({ ...row, requirements: words.requirements ?? row.requirements }),
    benefits: row.benefits,
    isLMIA: row.isLmia,
    isUrgent: row.isUrgent,
    urgentReason: words.urgentReason ?? row.urgentReason,
    category: row.category,
    employerEmail: row.employerEmail,
    applicationDeadline: row.applicationDeadline,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
    source: row.source,
    nocCode: row.nocCode,
    teer: row.teer,
    lmiaQuarter: row.lmiaQuarter,
    programStream: row.programStream,
    approvedPositions: row.approvedPositions,
    applicationUrl: row.applicationUrl,
    employerId: row.employerId,
  };
}

/** What a visitor sees of a job (docs/product.md#a-look-before-paying): no employer, no details. */
export function toJobTeaser(row: repo.JobRow): JobTeaser {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    province: row.province,
    category: row.category,
    isLMIA: row.isLmia,
    isUrgent: row.isUrgent,
    kind: row.kind,
    nocCode: row.nocCode,
    teer: row.teer,
    lmiaQuarter: row.lmiaQuarter,
    approvedPositions: row.approvedPositions,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Who asked: a member gets full jobs, anyone else (signed out, or signed in without a membership) teasers. */
export type JobView = 'member' | 'teaser';

interface JobSearchQuery {
  search?: string;
  province?: string;
  category?: string;
  lmiaOnly?: 'true' | 'false';
  page: number;
  pageSize: number;
  sort?: JobSort;
  createdAfter?: Date;
  teer?: number;
  stream?: string;
  quarter?: string;
  employer?: string;
  city?: string;
  radius?: number;
}

/**
 * The centre of the city filter: 'Brampton, ON' or 'Brampton' (then the most populous of that name), spelt as
 * the cities list spells it, accents optional. A city the list does not have is the member's mistake: 400.
 */
async function cityCentre(deps: Deps, city: string) {
  const match = /^(.*?)(?:,\s*([A-Za-z]{2}))?$/.exec(city);
  const name = match?.[1] ?? city;
  const provinceCode = match?.[2]?.toUpperCase();
  const centre = await repo.findCity(deps.db, cityKey(name), provinceCode);
  if (!centre) throw new AppError(400, ERROR_CODES.validation, JOB_MESSAGES.unknownCity, { city: JOB_MESSAGES.unknownCity });
  return centre;
}

/** A member's search (the job-alert digests): full jobs. */
export async function searchJobs(deps: Deps, query: JobSearchQuery): Promise<SearchPage & { jobs: Job[] }> {
  return (await searchJobsAs(deps, query, 'member')) as SearchPage & { jobs: Job[] };
}

/** GET /api/jobs: one page of a search, as `view` may see it. */
export async function searchJobsAs(deps: Deps, query: JobSearchQuery, view: JobView): Promise<SearchPage> {
  const tsQuery = toPrefixTsQuery(query.search);
  const sort: JobSort = query.sort ?? (tsQuery ? 'relevance' : 'newest');
  const filters = {
    tsQuery,
    province: query.province,
    category: query.category,
    lmiaOnly: query.lmiaOnly === 'true',
    createdAfter: query.createdAfter,
    teer: query.teer,
    stream: query.stream,
    quarter: query.quarter,
    employer: query.employer,
    near: query.city ? { center: await cityCentre(deps, query.city), km: query.radius ?? DEFAULT_RADIUS_KM } : undefined,
  };
  const toPage = (rows: repo.JobRow[], total: number): SearchPage => {
    const jobs = rows.map(view === 'member' ? toJob : toJobTeaser);
    return { jobs, total, json: JSON.stringify(jobs) };
  };
  const load = (total: Promise<number>) =>
    Promise.all([repo.findJobsPage(deps.db, filters, sort, query.page, query.pageSize), total]).then(([rows, n]) => toPage(rows, n));
  // A digest's "new since" window is different every time: nothing to share, so it skips the cache.
  if (filters.createdAfter) return load(repo.countJobs(deps.db, filters));
  // Keyed by the parsed filters, so 'Cook' and 'cook ' share an entry.
  const filterKey = JSON.stringify([
    tsQuery,
    filters.province,
    filters.category,
    filters.lmiaOnly,
    filters.teer,
    filters.stream,
    filters.quarter,
    filters.employer,
    filters.near,
  ]);
  // The view is part of the page's key: a visitor's teaser page and a member's full page are never mixed.
  // Totals do not depend on who asks, so both views share them.
  // So is the language: a member's page holds the LMIA jobs' words in it (lmia-job-words.ts).
  const pageKey = JSON.stringify([filterKey, sort, query.page, query.pageSize, view, getLocale()]);
  const countedTotal = () => cachedTotal(deps.db, deps.now, filterKey, () => repo.countJobs(deps.db, filters));
  return cachedSearchPage(deps.db, deps.now, pageKey, async () => {
    // A ranked search not counted yet: page and count in one scan (docs/decisions/020-search-speed-under-load.md).
    if (sort === 'relevance' && tsQuery && !hasCachedTotal(deps.db, deps.now, filterKey)) {
      const generation = searchGeneration(deps.db, deps.now);
      const { rows, total } = await repo.findRankedJobsPageWithTotal(deps.db, { ...filters, tsQuery }, query.page, query.pageSize);
      // Past the last match no row carries the total: on the first page there is no match at all, further on it is counted.
      const known = total ?? (query.page === 1 ? 0 : undefined);
      if (known === undefined) return toPage(rows, await countedTotal());
      rememberTotal(deps.db, deps.now, filterKey, known, generation);
      return toPage(rows, known);
    }
    return load(countedTotal());
  });
}

/** GET /api/jobs/filters: the streams, quarters and TEERs the data has. */
export async function getFilterChoices(deps: Deps) {
  return { success: true as const, ...(await repo.filterChoices(deps.db)) };
}

/** After an import or a funnel tick wrote jobs through `db`: fresh statistics, no stale search pages. */
export async function jobsChanged(db: Db) {
  await repo.analyzeJobTables(db);
  forgetJobSearches(db);
  if (samplesCache?.key === db) samplesCache = undefined;
}

export async function getJob(deps: Deps, id: number): Promise<JobDetail> {
  const row = await repo.findJob(deps.db, id);
  if (!row) throw new AppError(404, JOB_ERROR_CODES.jobNotFound, JOB_MESSAGES.notFound);
  const history = await repo.lmiaHistoryFor(deps.db, row);
  return { ...toJob(row), lmiaHistory: history };
}

/** GET /api/jobs/:id for a visitor: the teaser, or 404 as for a member. */
export async function getJobTeaser(deps: Deps, id: number): Promise<JobTeaser> {
  const row = await repo.findJob(deps.db, id);
  if (!row) throw new AppError(404, JOB_ERROR_CODES.jobNotFound, JOB_MESSAGES.notFound);
  return toJobTeaser(row);
}

/** What an application copies of its job when it is saved (docs/product.md#applications); undefined for an unknown id. */
export async function jobSnapshot(db: Db, id: number) {
  const row = await repo.findJob(db, id);
  return (
    row && { id: row.id, title: row.title, company: row.company, location: row.location, province: row.province, nocCode: row.nocCode }
  );
}

/** How many of each category's newest jobs the samples are chosen from. */
const SAMPLE_CANDIDATES_PER_CATEGORY = 20;
/**
 * The day's pick is read again after this long, so jobs another instance changed or removed leave the
 * samples within the minute, as they leave search results (docs/product.md#several-instances).
 */
export const SAMPLES_TTL_MS = MINUTE_MS;
let samplesCache: { key: Db; day: number; at: number; rows: Awaited<ReturnType<typeof repo.jobsByIds>> } | undefined;

/**
 * GET /api/jobs/samples: three recent jobs of different occupations, provinces and fields of work, a
 * different three each UTC day (sample-picks.ts, docs/product.md#landing). The day's pick is kept until
 * midnight UTC, until the jobs change here (jobsChanged), or for SAMPLES_TTL_MS.
 */
export async function getJobSamples(deps: Deps): Promise<JobSample[]> {
  const nowMs = deps.now().getTime();
  const day = utcDayNumber(deps.now());
  if (samplesCache?.key !== deps.db || samplesCache.day !== day || nowMs - samplesCache.at >= SAMPLES_TTL_MS) {
    const picked = pickSamples(await repo.sampleCandidates(deps.db, JOB_CATEGORIES, SAMPLE_CANDIDATES_PER_CATEGORY), day);
    const found = await repo.jobsByIds(
      deps.db,
      picked.map((candidate) => candidate.id),
    );
    const byId = new Map(found.map((row) => [row.id, row]));
    samplesCache = { key: deps.db, day, at: nowMs, rows: picked.flatMap((candidate) => byId.get(candidate.id) ?? []) };
  }
  const rows = samplesCache.rows;
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    location: row.location,
    province: row.province,
    category: row.category,
    isLMIA: row.isLmia,
    isUrgent: row.isUrgent,
    lmiaQuarter: row.lmiaQuarter,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The jobs' part of the public counts (docs/product.md#live-counts): the stats feature adds the members'. */
export async function jobCounts(db: Db) {
  return repo.jobCounts(db);
}

/** The NOC finder's best unit groups for a job title (docs/product.md#noc-finder), for My matches. */
export async function nocMatchesForTitle(title: string, limit: number): Promise<NocMatch[]> {
  return searchNoc(await nocIndex(), title, limit);
}

/** An employer's name folded as the LMIA import folds it (case, accents, punctuation): for the offer check's look-up. */
export const foldEmployerName = (name: string): string => employerKey(name);

/** 'Ontario', 'Québec', 'ON' → the Canada Post code, as the importer reads a province; undefined when not one. */
export const provinceCodeOf = (value: string): string | undefined => provinceCodeFor(value);

/**
 * The NOC 2021 unit groups with these codes (a code that is none is left out), for My matches: from the NOC
 * finder's vocabulary, read once per process from the same shipped file as the noc_unit_groups table, so no query.
 */
export async function nocUnitsByCode(codes: readonly string[]): Promise<Map<string, { code: string; title: string; teer: number }>> {
  const { units } = await nocIndex();
  const found = new Map<string, { code: string; title: string; teer: number }>();
  for (const code of codes) {
    const unit = units.get(code);
    if (unit) found.set(code, { code: unit.code, title: unit.title, teer: unit.teer });
  }
  return found;
}

/** The LMIA lists' version, for the in-memory views other features hold of them (My matches, the offer check). */
export const lmiaDataVersion = (db: Db): Promise<number> => repo.lmiaDataVersion(db);
