import { z } from 'zod';
import { JOB_CATEGORIES, JOB_RADII_KM, JOB_SORT_ALIASES, JOB_SORTS, JOBS_PAGE_SIZE, PROVINCES, SEARCH_MAX_LENGTH } from '../constants';
import { JOB_MESSAGES } from '../messages';
import { text } from './text';

/**
 * The filters a job search and a job alert share (schemas/funnel.ts), so an alert holds only what the
 * search accepts. Province and category are text first: a control character gets the answer it gets in
 * any other field.
 */
export const jobFilterFields = {
  search: text({ trim: true, max: SEARCH_MAX_LENGTH }).optional(),
  province: text({ max: 60 })
    .pipe(z.enum(PROVINCES, { error: () => JOB_MESSAGES.unknownProvince }))
    .optional(),
  category: text({ max: 60 })
    .pipe(z.enum(JOB_CATEGORIES, { error: () => JOB_MESSAGES.unknownCategory }))
    .optional(),
};

/**
 * The filters of the search page that job alerts do not keep (yet): TEER, program stream, quarter,
 * employer (an employer page id or part of a name) and a city with a radius. The city is a name as the
 * cities list writes it, with an optional province code ('Brampton, ON'); the server finds its coordinates.
 */
export const jobDetailFilterFields = {
  teer: text()
    .regex(/^[0-5]$/, { error: () => JOB_MESSAGES.teerRange })
    .transform(Number)
    .optional(),
  stream: text({ trim: true, max: 120 }).optional(),
  quarter: text()
    .regex(/^\d{4}Q[1-4]$/, { error: () => JOB_MESSAGES.quarterShape })
    .optional(),
  employer: text({ trim: true, max: 200 }).optional(),
  city: text({ trim: true, max: 100 }).optional(),
  radius: text()
    .pipe(z.enum(JOB_RADII_KM.map(String) as [string, ...string[]], { error: () => JOB_MESSAGES.radiusChoice }))
    .transform(Number)
    .optional(),
};

/** GET /api/jobs query, with page, pageSize and sort (docs/product.md#job-search). */
export const jobsQuerySchema = z.object({
  ...jobFilterFields,
  ...jobDetailFilterFields,
  lmiaOnly: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(JOBS_PAGE_SIZE.max).default(JOBS_PAGE_SIZE.default),
  /** Default: relevance when searching, else newest. */
  sort: z
    .preprocess(
      (value) => (typeof value === 'string' && Object.hasOwn(JOB_SORT_ALIASES, value) ? JOB_SORT_ALIASES[value] : value),
      z.enum(JOB_SORTS),
    )
    .optional(),
});

/** A job, plus where it came from (docs/product.md#lmia-jobs). */
const jobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  province: z.string().nullable(),
  salary: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
  benefits: z.array(z.string()),
  isLMIA: z.boolean(),
  isUrgent: z.boolean(),
  urgentReason: z.string().nullable(),
  category: z.string().nullable(),
  employerEmail: z.string().nullable(),
  applicationDeadline: z.string().nullable(),
  createdAt: z.string(),
  kind: z.enum(['posting', 'lmia']),
  source: z.string(),
  nocCode: z.string().nullable(),
  teer: z.number().int().nullable(),
  lmiaQuarter: z.string().nullable(),
  programStream: z.string().nullable(),
  approvedPositions: z.number().int().nullable(),
  applicationUrl: z.string().nullable(),
  /** The employer page's id (docs/product.md#employer-pages); null for a posting. */
  employerId: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;
export const jobListSchema = z.array(jobSchema);

/** One quarter of an employer's positive LMIAs, for the job detail's history. */
const lmiaHistoryEntrySchema = z.object({
  quarter: z.string(),
  stream: z.string(),
  occupation: z.string(),
  nocCode: z.string(),
  approvedPositions: z.number().int(),
  city: z.string().nullable(),
});
export const jobDetailSchema = jobSchema.extend({ lmiaHistory: z.array(lmiaHistoryEntrySchema) });
export type JobDetail = z.infer<typeof jobDetailSchema>;

