import { AUTH_ERROR_CODES, ERROR_CODES } from '../../../shared/error-codes';
import { AUTH_MESSAGES } from '../../../shared/messages';
import { ApiError, toUserMessage } from '../../lib/api-client';
import type { ToastInput } from '../../components/ui/toast-store';

export interface SignUpFailure {
  toast: ToastInput;
  /** Server messages per form field (VALIDATION_ERROR details), to show under each field. */
  fieldErrors: Record<string, string>;
}

/** VALIDATION_ERROR details are `{ field: message }`; anything else is ignored rather than trusted. */
function readFieldErrors(details: unknown): Record<string, string> {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return {};
  return Object.fromEntries(
    Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}

/** What a failed registration shows (docs/product.md#sign-up). */
export function signUpFailure(error: unknown): SignUpFailure {
  const title = AUTH_MESSAGES.registrationFailedTitle;
  const fail = (description: string, fieldErrors: Record<string, string> = {}): SignUpFailure => ({
    toast: { title, description, variant: 'destructive' },
    fieldErrors,
  });

  if (!(error instanceof ApiError)) return fail(AUTH_MESSAGES.registrationError);
  switch (error.errorCode) {
    case AUTH_ERROR_CODES.emailExists:
      return fail(AUTH_MESSAGES.emailExists, { email: AUTH_MESSAGES.emailExists });
    case ERROR_CODES.validation: {
      const fieldErrors = readFieldErrors(error.details);
      const messages = [...new Set(Object.values(fieldErrors))];
      return fail(messages.length > 0 ? messages.join(' ') : AUTH_MESSAGES.validationFallback, fieldErrors);
    }
    case ERROR_CODES.serviceUnavailable:
    case ERROR_CODES.busy:
      return fail(AUTH_MESSAGES.serviceUnavailable);
    case ERROR_CODES.rateLimited:
      return fail(error.serverMessage ?? toUserMessage(error));
    default:
      return fail(toUserMessage(error));
  }
}
