import { LRUCache } from 'lru-cache';
import type { Executor as Db } from '../../db/client';
import { MINUTE_MS } from '../../lib/dates';
import type { MatchEmployer, MatchNoc } from '../../../shared/schemas/matches';

/**
 * Ranked employers held in memory for a minute, per database (docs/decisions/042-matches.md). Members with the
 * same occupation and provinces ask the same question (every nurse in Ontario), the data changes only when a
 * quarter is imported, and embedded PostgreSQL answers one query at a time: a repeated question is served from
 * memory, and identical questions arriving together share one query. An import shows within the minute.
 */
export interface RankedAnswer {
  nocs: MatchNoc[];
  employers: MatchEmployer[];
}

type Loader = () => Promise<RankedAnswer>;
export const MATCHES_CACHE_TTL_MS = MINUTE_MS;

const caches = new WeakMap<object, LRUCache<string, RankedAnswer, Loader>>();

function cacheFor(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, RankedAnswer, Loader>({
      max: 500,
      ttl: MATCHES_CACHE_TTL_MS,
      ignoreFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
    caches.set(db, cache);
  }
  return cache;
}

export async function cachedRanking(db: Db, key: string, load: Loader): Promise<RankedAnswer> {
  return (await cacheFor(db).fetch(key, { context: load }))!;
}

/** Forgets every ranking held for this database (the bench's uncached figures; an import on this instance). */
export function forgetRankings(db: Db) {
  caches.get(db)?.clear();
}
