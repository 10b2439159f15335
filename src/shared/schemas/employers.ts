import { z } from 'zod';
import { text } from './text';

/** The province part of an employer id when the head office is outside Canada (the list gives no province). */
export const EMPLOYER_ABROAD = 'abroad';

/**
 * An employer page's id (docs/product.md#employer-pages): the province code (or 'abroad') and the folded
 * name, hyphenated, e.g. 'on-maple-leaf-foods'. Derived in SQL by server/db/employer-id.ts.
 */
export const EMPLOYER_ID_PATTERN = /^[a-z]{2,6}-[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const EMPLOYER_ID_MAX_LENGTH = 200;

export const isEmployerId = (value: string) => value.length <= EMPLOYER_ID_MAX_LENGTH && EMPLOYER_ID_PATTERN.test(value);

/** Any text: an id of another shape is answered 404 like an unknown one, not 400 (the brief's API shape). */
export const employerIdParamsSchema = z.object({ id: text({ max: 400 }) });

const employerApprovalSchema = z.object({
  quarter: z.string(),
  noc: z.string(),
  occupation: z.string(),
  positions: z.number().int(),
  stream: z.string(),
  address: z.string(),
  /** The job this approval became in the job list (for Track and Apply), null if it is not built. */
  jobId: z.number().int().nullable(),
});
export type EmployerApproval = z.infer<typeof employerApprovalSchema>;

/** GET /api/employers/:id: the employer and every approval across quarters, newest first. */
export const employerResponseSchema = z.object({
  success: z.literal(true),
  employer: z.object({
    id: z.string(),
    name: z.string(),
    province: z.string().nullable(),
    city: z.string().nullable(),
    approvals: z.array(employerApprovalSchema),
  }),
});
export type EmployerResponse = z.infer<typeof employerResponseSchema>;
export type Employer = EmployerResponse['employer'];
