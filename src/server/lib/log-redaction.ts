import type { FastifyRequest } from 'fastify';

/**
 * Paths whose query strings carry secrets (verification and reset tokens, unsubscribe links) or
 * personal data: their whole query string is dropped from logs.
 */
const SECRET_QUERY_PATHS = /^\/(api\/(auth|job-alerts|admin)\/|verify-email|reset-password|api\/humanitarian-access)/;
/** Anywhere else, these parameters' values are masked. */
const SECRET_PARAMS = new Set(['token', 'code', 'accesscode', 'email', 'password', 'secret', 'key', 'client_secret']);

/** M-Pesa callbacks carry their payment's secret token as the last path segment (docs/product.md#m-pesa). */
const SECRET_PATH = /^(\/api\/webhooks\/mpesa\/)[^?]*/;

/** The URL as it may appear in a log line: no token, code or e-mail address. */
function redactUrl(url: string): string {
  if (SECRET_PATH.test(url)) return url.replace(SECRET_PATH, '$1[redacted]');
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const path = url.slice(0, queryStart);
  if (SECRET_QUERY_PATHS.test(path)) return `${path}?[redacted]`;
  const params = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded: string;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A name that does not decode cannot be checked: its value is masked, to be safe.
        return `${name}=[redacted]`;
      }
      return SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${path}?${params.join('&')}`;
}

/** Replaces Fastify's request serializer: the same fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** The client's own X-Request-Id, kept for correlation but never trusted as ours: short and printable. */
export function clientRequestId(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const printable = value.replace(/[^\x20-\x7e]/g, '').slice(0, 128);
  return printable || undefined;
}

const ERROR_MESSAGE_MAX = 500;
const ERROR_CAUSES_LOGGED = 4;

/**
 * A query error's message names the query and then its parameters (Drizzle: "Failed query: …\nparams: …"),
 * and parameters are what the member sent — a whole CV. Only the part before them is kept.
 */
function safeErrorMessage(message: string): string {
  const params = message.indexOf('\nparams:');
  return (params === -1 ? message : `${message.slice(0, params)} [params redacted]`).slice(0, ERROR_MESSAGE_MAX);
}

/** The stack's frames only: its first line repeats the message, parameters included. */
function stackFrames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/** What pino's `err` serializer must return. */
export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * Replaces pino's error serializer: type, bounded message, code, status and frames, down the cause chain.
 * Nothing else of the error is copied, since libraries attach what they were given (query parameters, a
 * PostgreSQL error's `detail` with the row's values), and request bodies never reach the log
 * (docs/decisions/026-misc-security.md).
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.constructor.name || error.name,
    message: safeErrorMessage(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack: stackFrames(error.stack),
    ...(error.cause !== undefined && depth < ERROR_CAUSES_LOGGED ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}
