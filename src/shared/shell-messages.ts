/**
 * The texts every page may need before its own code arrives: the API client's and the error screen's.
 * A module apart from messages.ts (which re-exports them, so import from there elsewhere) because the
 * first download of every visit carries this module, and messages.ts is five times its size
 * (docs/decisions/018-fast-first-paint.md).
 */

/** What a person sees for each HTTP status (docs/product.md#status-messages). */
export const STATUS_MESSAGES = {
  400: 'Invalid request. Please check your information and try again.',
  401: 'Authentication required. Please sign in and try again.',
  403: 'Access denied. Please check your permissions.',
  404: 'Resource not found. Please try again.',
  429: 'Too many requests. Please wait a moment and try again.',
  serverError: 'Server error. Please try again in a moment.',
} as const;

/** The API client's own failures (docs/product.md#api-client). */
export const CLIENT_MESSAGES = {
  connectionFailed: 'Connection failed after 3 attempts. Please check your internet connection and try again.',
  /** Mutations are sent once and never retried, so a failure says nothing about attempts. */
  mutationConnectionFailed: 'Connection failed. Please check your internet connection and try again.',
  emptyResponse: 'Empty response from server',
  invalidResponse: 'Invalid response format from server. Please try again.',
} as const;

/** The error screen (docs/product.md#error-screen). */
export const ERROR_SCREEN = {
  title: 'Something went wrong',
  subtitle: 'We apologize for the inconvenience. Our team has been notified of this issue.',
  reported: 'This error has been automatically reported to our team.',
  refresh: 'Refresh Page',
  home: 'Go Home',
  helpTitle: 'What you can do',
  helpSteps: ['Refresh the page', 'Return to the homepage', 'Contact support if the problem continues'],
} as const;
