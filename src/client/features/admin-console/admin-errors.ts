import { ApiError, toUserMessage } from '../../lib/api-client';

/** A 401 from an admin call means the session ended (idle 30 minutes, 8 hours, logged out elsewhere). */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * The words of a failed action's toast: the server's own message for what it refused (409 "This account is
 * already blocked.", 404 "User not found.", 400 a reason too long), else the status text everyone gets.
 */
export function actionErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.status !== 401 && error.serverMessage) return error.serverMessage;
  return toUserMessage(error);
}

/**
 * A refusal that means the page was out of date: the user is already blocked, not blocked, already a member
 * (409) or gone (404). The lists are refreshed so the row shows what is true now.
 */
export function isStaleRowError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.status === 404);
}
