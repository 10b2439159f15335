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

export const readSessionToken = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE] || undefined;
