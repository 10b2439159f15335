import { z } from 'zod';
import { CLIENT_ERROR_LIMITS } from '../constants';

// The limits live in constants.ts so that the client can use them without bundling zod into its entry.
export { CLIENT_ERROR_LIMITS };

/** POST /api/client-errors: what the error screen reports (SPEC §2 'Error screen'). */
export const clientErrorReportSchema = z.object({
  message: z.string().max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  componentStack: z.string().max(CLIENT_ERROR_LIMITS.componentStack).optional(),
  timestamp: z.string().max(64),
  userAgent: z.string().max(CLIENT_ERROR_LIMITS.userAgent),
  url: z.string().max(CLIENT_ERROR_LIMITS.url),
  userId: z.string().max(CLIENT_ERROR_LIMITS.userId),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
