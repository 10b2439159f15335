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

/** errorCodes of the job funnel's controls, beside the shared ones of envelope.ts. */
export const FUNNEL_ERROR_CODES = {
  /** 409 from POST /api/job-funnel/update: another update holds the funnel (FUNNEL_MESSAGES.busy). */
  busy: 'FUNNEL_BUSY',
} as const;

/** errorCodes of POST /api/job-alerts (docs/product.md#job-alerts). */
export const JOB_ALERT_ERROR_CODES = {
  /** 400: the address given is not the member's own; alerts go only there (JOB_ALERT_MESSAGES.notOwnAddress). */
  notOwnAddress: 'JOB_ALERT_NOT_OWN_ADDRESS',
  /** 403: the member's address is not verified yet (JOB_ALERT_MESSAGES.addressNotVerified). */
  addressNotVerified: 'EMAIL_NOT_VERIFIED',
  /** 409: the member already keeps JOB_ALERTS_PER_MEMBER live alerts (JOB_ALERT_MESSAGES.limitReached). */
  limitReached: 'JOB_ALERT_LIMIT',
} as const;

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
  email: z.string().transform(normalizeEmail).refine(isValidEmail, { error: VALIDATION_MESSAGES.emailInvalid }),
  search: z.string().trim().max(SEARCH_MAX_LENGTH),
  province: z.union([z.enum(PROVINCES), z.literal('')]),
});
export type JobAlertForm = z.infer<typeof jobAlertFormSchema>;

/** A member's job alerts not unsubscribed, confirmed or not (docs/product.md#job-alerts). */
export const JOB_ALERTS_PER_MEMBER = 20;
