/**
 * How the live counts are worded wherever they appear: the landing page, /jobs and the marketing flyers
 * (docs/product.md#live-counts). Shared so that a flyer can never label a figure differently from the site.
 */

export const LIVE_COUNT_LABELS = {
  lmiaApprovals: 'LMIA approvals',
  employers: 'Employers',
  provincesCovered: 'Provinces and territories',
} as const;

/** How quarters are written, here for the pages and flyers that print live counts. */
export { formatQuarter, formatQuarterSpan } from '../../shared/lmia-quarter';
