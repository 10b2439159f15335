import { z } from 'zod';
import { emailField } from './email';
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

/** POST /api/job-alerts: the subscribe box stores an alert; alerts are e-mailed (docs/product.md#job-alerts). */
export const jobAlertRequestSchema = z.object({
  email: emailField,
  ...jobFilterFields,
  lmiaOnly: z.boolean().optional(),
});
export type JobAlertRequest = z.input<typeof jobAlertRequestSchema>;

/** A member's job alerts not unsubscribed, confirmed or not (docs/product.md#job-alerts). */
export const JOB_ALERTS_PER_MEMBER = 20;
export const JOB_ALERT_ERROR_CODES = { limitReached: 'JOB_ALERT_LIMIT' } as const;
