import type { Stats } from '../../../shared/schemas/jobs';
import { MINUTE_MS } from '../../lib/dates';
import type { Deps } from '../../lib/deps';
import { countPlacements } from '../applications/service';
import { jobCounts } from '../jobs/service';
import { countActiveMembers } from '../membership/service';

/**
 * The public counts of /api/stats (docs/product.md#live-counts) gather three features' figures — the jobs',
 * the members', the reported offers — so they are composed here, above all three: the jobs feature need not
 * know about applications, which themselves build on jobs.
 */

/** Also the longest another instance's write takes to show in the counts (docs/product.md#several-instances). */
export const STATS_TTL_MS = MINUTE_MS;
let statsCache: { key: Deps; at: number; stats: Stats } | undefined;

/** Public counts, computed at most once a minute per app (docs/product.md#live-counts). */
export async function getStats(deps: Deps): Promise<Stats> {
  const nowMs = deps.now().getTime();
  if (statsCache && statsCache.key === deps && nowMs - statsCache.at < STATS_TTL_MS) return statsCache.stats;
  const [counts, members, successfulPlacements] = await Promise.all([
    jobCounts(deps.db),
    countActiveMembers(deps.db, deps.now()),
    countPlacements(deps.db),
  ]);
  const stats: Stats = { ...counts, members, successfulPlacements, jobUpdateMinutes: deps.config.funnelIntervalMinutes };
  statsCache = { key: deps, at: nowMs, stats };
  return stats;
}
