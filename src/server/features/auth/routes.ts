import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authStatusSchema,
  forgotPasswordRequestSchema,
  meResponseSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  verifyEmailQuerySchema,
} from '../../../shared/schemas/auth';
import { getLocale } from '../../../shared/i18n/paraglide/runtime.js';
import { AUTH_MESSAGES } from '../../../shared/messages';
import { MINUTE_MS } from '../../lib/dates';
import { requireUser } from './guards';
import * as auth from './service';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';

const FIFTEEN_MINUTES = 15 * MINUTE_MS;

/**
 * Per-address limits are generous: many Kenyan members share one public address behind carrier NAT.
 * The tight limits are per account (see service.ts).
 */
const PER_IP = {
  signIn: { max: 100, timeWindow: FIFTEEN_MINUTES },
  signUp: { max: 30, timeWindow: FIFTEEN_MINUTES },
  forgotPassword: { max: 20, timeWindow: FIFTEEN_MINUTES },
  tokens: { max: 60, timeWindow: FIFTEEN_MINUTES },
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/api/auth/sign-up',
    { config: { rateLimit: PER_IP.signUp }, schema: { body: signUpRequestSchema, response: { 201: signUpResponseSchema } } },
    async (request, reply) => {
      const { token, expiresAt, user } = await auth.signUp(deps, {
        ...request.body,
        // The page's language: the app sends it as Accept-Language on every call (plugins/request-locale.ts).
        locale: getLocale(),
        userAgent: request.headers['user-agent'],
        previousToken: readSessionToken(request),
      });
      setSessionCookie(reply, deps.config, token, expiresAt);
      return reply.code(201).send({ success: true, message: AUTH_MESSAGES.accountCreated, user });
    },
  );

  app.post(
    '/api/auth/sign-in',
    { config: { rateLimit: PER_IP.signIn }, schema: { body: signInRequestSchema.optional(), response: { 200: signInResponseSchema } } },
    async (request, reply) => {
      const { token, expiresAt, user } = await auth.signIn(deps, {
        email: request.body?.email,
        password: request.body?.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousToken: readSessionToken(request),
      });
      setSessionCookie(reply, deps.config, token, expiresAt);
      return { success: true as const, message: AUTH_MESSAGES.signedIn, user };
    },
  );

  app.post('/api/auth/sign-out', { schema: { response: { 200: messageResponseSchema } } }, async (request, reply) => {
    await auth.signOut(deps, readSessionToken(request));
    clearSessionCookie(reply, deps.config);
    return { success: true as const, message: AUTH_MESSAGES.signedOut };
  });

  app.get('/api/auth/status', { schema: { response: { 200: authStatusSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const session = await auth.getSession(deps, readSessionToken(request));
      return { authenticated: session !== null, isPaidMember: session?.membership != null };
    } catch (error) {
      // A failed status check counts as signed out; it never answers 500 (docs/product.md#sessions).
      request.log.warn({ err: error }, 'auth status check failed');
      return { authenticated: false, isPaidMember: false };
    }
  });

  app.get('/api/auth/me', { preHandler: requireUser, schema: { response: { 200: meResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, user: await auth.toAuthUser(deps, request.user!) };
  });

  app.post(
    '/api/auth/forgot-password',
    {
      config: { rateLimit: PER_IP.forgotPassword },
      schema: { body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      auth.forgotPassword(deps, request.body);
      return { success: true as const, message: AUTH_MESSAGES.forgotPasswordSent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { config: { rateLimit: PER_IP.tokens }, schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await auth.resetPassword(deps, request.body);
      return { success: true as const, message: AUTH_MESSAGES.passwordReset };
    },
  );

  app.get(
    '/api/auth/verify-email',
    { config: { rateLimit: PER_IP.tokens }, schema: { querystring: verifyEmailQuerySchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await auth.verifyEmail(deps, { token: request.query.token, sessionToken: readSessionToken(request) });
      return { success: true as const, message: AUTH_MESSAGES.emailVerified };
    },
  );
};
