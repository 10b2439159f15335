import { STATS_FALLBACK } from '../../../shared/constants';
import type { Stats } from '../../../shared/schemas/jobs';
import { formatCount as count } from '../../lib/format-number';
import { formatQuarter, formatQuarterSpan, LIVE_COUNT_LABELS as LABELS } from '../../lib/live-counts';

export interface StatItem {
  label: string;
  value: string;
}

/** A band of figures and the line under it that says what they count and where they come from. */
export interface StatBand {
  items: StatItem[];
  note: string;
}

const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** Said wherever approvals are counted: a positive LMIA is permission to hire, not a vacancy (docs/product.md#live-counts). */
export const LMIA_SOURCE_NOTE =
  'Source: ESDC lists of employers with a positive LMIA. A positive LMIA approves an employer to hire for an occupation and place; it is not an open vacancy.';
export const APPROXIMATE_NOTE = 'Approximate figures: live numbers are unavailable right now.';

/** 'Positive LMIA lists: Jul 2024 – Mar 2025, published by ESDC.': the quarters the data covers; '' before any is loaded. */
export function lmiaCoverage(stats: Pick<Stats, 'earliestQuarter' | 'latestQuarter'> | undefined): string {
  if (!stats?.latestQuarter) return '';
  return `Positive LMIA lists: ${formatQuarterSpan(stats.earliestQuarter ?? stats.latestQuarter, stats.latestQuarter)}, published by ESDC.`;
}

function postingsNote(stats: Stats): string {
  if (stats.openPostings === 0) return '';
  const boards = stats.jobSources > 0 ? ` from ${plural(stats.jobSources, 'job board', 'job boards')}` : '';
  return ` Plus ${plural(stats.openPostings, 'open posting', 'open postings')}${boards}, checked every ${stats.jobUpdateMinutes} minutes.`;
}

/**
 * The landing metrics (docs/product.md#live-counts): approvals, employers, positions approved in the newest
 * quarter and provinces covered, live; open postings counted apart in the note. When /api/stats failed, the
 * fallback marketing numbers, labelled approximate (docs/product.md#d3-live-counts-with-fallback); while loading, nothing.
 */
export function landingStatBand(stats: Stats | undefined, failed: boolean): StatBand {
  if (stats) {
    const items = [
      { label: LABELS.lmiaApprovals, value: count(stats.lmiaApprovals) },
      { label: LABELS.employers, value: count(stats.employers) },
      ...(stats.latestQuarter
        ? [{ label: `Positions approved, ${formatQuarter(stats.latestQuarter)}`, value: count(stats.positionsApprovedLatestQuarter) }]
        : []),
      { label: LABELS.provincesCovered, value: count(stats.provincesCovered) },
    ];
    const coverage = lmiaCoverage(stats);
    return { items, note: `${coverage ? `${coverage} ` : ''}${LMIA_SOURCE_NOTE}${postingsNote(stats)}` };
  }
  if (failed) {
    return {
      items: [
        { label: 'Members (approx.)', value: count(STATS_FALLBACK.members) },
        { label: 'Jobs (approx.)', value: count(STATS_FALLBACK.activeJobs) },
        { label: 'Success rate (approx.)', value: `${STATS_FALLBACK.successRatePercent}%` },
      ],
      note: APPROXIMATE_NOTE,
    };
  }
  return { items: [], note: '' };
}

/**
 * The /jobs band: what the list holds, approvals and postings apart, open postings only when there are some
 * (docs/product.md#live-counts).
 */
export function jobsStatItems(stats: Stats | undefined, failed: boolean): StatItem[] {
  if (stats) {
    return [
      { label: LABELS.lmiaApprovals, value: count(stats.lmiaApprovals) },
      ...(stats.openPostings > 0 ? [{ label: 'Open postings', value: count(stats.openPostings) }] : []),
      { label: 'New this quarter, 5+ positions', value: count(stats.urgentJobs) },
    ];
  }
  if (failed) return [{ label: 'Jobs (approx.)', value: count(STATS_FALLBACK.activeJobs) }];
  // While loading, the same cards with a placeholder: the band keeps its height when the figures arrive.
  return [
    { label: LABELS.lmiaApprovals, value: '…' },
    { label: 'New this quarter, 5+ positions', value: '…' },
  ];
}

export const jobCountText = (total: number) => `${count(total)} ${total === 1 ? 'job' : 'jobs'}`;
