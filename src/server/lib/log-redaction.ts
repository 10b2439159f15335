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
