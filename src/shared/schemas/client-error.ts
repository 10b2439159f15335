import { z } from 'zod';
import { CLIENT_ERROR_LIMITS } from '../constants';
import { text } from './text';

// The limits live in constants.ts so that the client can use them without bundling zod into its entry.
export { CLIENT_ERROR_LIMITS };

/** POST /api/client-errors: what the error screen reports (docs/product.md#client-error-reports). */
export const clientErrorReportSchema = z.object({
  // Error messages and stacks span lines; the rest are one line each.
  message: text({ max: CLIENT_ERROR_LIMITS.message, multiline: true }),
  stack: text({ max: CLIENT_ERROR_LIMITS.stack, multiline: true }).optional(),
  componentStack: text({ max: CLIENT_ERROR_LIMITS.componentStack, multiline: true }).optional(),
  timestamp: text({ max: 64 }),
  userAgent: text({ max: CLIENT_ERROR_LIMITS.userAgent }),
  url: text({ max: CLIENT_ERROR_LIMITS.url }),
  userId: text({ max: CLIENT_ERROR_LIMITS.userId }),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** Its 202 answer. */
export const clientErrorResponseSchema = z.object({ success: z.literal(true) });
