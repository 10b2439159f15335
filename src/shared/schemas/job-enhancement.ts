import { z } from 'zod';
import { parsedResumeRequestSchema, userProfileRequestSchema } from './documents';

/**
 * POST /api/ai/update-job-info: how a member can strengthen an application for one job, and the
 * immigration routes that job opens (docs/product.md#job-enhancement).
 */
export const jobEnhancementRequestSchema = z.object({
  // Bounded like the job id of GET /api/jobs/:id, so no id beyond a bigint reaches the database.
  jobId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  // Every field optional: skills typed on /ai-tools help even before the member has typed a name.
  userProfile: userProfileRequestSchema.partial().optional(),
  resumeData: parsedResumeRequestSchema.optional(),
});
export type JobEnhancementRequest = z.infer<typeof jobEnhancementRequestSchema>;

/** A programme the job may open, with its official page. */
const immigrationPathwaySchema = z.object({ name: z.string(), summary: z.string(), url: z.string() });
export type ImmigrationPathway = z.infer<typeof immigrationPathwaySchema>;

/** One step of the usual road from job search to permanent residence, with its typical duration. */
const timelineStepSchema = z.object({ step: z.string(), duration: z.string() });
export type TimelineStep = z.infer<typeof timelineStepSchema>;

export const jobEnhancementResponseSchema = z.object({
  success: z.literal(true),
  /** 4–8 sentences, most specific first. */
  improvements: z.array(z.string()),
  /** Paragraphs separated by a blank line; the last one says it is general information, not legal advice. */
  immigrationGuidance: z.string(),
  pathways: z.array(immigrationPathwaySchema),
  timeline: z.array(timelineStepSchema),
  /** The job the advice is about, so the answer can be shown without the list it was picked from. */
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    company: z.string(),
    province: z.string().nullable(),
    nocCode: z.string().nullable(),
    teer: z.number().int().nullable(),
  }),
});
export type JobEnhancement = z.infer<typeof jobEnhancementResponseSchema>;

/** The /jobs enhancement panel's form: the job chosen in its list, null until one is (the first listed is proposed). */
export const jobEnhancementFormSchema = z.object({ jobId: z.number().int().positive().nullable() });
