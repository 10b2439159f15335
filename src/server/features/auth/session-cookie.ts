import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

const SESSION_COOKIE = 'mb_session';

/** httpOnly, SameSite=Lax, Secure behind https, 30-day absolute lifetime (the server row expires too). */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.publicUrl.startsWith('https:'), path: '/' });
}

/**
 * The shape `newSecureToken` gives a session token (32 random bytes, base64url). A cookie of any other shape
 * cannot be a session: it is read as no cookie, so it costs no database lookup (docs/product.md#sessions).
 */
const SESSION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const readSessionToken = (request: FastifyRequest): string | undefined => {
  const token = request.cookies[SESSION_COOKIE];
  return token && SESSION_TOKEN_SHAPE.test(token) ? token : undefined;
};
