/**
 * Every errorCode the API answers with (docs/product.md#error-codes): the shared ones, then each feature's.
 * Plain constants without zod, so that a page can recognise an error without loading the schemas
 * (docs/decisions/048-zod-off-the-first-visit.md).
 */

/** Error codes shared by server and client; features add their own beside these. */
export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  notFound: 'NOT_FOUND',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** 431: the request line (a long query string) or the headers passed Node's limit (16 KiB). */
  headersTooLarge: 'HEADERS_TOO_LARGE',
  /** 408: the request did not arrive whole within the server's request time. */
  requestTimeout: 'REQUEST_TIMEOUT',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  /** The server's queue for the database is full: refused at once, try again after Retry-After. */
  busy: 'BUSY',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** errorCodes of the auth API (docs/product.md#error-codes), beside the shared ones (ERROR_CODES). */
export const AUTH_ERROR_CODES = {
  emailExists: 'EMAIL_EXISTS',
  userNotFound: 'USER_NOT_FOUND',
  invalidPassword: 'INVALID_PASSWORD',
  missingCredentials: 'MISSING_CREDENTIALS',
  accountBlocked: 'ACCOUNT_BLOCKED',
  connectionError: 'CONNECTION_ERROR',
  authenticationRequired: 'AUTHENTICATION_REQUIRED',
  paymentRequired: 'PAYMENT_REQUIRED',
  invalidToken: 'INVALID_TOKEN',
  csrfRejected: 'CSRF_REJECTED',
  adminRequired: 'ADMIN_REQUIRED',
  invalidCredentials: 'INVALID_CREDENTIALS',
} as const;

/** errorCodes of the jobs API, beside the shared ones (ERROR_CODES). */
export const JOB_ERROR_CODES = {
  jobNotFound: 'JOB_NOT_FOUND',
} as const;

/** errorCodes of the employers API, beside the shared ones (ERROR_CODES). */
export const EMPLOYER_ERROR_CODES = {
  employerNotFound: 'EMPLOYER_NOT_FOUND',
} as const;

export const APPLICATION_ERROR_CODES = {
  alreadyTracked: 'APPLICATION_EXISTS',
  jobNotFound: 'JOB_NOT_FOUND',
  documentNotFound: 'DOCUMENT_NOT_FOUND',
  limitReached: 'APPLICATION_LIMIT',
  historyFull: 'APPLICATION_HISTORY_LIMIT',
} as const;

/** errorCodes of the documents API (docs/product.md#error-codes), beside the shared ones (ERROR_CODES). */
export const DOCUMENT_ERROR_CODES = {
  documentNotFound: 'DOCUMENT_NOT_FOUND',
  aiProviderAuth: 'AI_PROVIDER_AUTH',
  aiProviderTimeout: 'AI_PROVIDER_TIMEOUT',
  aiProviderBusy: 'AI_PROVIDER_BUSY',
  aiProviderUnavailable: 'AI_PROVIDER_UNAVAILABLE',
  limitReached: 'DOCUMENT_LIMIT',
} as const;

export const PAYMENT_ERROR_CODES = {
  invalidAmount: 'INVALID_AMOUNT',
  notYourAccount: 'NOT_YOUR_ACCOUNT',
  paymentInFlight: 'PAYMENT_IN_FLIGHT',
  alreadyMember: 'ALREADY_MEMBER',
  unknownAccount: 'UNKNOWN_ACCOUNT',
  cardDeclined: 'CARD_DECLINED',
  paymentNotFound: 'PAYMENT_NOT_FOUND',
  accessDenied: 'ACCESS_DENIED',
  invalidSignature: 'INVALID_SIGNATURE',
  webhookNotConfigured: 'WEBHOOK_NOT_CONFIGURED',
} as const;

export const MPESA_ERROR_CODES = {
  paymentNotFound: 'MPESA_PAYMENT_NOT_FOUND',
  requestFailed: 'MPESA_REQUEST_FAILED',
  invalidCallback: 'MPESA_INVALID_CALLBACK',
  notAvailable: 'MPESA_NOT_AVAILABLE',
} as const;

export const REFUND_ERROR_CODES = {
  windowClosed: 'REFUND_WINDOW_CLOSED',
  notRefundable: 'PAYMENT_NOT_REFUNDABLE',
  notFound: 'REFUND_REQUEST_NOT_FOUND',
  alreadyDecided: 'REFUND_ALREADY_DECIDED',
  reversalRequired: 'REVERSAL_REFERENCE_REQUIRED',
} as const;

export const ACCOUNT_ERROR_CODES = {
  wrongPassword: 'WRONG_PASSWORD',
  noReceipt: 'NO_RECEIPT',
} as const;

export const ADMIN_CONSOLE_ERROR_CODES = {
  userNotFound: 'USER_NOT_FOUND',
  alreadyBlocked: 'ALREADY_BLOCKED',
  notBlocked: 'NOT_BLOCKED',
  alreadyMember: 'ALREADY_MEMBER',
} as const;

/** errorCodes of the console's LMIA upload (docs/product.md#lmia-data), beside the shared ones. */
export const LMIA_UPLOAD_ERROR_CODES = {
  /** 400: the file's name ends neither in .csv nor in .xlsx (LMIA_UPLOAD_MESSAGES.wrongType). */
  wrongType: 'LMIA_FILE_TYPE',
  /** 400: the file cannot be read as a positive-LMIA list, or names no quarter; the message says what and where. */
  unreadable: 'LMIA_FILE_UNREADABLE',
} as const;

/** errorCodes of the job funnel's controls, beside the shared ones (ERROR_CODES). */
export const FUNNEL_ERROR_CODES = {
  /** 409 from POST /api/job-funnel/update: another update holds the funnel (FUNNEL_MESSAGES.busy). */
  busy: 'FUNNEL_BUSY',
} as const;

/** errorCodes of POST /api/job-alerts (docs/product.md#job-alerts). */
export const JOB_ALERT_ERROR_CODES = {
  /** 400: the address given is not the member's own; alerts go only there (JOB_ALERT_MESSAGES.notOwnAddress). */
  notOwnAddress: 'JOB_ALERT_NOT_OWN_ADDRESS',
  /** 403: the member's address is not verified yet (JOB_ALERT_MESSAGES.addressNotVerified). */
  addressNotVerified: 'EMAIL_NOT_VERIFIED',
  /** 409: the member already keeps JOB_ALERTS_PER_MEMBER live alerts (JOB_ALERT_MESSAGES.limitReached). */
  limitReached: 'JOB_ALERT_LIMIT',
} as const;
