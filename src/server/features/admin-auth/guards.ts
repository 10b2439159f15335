import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ERROR_CODES } from '../../../shared/error-codes';
import { ADMIN_MESSAGES } from '../../../shared/messages';
import { AppError } from '../../lib/app-error';
import type { AdminRow } from './repo';
import { getAdminForToken } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    admin?: AdminRow;
    adminToken?: string;
  }
}

function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * The `onRequest` hook of every administrator route: `Authorization: Bearer <token>` only. A member's cookie
 * never grants administrator access. It runs before the body and query are read or validated, so anyone
 * else gets the same 401 whatever they send, and never learns a route's rules from a 400.
 */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
  const token = readBearerToken(request);
  const admin = await getAdminForToken(request.server.deps, token);
  if (!admin || !token) throw new AppError(401, AUTH_ERROR_CODES.adminRequired, ADMIN_MESSAGES.adminRequired);
  request.admin = admin;
  request.adminToken = token;
}
