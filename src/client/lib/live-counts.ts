/**
 * How the live counts are worded wherever they appear: the landing page, /jobs and the marketing flyers
 * (docs/product.md#live-counts). Shared so that a flyer can never label a figure differently from the site.
 */

export const LIVE_COUNT_LABELS = {
  lmiaApprovals: 'LMIA approvals',
  employers: 'Employers',
  provincesCovered: 'Provinces and territories',
} as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025Q1' → 'Jan–Mar 2025'; anything else is shown as it came. */
/** '2024Q3', '2025Q1' → 'Jul 2024 – Mar 2025': the months a run of quarters covers; one quarter as formatQuarter says it. */
export function formatQuarterSpan(earliest: string, latest: string): string {
  const from = /^(\d{4})Q([1-4])$/.exec(earliest.trim());
  const to = /^(\d{4})Q([1-4])$/.exec(latest.trim());
  if (!from || !to || earliest.trim() === latest.trim()) return formatQuarter(latest);
  return `${MONTHS[(Number(from[2]) - 1) * 3]} ${from[1]} – ${MONTHS[(Number(to[2]) - 1) * 3 + 2]} ${to[1]}`;
}

export function formatQuarter(quarter: string): string {
  const match = /^(\d{4})Q([1-4])$/.exec(quarter.trim());
  if (!match) return quarter;
  const first = (Number(match[2]) - 1) * 3;
  return `${MONTHS[first]}–${MONTHS[first + 2]} ${match[1]}`;
}
