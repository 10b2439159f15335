import { z } from 'zod';
import { PROVINCES, SEARCH_MAX_LENGTH } from '../constants';
import { VALIDATION_MESSAGES } from '../messages';
import { emailField, isValidEmail, normalizeEmail } from './email';
import { jobFilterFields } from './jobs';

/** GET /api/job-funnel/status plus the last run's result (docs/product.md#job-funnel). */
export const funnelStatusSchema = z.object({
  isActive: z.boolean(),
  totalJobsProcessed: z.number().int(),
  sources: z.number().int(),
  lastUpdate: z.string().nullable(),
  lastRun: z
    .object({
      status: z.enum(['running', 'succeeded', 'failed']),
      jobsAdded: z.number().int(),
      jobsUpdated: z.number().int(),
      error: z.string().nullable(),
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
    })
    .nullable(),
});
export type FunnelStatus = z.infer<typeof funnelStatusSchema>;

export const funnelActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  jobsAdded: z.number().int().optional(),
  jobsUpdated: z.number().int().optional(),
});

/**
 * POST /api/job-alerts: the subscribe box stores an alert; alerts are e-mailed (docs/product.md#job-alerts).
 * They go only to the member's own verified address; `email`, when sent, must be that address.
 */
export const jobAlertRequestSchema = z.object({
  email: emailField.optional(),
  ...jobFilterFields,
  lmiaOnly: z.boolean().optional(),
});
export type JobAlertRequest = z.input<typeof jobAlertRequestSchema>;

/**
 * The /jobs subscribe box: one address, any problem with it answered "Please enter a valid email address"; the
 * words and the province the alert follows ('' for all), started from the search or My profile and editable.
 */
export const jobAlertFormSchema = z.object({
  email: z
    .string()
    .transform(normalizeEmail)
    .refine(isValidEmail, { error: () => VALIDATION_MESSAGES.emailInvalid }),
  search: z.string().trim().max(SEARCH_MAX_LENGTH),
  province: z.union([z.enum(PROVINCES), z.literal('')]),
});
export type JobAlertForm = z.infer<typeof jobAlertFormSchema>;

/** A member's job alerts not unsubscribed, confirmed or not (docs/product.md#job-alerts). */
export const JOB_ALERTS_PER_MEMBER = 20;
