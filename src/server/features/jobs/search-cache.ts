import { LRUCache } from 'lru-cache';
import type { Job, JobTeaser } from '../../../shared/schemas/jobs';
import { MINUTE_MS } from '../../lib/dates';

/**
 * Search results held in memory for a minute, per database.
 *
 * Members run the same few searches over and over ('cook', a province, LMIA only), the data changes only
 * when an import or a funnel tick writes, and embedded PostgreSQL answers one query at a time. Serving a
 * repeated page from memory keeps the database for the searches nobody has run yet, and identical searches
 * that arrive together share one query (lru-cache's fetch). Writes on this instance clear it at once
 * (`forgetJobSearches`); another instance's writes show within the minute. See docs/decisions/012.
 */
export interface SearchPage {
  /** Full jobs for a member's page, teasers for a visitor's: the page key names the view. */
  jobs: Job[] | JobTeaser[];
  total: number;
  /** `jobs` as the response body, written once: a repeated search is not serialized again. */
  json: string;
}

type Loader<T> = () => Promise<T>;

/** How long a result is kept: also the longest another instance's write takes to show here (docs/product.md#several-instances). */
export const JOB_CACHE_TTL_MS = MINUTE_MS;
/** Bounded by jobs held, not pages: 10,000 jobs is about 12 MB of rows. */
const MAX_CACHED_JOBS = 10_000;

function createCaches(now: () => Date) {
  const fetchMethod = <T>(_key: string, _stale: T | undefined, { context }: { context: Loader<T> }) => context();
  // A write that clears the cache while a search is running aborts that fetch. Without ignoreFetchAbort,
  // lru-cache would answer the waiting requests `undefined` at once; with it they get their result, and
  // the result, read before the write, is not kept.
  // Ages follow the service clock, so tests can step past the minute instead of waiting for it.
  const shared = { ttl: JOB_CACHE_TTL_MS, fetchMethod, ignoreFetchAbort: true, perf: { now: () => now().getTime() }, ttlResolution: 0 };
  return {
    pages: new LRUCache<string, SearchPage, Loader<SearchPage>>({
      ...shared,
      maxSize: MAX_CACHED_JOBS,
      sizeCalculation: (page) => page.jobs.length + 1,
    }),
    /** Totals per filter set, so paging through one search counts its matches once. */
    totals: new LRUCache<string, number, Loader<number>>({ ...shared, max: 1_000 }),
    /** Counts the clears, so a total read before a write is not kept after it (rememberTotal). */
    generation: 0,
  };
}

const byDatabase = new WeakMap<object, ReturnType<typeof createCaches>>();

function cachesFor(db: object, now: () => Date) {
  let caches = byDatabase.get(db);
  if (!caches) {
    caches = createCaches(now);
    byDatabase.set(db, caches);
  }
  return caches;
}

// lru-cache types fetch() as possibly undefined (an aborted fetch without ignoreFetchAbort); should it
// ever be, the search runs uncached rather than failing.
export async function cachedSearchPage(db: object, now: () => Date, key: string, load: Loader<SearchPage>): Promise<SearchPage> {
  return (await cachesFor(db, now).pages.fetch(key, { context: load })) ?? load();
}

export async function cachedTotal(db: object, now: () => Date, key: string, count: Loader<number>): Promise<number> {
  return (await cachesFor(db, now).totals.fetch(key, { context: count })) ?? count();
}

export function hasCachedTotal(db: object, now: () => Date, key: string): boolean {
  return cachesFor(db, now).totals.has(key);
}

/** How many times the cache was cleared: read before a query whose total rememberTotal may keep. */
export function searchGeneration(db: object, now: () => Date): number {
  return cachesFor(db, now).generation;
}

/** Keeps a total counted alongside a page, unless jobs were written since `generation` was read. */
export function rememberTotal(db: object, now: () => Date, key: string, total: number, generation: number) {
  const caches = cachesFor(db, now);
  if (caches.generation === generation) caches.totals.set(key, total);
}

/** Called after anything writes jobs through this database handle. */
export function forgetJobSearches(db: object) {
  const caches = byDatabase.get(db);
  if (!caches) return;
  caches.generation += 1;
  caches.pages.clear();
  caches.totals.clear();
}
