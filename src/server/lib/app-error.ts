import { ERROR_CODES } from '../../shared/error-codes';
import { SERVER_MESSAGES, STATUS_MESSAGES } from '../../shared/messages';

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

/** The database connection queue is full (db/client.ts): refused at once rather than queued without bound. */
export const databaseBusy = (retryAfterSeconds: number) =>
  new AppError(503, ERROR_CODES.busy, SERVER_MESSAGES.databaseBusy, undefined, { 'retry-after': String(retryAfterSeconds) });

/**
 * A failed-attempt counter is full: 429 RATE_LIMITED with Retry-After in whole seconds (at least 1), so
 * a client never retries before the counter can have room again.
 */
export const tooManyAttempts = (resetInMs: number, message: string = STATUS_MESSAGES[429]) =>
  new AppError(429, ERROR_CODES.rateLimited, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))),
  });
