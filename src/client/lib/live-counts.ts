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
export function formatQuarter(quarter: string): string {
  const match = /^(\d{4})Q([1-4])$/.exec(quarter.trim());
  if (!match) return quarter;
  const first = (Number(match[2]) - 1) * 3;
  return `${MONTHS[first]}–${MONTHS[first + 2]} ${match[1]}`;
}
