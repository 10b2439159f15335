import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '../../shared/schemas/envelope';
import { ERROR_CODES } from '../../shared/error-codes';
import { SERVER_MESSAGES, STATUS_MESSAGES } from '../../shared/messages';
import { DatabaseBusyError } from '../db/client';
import { AppError, databaseBusy, serviceUnavailable } from '../lib/app-error';

const DATABASE_RETRY_AFTER_SECONDS = 5;
/** A full queue drains in well under a second at PGlite's pace; 1 s spreads the retries without idling. */
const QUEUE_FULL_RETRY_AFTER_SECONDS = 1;

/** pg's messages when no connection can be had: the pool wait ran out, or the server is gone. */
const DATABASE_UNAVAILABLE = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /ECONNREFUSED/,
  /ECONNRESET/,
  /Connection terminated due to connection timeout/i,
  // A statement sent on a client whose connection broke (a restart), e.g. a transaction's ROLLBACK.
  /Client has encountered a connection error and is not queryable/i,
];

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && chain.length < 5) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * SQLSTATEs that mean the database, not the request, failed: 57014 query_canceled (the statement time
 * limit, db/client.ts), 57P01 admin_shutdown and 57P02 crash_shutdown (the server stopped under a running
 * statement: a restart), 57P03 cannot_connect_now (starting or stopping), and class 08 (connection exceptions).
 */
const DATABASE_GONE_STATES = new Set(['57014', '57P01', '57P02', '57P03']);

function isDatabaseUnavailable(error: unknown): boolean {
  return causeChain(error).some((item) => {
    const state = (item as { code?: unknown }).code;
    if (typeof state === 'string' && (DATABASE_GONE_STATES.has(state) || /^08[0-9A-Z]{3}$/.test(state))) return true;
    const message = item instanceof Error ? item.message : '';
    return DATABASE_UNAVAILABLE.some((pattern) => pattern.test(message) || (typeof state === 'string' && pattern.test(state)));
  });
}

/** Field path → first message, for forms to show beside each field. */
function validationDetails(error: FastifyError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'request');
    details[field] ??= issue.message ?? 'Invalid value';
  }
  return details;
}

function send(reply: FastifyReply, statusCode: number, body: ErrorEnvelope, headers: Record<string, string> = {}) {
  // The message is in the request's language (plugins/request-locale.ts).
  return reply.code(statusCode).headers(headers).header('vary', 'Accept-Language').type('application/json; charset=utf-8').send(body);
}

/** Maps Fastify's own client errors (FST_ERR_CTP_*) to our codes and texts (read per request: its language). */
const FASTIFY_CLIENT_ERRORS: Record<string, { errorCode: string; message: keyof typeof SERVER_MESSAGES }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { errorCode: ERROR_CODES.payloadTooLarge, message: 'payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { errorCode: ERROR_CODES.unsupportedMediaType, message: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { errorCode: ERROR_CODES.validation, message: 'validation' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { errorCode: ERROR_CODES.validation, message: 'malformedJson' },
  FST_ERR_CTP_INVALID_JSON_BODY: { errorCode: ERROR_CODES.validation, message: 'malformedJson' },
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(
        reply,
        error.statusCode,
        {
          success: false,
          message: error.message,
          errorCode: error.errorCode,
          ...(error.details === undefined ? {} : { details: error.details }),
        },
        error.headers,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, {
        success: false,
        message: SERVER_MESSAGES.validation,
        errorCode: ERROR_CODES.validation,
        details: validationDetails(error),
      });
    }
    if (error.statusCode === 429) {
      return send(reply, 429, { success: false, message: STATUS_MESSAGES[429], errorCode: ERROR_CODES.rateLimited });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known && error.statusCode) {
      return send(reply, error.statusCode, { success: false, errorCode: known.errorCode, message: SERVER_MESSAGES[known.message] });
    }
    // Fastify's own client errors (bad URL encoding and the like) keep their status. Errors from other
    // libraries with a 4xx statusCode (an upstream API's 404) are our failure, not the client's: 500 below.
    if (error.code?.startsWith('FST_') && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, { success: false, message: STATUS_MESSAGES[400], errorCode: ERROR_CODES.validation });
    }
    if (causeChain(error).some((item) => item instanceof DatabaseBusyError)) {
      request.log.warn('database queue full');
      const busy = databaseBusy(QUEUE_FULL_RETRY_AFTER_SECONDS);
      return send(reply, busy.statusCode, { success: false, message: busy.message, errorCode: busy.errorCode }, busy.headers);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      const busy = serviceUnavailable(DATABASE_RETRY_AFTER_SECONDS);
      return send(reply, busy.statusCode, { success: false, message: busy.message, errorCode: busy.errorCode }, busy.headers);
    }
    // Unexpected: log it whole, tell the client nothing about the inside.
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { success: false, message: SERVER_MESSAGES.internal, errorCode: ERROR_CODES.internal });
  });
}

/**
 * Fastify answers a few errors before any route or error handler runs: a URL that does not decode
 * ('/api/jobs/%ED%A0%80', FST_ERR_BAD_URL) and a failed async constraint. buildApp passes this as its
 * `frameworkErrors`, so those answers are the envelope too (docs/product.md#error-envelope).
 */
export function frameworkErrorHandler(error: FastifyError, _request: unknown, reply: FastifyReply) {
  return send(reply, 400, { success: false, message: SERVER_MESSAGES.validation, errorCode: ERROR_CODES.validation });
}

/** Unknown /api paths answer JSON; everything else belongs to the SPA (see static-spa.ts). */
export function apiNotFound(reply: FastifyReply) {
  return send(reply, 404, { success: false, message: SERVER_MESSAGES.notFound, errorCode: ERROR_CODES.notFound });
}

/** What Node's HTTP parser refuses before any route runs, by its error code; anything else is a 400. */
const PARSER_ERRORS: Record<string, { status: number; errorCode: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, errorCode: ERROR_CODES.headersTooLarge, message: SERVER_MESSAGES.headersTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, errorCode: ERROR_CODES.requestTimeout, message: SERVER_MESSAGES.requestTimeout },
};
/** How long a refused connection may stay open for the client to read the answer and close. */
const CLIENT_ERROR_LINGER_MS = 5_000;
const PARSER_ERROR_DEFAULT = { status: 400, errorCode: ERROR_CODES.validation, message: SERVER_MESSAGES.validation };

/**
 * The server's `clientError` handler (buildApp's `clientErrorHandler`): Node's parser refuses a request
 * line or headers over 16 KiB (a 100 KB query string), a malformed request or one that arrives too slowly
 * before Fastify has a request, and Fastify's own answer is not our envelope. This writes the envelope on
 * the raw socket and closes it, as Node does (docs/product.md#error-envelope).
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = (error.code ? PARSER_ERRORS[error.code] : undefined) ?? PARSER_ERROR_DEFAULT;
  this.log.debug({ err: error }, 'request refused by the HTTP parser');
  const body = JSON.stringify({ success: false, message: answer.message, errorCode: answer.errorCode } satisfies ErrorEnvelope);
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  // end() sends the answer and then FIN, so the client reads it whole (destroying at once would reset the
  // connection over the unread rest of an oversized request); a client that never closes is cut off soon.
  const linger = setTimeout(() => socket.destroy(), CLIENT_ERROR_LINGER_MS);
  linger.unref();
  socket.once('close', () => clearTimeout(linger));
}
