import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_ERROR_CODES } from '../../shared/error-codes';
import { AUTH_MESSAGES } from '../../shared/messages';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for the cookie-authenticated API. A state-changing request passes
 * when it is JSON (a cross-site page cannot send that without a CORS preflight, which we never allow) or
 * when its Origin is this site. A cross-site form post is neither and is refused before any work.
 * Every unsafe method is checked whatever its URL: the router decodes '/%61pi/…' to '/api/…', so a
 * check on the raw URL's spelling would let such a path through.
 */
export function registerCsrfGuard(app: FastifyInstance, publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  const sameSite = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (!origin) return false;
    return origin === publicOrigin || origin === `${request.protocol}://${request.headers.host}`;
  };

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const contentType = request.headers['content-type'] ?? '';
    // A foreign Origin is refused outright, JSON or not (defence in depth beside the preflight rule).
    const foreign = request.headers.origin !== undefined && !sameSite(request);
    if (!foreign && (/^application\/json\s*(;|$)/i.test(contentType) || sameSite(request))) return;
    throw new AppError(403, AUTH_ERROR_CODES.csrfRejected, AUTH_MESSAGES.csrfRejected);
  });
}
