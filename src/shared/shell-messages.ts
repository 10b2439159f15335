/**
 * The texts every page may need before its own code arrives: the API client's and the error screen's.
 * A module apart from messages.ts (which re-exports them, so import from there elsewhere) because the
 * first download of every visit carries this module, and messages.ts is five times its size
 * (docs/decisions/018-fast-first-paint.md). The texts themselves are in the message catalogues
 * (src/shared/i18n/messages), read in the language of the moment (i18n/localized.ts).
 */
import { localized } from './i18n/localized';
import { m } from './i18n/paraglide/messages.js';

/** What a person sees for each HTTP status (docs/product.md#status-messages). */
export const STATUS_MESSAGES = localized({
  400: m.status_400,
  401: m.status_401,
  403: m.status_403,
  404: m.status_404,
  429: m.status_429,
  serverError: m.status_server_error,
});

/** The API client's own failures (docs/product.md#api-client). */
export const CLIENT_MESSAGES = localized({
  connectionFailed: m.client_connection_failed,
  /** Mutations are sent once and never retried, so a failure says nothing about attempts. */
  mutationConnectionFailed: m.client_mutation_connection_failed,
  emptyResponse: m.client_empty_response,
  invalidResponse: m.client_invalid_response,
});

/** The error screen (docs/product.md#error-screen). */
export const ERROR_SCREEN = localized({
  title: m.error_screen_title,
  subtitle: m.error_screen_subtitle,
  reported: m.error_screen_reported,
  refresh: m.error_screen_refresh,
  home: m.error_screen_home,
  helpTitle: m.error_screen_help_title,
  helpSteps: () => [m.error_screen_help_refresh(), m.error_screen_help_home(), m.error_screen_help_support()],
});
