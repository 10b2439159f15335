import { z } from 'zod';
import { APPLICATION_MESSAGES as M } from '../messages';
import { text } from './text';
import { APPLICATION_LIMITS, APPLICATION_STATUSES, EMPLOYER_LMIA_ANSWERS } from '../application-statuses';

const statusField = z.enum(APPLICATION_STATUSES, { error: () => M.statusInvalid });
const employerLmiaField = z.enum(EMPLOYER_LMIA_ANSWERS, { error: () => M.employerLmiaInvalid }).nullable();
const notesField = text({ max: APPLICATION_LIMITS.notesMax, maxMessage: () => M.notesMax, multiline: true });
const documentIdsField = z
  .array(z.uuid({ error: () => M.documentIdInvalid }))
  .max(APPLICATION_LIMITS.documentsPerEvent, { error: () => M.tooManyDocuments });

/** POST /api/applications */
export const createApplicationRequestSchema = z.object({
  jobId: z
    .number({ error: () => M.jobIdInvalid })
    .int({ error: () => M.jobIdInvalid })
    .positive({ error: () => M.jobIdInvalid }),
  status: statusField.optional(),
  notes: notesField.optional(),
  employerHoldsLmia: employerLmiaField.optional(),
});
export type CreateApplicationRequest = z.input<typeof createApplicationRequestSchema>;

/** PATCH /api/applications/:id — a status change (a dated event in the history), new notes and/or the LMIA answer. */
export const updateApplicationRequestSchema = z
  .object({
    status: statusField.optional(),
    notes: notesField.optional(),
    /** Saved documents (GET /api/documents) attached to this change; only with a status. */
    documentIds: documentIdsField.optional(),
    employerHoldsLmia: employerLmiaField.optional(),
  })
  .refine((body) => body.status !== undefined || body.notes !== undefined || body.employerHoldsLmia !== undefined, {
    error: () => M.nothingToChange,
  })
  .refine((body) => body.documentIds === undefined || body.status !== undefined, {
    error: () => M.documentsNeedStatus,
    path: ['documentIds'],
  });
export type UpdateApplicationRequest = z.input<typeof updateApplicationRequestSchema>;

/** GET /api/applications?status=&search= */
export const applicationListQuerySchema = z.object({
  status: statusField.optional(),
  search: text({ max: APPLICATION_LIMITS.searchMax }).optional(),
});

/** GET /api/applications/:id?historyPage= — which page of the history, oldest first. */
export const applicationQuerySchema = z.object({
  historyPage: z.coerce
    .number({ error: () => M.historyPageInvalid })
    .int({ error: () => M.historyPageInvalid })
    .min(1, { error: () => M.historyPageInvalid })
    .max(APPLICATION_LIMITS.historyPageMax, { error: () => M.historyPageInvalid })
    .optional(),
});

export const applicationIdParamsSchema = z.object({ id: text({ max: 100 }).pipe(z.uuid({ error: () => M.idNotUuid })) });

export const applicationEventSchema = z.object({
  status: statusField,
  notes: z.string().nullable(),
  /** ISO 8601 */
  at: z.string(),
  documentIds: z.array(z.string()),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

export const applicationSchema = z.object({
  id: z.string(),
  jobId: z.number().int(),
  job: z.object({
    title: z.string(),
    company: z.string(),
    location: z.string(),
    province: z.string(),
    /** The job's NOC 2021 code, copied when saved like its title; null for a job without one. */
    nocCode: z.string().nullable(),
  }),
  status: statusField,
  /** The member's answer: does the employer already hold a positive LMIA for this job? Null until answered. */
  employerHoldsLmia: z.enum(EMPLOYER_LMIA_ANSWERS).nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Oldest first; the first event is the creation with its status. In the list: the latest
   * `historyInList` changes; alone: one page of `historyPageSize` (`?historyPage=`, default 1).
   */
  history: z.array(applicationEventSchema),
  /** How many status changes the whole history holds. */
  historyTotal: z.number().int(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationResponseSchema = z.object({ success: z.literal(true), application: applicationSchema });
/** Newest change first. */
export const applicationListSchema = z.object({ success: z.literal(true), applications: z.array(applicationSchema) });
