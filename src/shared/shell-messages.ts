/**
 * The texts every page may need before its own code arrives: the API client's and the error screen's.
 * A module apart from messages.ts (which re-exports them, so import from there elsewhere) because the
 * first download of every visit carries this module, and messages.ts is five times its size
 * (docs/decisions/018-fast-first-paint.md).
 *
 * The texts live in the message catalogues (src/shared/i18n/messages, docs/decisions/055-kiswahili.md); these
 * are their English forms, which every page shows until its own texts move to the catalogues.
 */
import { m } from './i18n/paraglide/messages.js';

const english = { locale: 'en' } as const;

/** What a person sees for each HTTP status (docs/product.md#status-messages). */
export const STATUS_MESSAGES = {
  400: m.status_400({}, english),
  401: m.status_401({}, english),
  403: m.status_403({}, english),
  404: m.status_404({}, english),
  429: m.status_429({}, english),
  serverError: m.status_server_error({}, english),
} as const;

/** The API client's own failures (docs/product.md#api-client). */
export const CLIENT_MESSAGES = {
  connectionFailed: m.client_connection_failed({}, english),
  /** Mutations are sent once and never retried, so a failure says nothing about attempts. */
  mutationConnectionFailed: m.client_mutation_connection_failed({}, english),
  emptyResponse: m.client_empty_response({}, english),
  invalidResponse: m.client_invalid_response({}, english),
} as const;

/** The error screen (docs/product.md#error-screen). */
export const ERROR_SCREEN = {
  title: m.error_screen_title({}, english),
  subtitle: m.error_screen_subtitle({}, english),
  reported: m.error_screen_reported({}, english),
  refresh: m.error_screen_refresh({}, english),
  home: m.error_screen_home({}, english),
  helpTitle: m.error_screen_help_title({}, english),
  helpSteps: [m.error_screen_help_refresh({}, english), m.error_screen_help_home({}, english), m.error_screen_help_support({}, english)],
} as const;
