import { z } from 'zod';
import { JOB_CATEGORIES, JOB_SORTS, JOBS_PAGE_SIZE, PROVINCES, SEARCH_MAX_LENGTH } from '../constants';
import { text } from './text';

// Plain values live in constants.ts, so client code that needs them does not pull zod into its chunk.
export { JOB_SORTS, JOBS_PAGE_SIZE, SEARCH_MAX_LENGTH, STATS_FALLBACK } from '../constants';

/** GET /api/jobs query (SPEC §7 plus the departures: page, pageSize, sort). */
export const jobsQuerySchema = z.object({
  search: text({ trim: true, max: SEARCH_MAX_LENGTH }).optional(),
  province: z.enum(PROVINCES).optional(),
  category: z.enum(JOB_CATEGORIES).optional(),
  lmiaOnly: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(JOBS_PAGE_SIZE.max).default(JOBS_PAGE_SIZE.default),
  /** Default: relevance when searching, else newest. */
  sort: z.enum(JOB_SORTS).optional(),
});
export type JobsQuery = z.input<typeof jobsQuerySchema>;

/** A job as SPEC §3 describes it, plus where it came from. */
export const jobSchema = z.object({
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
});
export type Job = z.infer<typeof jobSchema>;
export const jobListSchema = z.array(jobSchema);

/** One quarter of an employer's positive LMIAs, for the job detail's history. */
export const lmiaHistoryEntrySchema = z.object({
  quarter: z.string(),
  stream: z.string(),
  occupation: z.string(),
  nocCode: z.string(),
  approvedPositions: z.number().int(),
  city: z.string().nullable(),
});
export const jobDetailSchema = jobSchema.extend({ lmiaHistory: z.array(lmiaHistoryEntrySchema) });
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const jobIdParamsSchema = z.object({ id: text().regex(/^\d{1,15}$/, 'The job id must be a number') });

/** GET /api/jobs/samples (public): no member-only fields (employer, description). */
export const jobSampleSchema = jobSchema.pick({
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

/** GET /api/stats (public). */
export const statsSchema = z.object({
  activeJobs: z.number().int(),
  lmiaJobs: z.number().int(),
  urgentJobs: z.number().int(),
  employers: z.number().int(),
  successfulPlacements: z.number().int(),
  members: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;