/**
 * What a visitor (signed out, or signed in without a membership) sees of a job: the occupation, place,
 * quarter and positions, never the employer or the details (docs/product.md#a-look-before-paying). A schema
 * of its own, so the server's answer to a visitor cannot carry a member-only field by mistake.
 */
export const jobTeaserSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  location: z.string(),
  province: z.string().nullable(),
  category: z.string().nullable(),
  isLMIA: z.boolean(),
  isUrgent: z.boolean(),
  kind: z.enum(['posting', 'lmia']),
  nocCode: z.string().nullable(),
  teer: z.number().int().nullable(),
  lmiaQuarter: z.string().nullable(),
  approvedPositions: z.number().int().nullable(),
  createdAt: z.string(),
});
export type JobTeaser = z.infer<typeof jobTeaserSchema>;
export const jobTeaserListSchema = z.array(jobTeaserSchema);
/** GET /api/jobs: full jobs for a member, teasers for a visitor (the x-jobs-view header says which). */
export const jobSearchResultSchema = z.union([jobListSchema, jobTeaserListSchema]);
/** GET /api/jobs/:id: the full job for a member, the teaser for a visitor. */
export const jobViewSchema = z.union([jobDetailSchema, jobTeaserSchema]);
/** A job as the lists show it: a member's full job or a visitor's teaser. */
export type JobListItem = Job | JobTeaser;

export const jobIdParamsSchema = z.object({ id: text().regex(/^\d{1,15}$/, { error: () => JOB_MESSAGES.idNotNumber }) });

/** GET /api/jobs/samples (public): no member-only fields (employer, description). */
const jobSampleSchema = jobSchema.pick({
  id: true,
  title: true,
  location: true,
  province: true,
  category: true,
  isLMIA: true,
  isUrgent: true,
  lmiaQuarter: true,
  createdAt: true,
});
export const jobSamplesSchema = z.array(jobSampleSchema);
export type JobSample = z.infer<typeof jobSampleSchema>;

/** GET /api/jobs/filters (public): the choices the filters offer, read from the data so they cannot drift. */
export const jobFilterChoicesSchema = z.object({
  success: z.literal(true),
  streams: z.array(z.string()),
  quarters: z.array(z.string()),
  teers: z.array(z.number().int()),
});
export type JobFilterChoices = z.infer<typeof jobFilterChoicesSchema>;

/** GET /api/stats (public); what each number counts: docs/product.md#live-counts. */
export const statsSchema = z.object({
  /** Every row of the job list: LMIA approvals and open postings together. */
  activeJobs: z.number().int(),
  lmiaJobs: z.number().int(),
  urgentJobs: z.number().int(),
  /** Distinct employers on ESDC's positive-LMIA lists. */
  employers: z.number().int(),
  /** Offers reported by members; 0 until the member area records them. */
  successfulPlacements: z.number().int(),
  /** Members with an active membership. */
  members: z.number().int(),
  /** Rows built from the positive-LMIA lists: an employer approved to hire for an occupation and place, not a vacancy. */
  lmiaApprovals: z.number().int(),
  /** Vacancies read from the funnel's feeds. */
  openPostings: z.number().int(),
  /** The newest quarter loaded ('2025Q2'), null before any list is loaded. */
  latestQuarter: z.string().nullable(),
  /** The oldest quarter loaded: with latestQuarter, the span the lists cover (docs/product.md#live-counts). */
  earliestQuarter: z.string().nullable(),
  /** Positions approved in that quarter (the lists' 'Approved Positions' column). */
  positionsApprovedLatestQuarter: z.number().int(),
  /** Provinces and territories with at least one approval. */
  provincesCovered: z.number().int(),
  /** Feeds the funnel reads (enabled sources). */
  jobSources: z.number().int(),
  /** How often the funnel reads them. */
  jobUpdateMinutes: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;
