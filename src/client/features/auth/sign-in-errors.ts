import { AUTH_ERROR_CODES, ERROR_CODES } from '../../../shared/error-codes';
import { AUTH_MESSAGES } from '../../../shared/messages';
import { ApiError, NetworkError } from '../../lib/api-client';
import type { ToastInput } from '../../components/ui/toast-store';

/** Codes whose fixed text replaces whatever the server said (docs/product.md#sign-in). */
const FIXED_TEXTS: Record<string, string> = {
  [AUTH_ERROR_CODES.userNotFound]: AUTH_MESSAGES.userNotFound,
  [AUTH_ERROR_CODES.invalidPassword]: AUTH_MESSAGES.invalidPassword,
  [AUTH_ERROR_CODES.connectionError]: AUTH_MESSAGES.connectionError,
  [AUTH_ERROR_CODES.missingCredentials]: AUTH_MESSAGES.missingCredentials,
};

/** Codes where the server's own text matters: the support contact, how long to wait. */
const SERVER_TEXT_FALLBACKS: Record<string, string> = {
  [AUTH_ERROR_CODES.accountBlocked]: AUTH_MESSAGES.accountBlocked,
  [ERROR_CODES.rateLimited]: AUTH_MESSAGES.tooManySignIns,
};

/** The toast for a failed sign-in (docs/product.md#sign-in). */
export function signInErrorToast(error: unknown): ToastInput {
  if (error instanceof NetworkError) {
    return { title: AUTH_MESSAGES.connectionErrorTitle, description: AUTH_MESSAGES.connectionError, variant: 'destructive' };
  }
  const title = AUTH_MESSAGES.signInFailedTitle;
  if (error instanceof ApiError) {
    const code = error.errorCode ?? '';
    const description = FIXED_TEXTS[code] ?? error.serverMessage ?? SERVER_TEXT_FALLBACKS[code] ?? AUTH_MESSAGES.signInFallback;
    return { title, description, variant: 'destructive' };
  }
  return { title, description: AUTH_MESSAGES.signInFallback, variant: 'destructive' };
}
