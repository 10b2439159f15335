/** Business constants (docs/product.md#limits) and reference lists (docs/product.md#categories). */

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

/** Canada Post province and territory codes, with the product's names: how an address or a data file names them. */
export const PROVINCE_NAMES_BY_CODE = {
  NL: 'Newfoundland & Labrador',
  PE: 'Prince Edward Island',
  NS: 'Nova Scotia',
  NB: 'New Brunswick',
  QC: 'Quebec',
  ON: 'Ontario',
  MB: 'Manitoba',
  SK: 'Saskatchewan',
  AB: 'Alberta',
  BC: 'British Columbia',
  YT: 'Yukon',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
} as const satisfies Record<string, Province>;
export type ProvinceCode = keyof typeof PROVINCE_NAMES_BY_CODE;
export const PROVINCE_CODES = Object.keys(PROVINCE_NAMES_BY_CODE) as ProvinceCode[];
export const isProvinceCode = (value: string): value is ProvinceCode => Object.hasOwn(PROVINCE_NAMES_BY_CODE, value);

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

/**
 * GET /api/jobs sorting and paging (docs/product.md#d1-working-paging-sorting-and-job-alerts). Plain values here, so client
 * code that needs them does not pull zod into its chunk.
 */
export const JOB_SORTS = ['relevance', 'newest', 'newest-quarter'] as const;
/**
 * Older links may carry these names: 'urgent' was the newest-quarter sort's first name. The salary sorts are not
 * offered while the data holds no salaries (docs/product.md#job-search) and are refused.
 */
export const JOB_SORT_ALIASES: Readonly<Record<string, JobSort>> = { urgent: 'newest-quarter' };
export type JobSort = (typeof JOB_SORTS)[number];
export const JOBS_PAGE_SIZE = { default: 20, max: 100 } as const;
export const SEARCH_MAX_LENGTH = 200;

/** The radius choices of the city filter, in km (docs/product.md#job-search). */
export const JOB_RADII_KM = [25, 50, 100, 250] as const;
export type JobRadiusKm = (typeof JOB_RADII_KM)[number];
export const DEFAULT_RADIUS_KM: JobRadiusKm = 50;

/** Fallback marketing numbers, shown only when /api/stats fails (docs/product.md#d3-live-counts-with-fallback). */
export const STATS_FALLBACK = { members: 2847, activeJobs: 542, successRatePercent: 87 } as const;

/** Network retries of reads: three attempts, waiting 1 s then 2 s (docs/product.md#api-client). */
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

/** The limits of My matches (docs/product.md#limits). */
export const MATCHES_LIMITS = {
  /** NOC codes a member may ask about at once (and the most taken from the profile: `profileNocs`). */
  nocs: 8,
  profileNocs: 3,
  employers: 50,
  /** Approvals listed per employer in the answer (its page has them all). */
  approvalsPerEmployer: 6,
  /** Employers in the new-quarter e-mail. */
  emailEmployers: 5,
} as const;

/** The NOC finder's limits (docs/product.md#limits). */
export const NOC_SEARCH = { titleMin: 2, titleMax: 100, limitMax: 10, limitDefault: 5 } as const;

/** The "no filter" choices of the job search, never sent to the server (docs/product.md#job-search). */
export const ALL_PROVINCES = 'All Provinces';
export const ALL_CATEGORIES = 'All Categories';
/** My matches' `?province=all`: all of Canada chosen on the page, where no province means "as my profile says". */
export const ALL_OF_CANADA = 'all';

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
  /** Reports accepted per address a minute (the route's rate limit). */
  perAddressPerMinute: 10,
} as const;

/** How long a toast is left to read before the page moves on (docs/product.md#limits). */
export const REDIRECT_DELAY_MS = {
  signInPaid: 1_000,
  signInUnpaid: 2_000,
  signUp: 1_000,
  humanitarian: 2_000,
} as const;

/** How long the checkout waits for its payment set-up before it gives up (docs/product.md#checkout). */
export const PAYMENT_SETUP_TIMEOUT_MS = 30_000;

/**
 * Administrator pages are never counted as visits (docs/product.md#visits): they would only measure the
 * staff. Here rather than beside the visit schema so the client's beacon does not pull zod into every page.
 */
export const isAdminPage = (page: string) => page === '/admin' || page.startsWith('/admin-') || page.startsWith('/admin/');
