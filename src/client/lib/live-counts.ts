import { localized } from '../../shared/i18n/localized';
import { m } from '../../shared/i18n/paraglide/messages.js';

/**
 * How the live counts are worded wherever they appear: the landing page, /jobs and the marketing flyers
 * (docs/product.md#live-counts). Shared so that a flyer can never label a figure differently from the site; each
 * label is read in the language of the moment (docs/i18n/conventions.md).
 */

export const LIVE_COUNT_LABELS = localized({
  lmiaApprovals: m.shell_live_lmia_approvals,
  employers: m.shell_live_employers,
  provincesCovered: m.shell_live_provinces,
});

/** How quarters are written, here for the pages and flyers that print live counts. */
export { formatQuarter, formatQuarterSpan } from '../../shared/lmia-quarter';
