import { z } from 'zod';

/** Every error the API returns has this shape (docs/product.md#error-envelope). */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errorCode: z.string(),
  details: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

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
