/** Business constants of SPEC.md §9 and the reference lists of §3. */

export const MEMBERSHIP = {
  priceCad: 300,
  priceCents: 30_000,
  currency: 'cad',
  months: 12,
} as const;

export const PROVINCES = [
  'Newfoundland & Labrador',
  'Ontario',
  'British Columbia',
  'Alberta',
  'Quebec',
  'Manitoba',
  'Saskatchewan',
  'Nova Scotia',
  'New Brunswick',
  'Prince Edward Island',
  'Northwest Territories',
  'Nunavut',
  'Yukon',
] as const;
export type Province = (typeof PROVINCES)[number];

export const JOB_CATEGORIES = [
  'Agriculture',
  'Healthcare',
  'Hospitality',
  'Construction',
  'Manufacturing',
  'Retail',
  'Technology',
  'Education',
  'Transportation',
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

/** GET /api/jobs sorting and paging (departure 1); re-exported by schemas/jobs.ts. */
export const JOB_SORTS = ['relevance', 'newest', 'urgent', 'salary-high', 'salary-low'] as const;
export const JOBS_PAGE_SIZE = { default: 20, max: 100 } as const;
export const SEARCH_MAX_LENGTH = 200;

/** SPEC §3 fallback marketing numbers, shown only when /api/stats fails (departure 3). */
export const STATS_FALLBACK = { members: 2847, activeJobs: 542, successRatePercent: 87 } as const;

/** SPEC §7 shared behaviour and §9: three attempts, waiting 1 s then 2 s. */
export const NETWORK_RETRY = { attempts: 3, backoffMs: 1_000 } as const;

export const UI_LIMITS = {
  toastLimit: 1,
  toastMaxWidthPx: 420,
  toastDurationMs: 5_000,
  toastSwipeThresholdPx: 50,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  drawerWidthPx: 300,
} as const;

/** SPEC §1: support is reached by e-mail (the WhatsApp numbers are not reproduced). */
export const SUPPORT_EMAIL = 'support@maplebridge.ca';

/** SPEC §5: the "no filter" choices of the job search, never sent to the server. */
export const ALL_PROVINCES = 'All Provinces';
export const ALL_CATEGORIES = 'All Categories';

/**
 * POST /api/client-errors (schemas/client-error.ts). Limits keep one report small enough to log whole,
 * and a flood cheap to refuse.
 */
export const CLIENT_ERROR_LIMITS = {
  message: 2_000,
  stack: 8_000,
  componentStack: 8_000,
  userAgent: 500,
  url: 2_000,
  userId: 200,
  bodyBytes: 32 * 1024,
} as const;

/** SPEC §4/§9: how long a toast is left to read before the page moves on. */
export const REDIRECT_DELAY_MS = {
  signInPaid: 1_000,
  signInUnpaid: 2_000,
  signUp: 1_000,
  humanitarian: 2_000,
} as const;

/** SPEC §7/§9: how long the checkout waits for its payment set-up before it gives up. */
export const PAYMENT_SETUP_TIMEOUT_MS = 30_000;
