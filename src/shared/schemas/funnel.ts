import { z } from 'zod';
import { emailField } from './email';
import { text } from './text';

/** GET /api/job-funnel/status (SPEC §3 'Job funnel status' plus the last run's result). */
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

/** POST /api/job-alerts (departure 1: the subscribe box stores an alert; alerts are e-mailed). */
export const jobAlertRequestSchema = z.object({
  email: emailField,
  search: text({ trim: true, max: 200 }).optional(),
  province: text({ max: 60 }).optional(),
  category: text({ max: 60 }).optional(),
  lmiaOnly: z.boolean().optional(),
});
export type JobAlertRequest = z.input<typeof jobAlertRequestSchema>;
export const JOB_ALERT_MESSAGES = {
  confirmationSent: 'Check your e-mail to confirm your job alert.',
  confirmed: 'Your job alert is confirmed. You will get a daily e-mail when new matching jobs arrive.',
  unsubscribed: 'You are unsubscribed. You will not get this job alert again.',
  invalidLink: 'This link is invalid or has already been used.',
} as const;
