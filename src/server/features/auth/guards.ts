import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ERROR_CODES } from '../../../shared/schemas/auth';
import { AUTH_MESSAGES } from '../../../shared/messages';
import { AppError } from '../../lib/app-error';
import { getActiveMembership, type ActiveMembership } from '../membership/service';
import type { UserRow } from './repo';
import { getSessionUser } from './service';
import { readSessionToken } from './session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireMember. */
    user?: UserRow;
    membership?: ActiveMembership;
  }
}

/** preHandler: a signed-in member of an active account, else 401. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  const user = await getSessionUser(request.server.deps, readSessionToken(request));
  if (!user) throw new AppError(401, AUTH_ERROR_CODES.authenticationRequired, AUTH_MESSAGES.authenticationRequired);
  request.user = user;
}

/**
 * preHandler for every member-only route: 401 when signed out, 403 PAYMENT_REQUIRED without an active
 * membership (an expired one counts as none).
 */
export async function requireMember(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  const membership = await getActiveMembership(request.server.deps.db, { userId: request.user!.id, now: request.server.deps.now() });
  if (!membership) throw new AppError(403, AUTH_ERROR_CODES.paymentRequired, AUTH_MESSAGES.paymentRequiredServer);
  request.membership = membership;
}
