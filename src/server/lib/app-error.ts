import { ERROR_CODES } from '../../shared/schemas/envelope';
import { SERVER_MESSAGES } from '../../shared/messages';

/**
 * The one error type services throw. The error handler turns it into the response envelope
 * `{success:false, message, errorCode, details?}` with `statusCode`.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly details?: unknown,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const serviceUnavailable = (retryAfterSeconds: number) =>
  new AppError(503, ERROR_CODES.serviceUnavailable, SERVER_MESSAGES.databaseBusy, undefined, {
    'retry-after': String(retryAfterSeconds),
  });
