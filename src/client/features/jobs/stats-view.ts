import { STATS_FALLBACK } from '../../../shared/constants';
import type { Stats } from '../../../shared/schemas/jobs';
import { formatCount as count } from '../../lib/format-number';
import { formatQuarter, formatQuarterSpan, LIVE_COUNT_LABELS as LABELS } from '../../lib/live-counts';
import { m } from '../../../shared/i18n/paraglide/messages.js';

export interface StatItem {
  label: string;
  value: string;
}

/** A band of figures and the line under it that says what they count and where they come from. */
export interface StatBand {
  items: StatItem[];
  note: string;
}

/** Said wherever approvals are counted: a positive LMIA is permission to hire, not a vacancy (docs/product.md#live-counts). */
export const lmiaSourceNote = () => m.jobs_stats_lmia_source();
export const approximateNote = () => m.jobs_stats_approximate();

/** 'Positive LMIA lists: Jul 2024 – Mar 2025, published by ESDC.': the quarters the data covers; '' before any is loaded. */
export function lmiaCoverage(stats: Pick<Stats, 'earliestQuarter' | 'latestQuarter'> | undefined): string {
  if (!stats?.latestQuarter) return '';
  return m.jobs_stats_coverage({ span: formatQuarterSpan(stats.earliestQuarter ?? stats.latestQuarter, stats.latestQuarter) });
}

function postingsNote(stats: Stats): string {
  if (stats.openPostings === 0) return '';
  const postings = m.jobs_stats_open_postings_count({ count: count(stats.openPostings) });
  const minutes = count(stats.jobUpdateMinutes);
  return stats.jobSources > 0
    ? m.jobs_stats_postings_note_boards({ postings, boards: m.jobs_stats_job_boards({ count: count(stats.jobSources) }), minutes })
    : m.jobs_stats_postings_note({ postings, minutes });
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
        ? [
            {
              label: m.jobs_stats_positions_approved({ quarter: formatQuarter(stats.latestQuarter) }),
              value: count(stats.positionsApprovedLatestQuarter),
            },
          ]
        : []),
      { label: LABELS.provincesCovered, value: count(stats.provincesCovered) },
    ];
    const coverage = lmiaCoverage(stats);
    return { items, note: [coverage, lmiaSourceNote(), postingsNote(stats)].filter(Boolean).join(' ') };
  }
  if (failed) {
    return {
      items: [
        { label: m.jobs_stats_members_approx(), value: count(STATS_FALLBACK.members) },
        { label: m.jobs_stats_jobs_approx(), value: count(STATS_FALLBACK.activeJobs) },
        { label: m.jobs_stats_success_approx(), value: `${STATS_FALLBACK.successRatePercent}%` },
      ],
      note: approximateNote(),
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
      ...(stats.openPostings > 0 ? [{ label: m.jobs_stats_open_postings(), value: count(stats.openPostings) }] : []),
      { label: m.jobs_stats_new_this_quarter(), value: count(stats.urgentJobs) },
    ];
  }
  if (failed) return [{ label: m.jobs_stats_jobs_approx(), value: count(STATS_FALLBACK.activeJobs) }];
  // While loading, the same cards with a placeholder: the band keeps its height when the figures arrive.
  return [
    { label: LABELS.lmiaApprovals, value: '…' },
    { label: m.jobs_stats_new_this_quarter(), value: '…' },
  ];
}

export const jobCountText = (total: number) => m.jobs_count({ count: count(total) });
