import { STATS_FALLBACK } from '../../../shared/constants';
import type { Stats } from '../../../shared/schemas/jobs';

export interface StatItem {
  label: string;
  value: string;
}

const count = (value: number) => value.toLocaleString('en-CA');

/**
 * The /jobs stats band (available, LMIA and urgent counts; docs/product.md#live-counts). Live numbers when /api/stats
 * answered; when it failed, only the fallback it has a number for (docs/product.md#d3-live-counts-with-fallback); while loading,
 * nothing (no number that would then jump).
 */
export function jobsStatItems(stats: Stats | undefined, failed: boolean): StatItem[] {
  if (stats) {
    return [
      { label: 'Available jobs', value: count(stats.activeJobs) },
      { label: 'LMIA jobs', value: count(stats.lmiaJobs) },
      { label: 'Urgent jobs', value: count(stats.urgentJobs) },
    ];
  }
  if (failed) return [{ label: 'Available jobs', value: count(STATS_FALLBACK.activeJobs) }];
  return [];
}

/** The landing metrics: live counts, or the fallback marketing numbers when /api/stats failed (docs/product.md#live-counts). */
export function landingStatItems(stats: Stats | undefined, failed: boolean): StatItem[] {
  if (stats) {
    return [
      { label: 'Jobs available', value: count(stats.activeJobs) },
      { label: 'LMIA jobs', value: count(stats.lmiaJobs) },
      { label: 'Employers', value: count(stats.employers) },
    ];
  }
  if (failed) {
    return [
      { label: 'Members', value: count(STATS_FALLBACK.members) },
      { label: 'Jobs available', value: count(STATS_FALLBACK.activeJobs) },
      { label: 'Success rate', value: `${STATS_FALLBACK.successRatePercent}%` },
    ];
  }
  return [];
}

export const jobCountText = (total: number) => `${count(total)} ${total === 1 ? 'job' : 'jobs'}`;
