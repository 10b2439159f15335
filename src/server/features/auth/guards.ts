import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ERROR_CODES } from '../../../shared/error-codes';
import { AUTH_MESSAGES } from '../../../shared/messages';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/secure-token';
import type { ActiveMembership } from '../membership/service';
import type { UserRow } from './repo';
import { getSession, isRecentlyLiveSession } from './service';
import { readSessionToken } from './session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireMember. */
    user?: UserRow;
    membership?: ActiveMembership;
  }
}

async function loadSession(request: FastifyRequest) {
  const session = await getSession(request.server.deps, readSessionToken(request));
  if (!session) throw new AppError(401, AUTH_ERROR_CODES.authenticationRequired, AUTH_MESSAGES.authenticationRequired);
  request.user = session.user;
  return session;
}

/**
 * A key that stands for the browser's session, for per-session rate limits: the token's hash, so no
 * session token reaches a rate-limit store. Undefined without a session cookie; the session is not checked.
 */
export function sessionKey(request: FastifyRequest): string | undefined {
  const token = readSessionToken(request);
  return token ? hashToken(token) : undefined;
}

/**
 * A rate-limit key generator for public routes whose limit is per caller: the session when there is one (many
 * members share a carrier's address), else the address. `prefix` keeps each route's counters apart.
 */
export const sessionOrAddressKey =
  (prefix: string) =>
  (request: FastifyRequest): string => {
    const session = sessionKey(request);
    return session ? `${prefix}session:${session}` : `${prefix}ip:${request.ip}`;
  };

/**
 * sessionKey for a session this instance recently started or found live; undefined for any other cookie
 * (docs/product.md#limits): the request limits count an unknown token per address, as if it had none.
 */
export function liveSessionKey(request: FastifyRequest): string | undefined {
  const key = sessionKey(request);
  return key !== undefined && isRecentlyLiveSession(key) ? key : undefined;
}

/**
 * The id of the member behind the request's session cookie, or undefined (no session, an ended one, or the
 * check failing): for routes open to everyone that still want to know who asked. Never refuses.
 */
export async function sessionUserId(request: FastifyRequest): Promise<string | undefined> {
  try {
    return (await getSession(request.server.deps, readSessionToken(request)))?.user.id;
  } catch (error) {
    request.log.warn({ err: error }, 'session look-up failed');
    return undefined;
  }
}

/** preHandler: a signed-in member of an active account, else 401. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  await loadSession(request);
}

/**
 * preHandler for every member-only route: 401 when signed out, 403 PAYMENT_REQUIRED without an active
 * membership (an expired one counts as none). One query answers both.
 */
export async function requireMember(request: FastifyRequest, _reply: FastifyReply) {
  const { membership } = await loadSession(request);
  if (!membership) throw new AppError(403, AUTH_ERROR_CODES.paymentRequired, AUTH_MESSAGES.paymentRequiredServer);
  request.membership = membership;
}

/**
 * preHandler for routes open to everyone that answer members more (the job search's look before paying):
 * sets request.user and request.membership for a member's session, and never refuses. An unknown or ended
 * session is a visitor. A failing session check is an error like any other, not a quiet downgrade.
 */
export async function memberOrVisitor(request: FastifyRequest, _reply: FastifyReply) {
  const session = await getSession(request.server.deps, readSessionToken(request));
  if (!session) return;
  request.user = session.user;
  if (session.membership) request.membership = session.membership;
}

/** Ends the session cookie in the browser, for features whose routes end the member's sessions (account deletion). */
export { clearSessionCookie } from './session-cookie';
