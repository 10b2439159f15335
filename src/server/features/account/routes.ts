import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_PAGE_MESSAGES as M } from '../../../shared/messages';
import {
  accountPaymentsResponseSchema,
  accountProfileResponseSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  localeRequestSchema,
  localeResponseSchema,
  paymentIdParamsSchema,
  updateProfileRequestSchema,
} from '../../../shared/schemas/account';
import { messageResponseSchema } from '../../../shared/schemas/auth';
import { MINUTE_MS } from '../../lib/dates';
import { clearSessionCookie, requireUser, sessionKey } from '../auth/guards';
import * as account from './service';

/**
 * The member's own account (docs/product.md#account-page), for anyone signed in, paid or not. The routes
 * that check a password are rate-limited per address like sign-in, and their failures count toward the
 * sign-in limits per account (auth/service.ts confirmOwnPassword).
 */
/** Per address, as sign-in's (auth/routes.ts): many Kenyan members share one public address behind carrier NAT. */
const PASSWORD_CHECKS_PER_IP = { max: 100, timeWindow: 15 * MINUTE_MS };

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const signedIn = { preHandler: requireUser };
  const passwordChecked = { preHandler: requireUser, config: { rateLimit: PASSWORD_CHECKS_PER_IP } };

  app.get('/api/account/profile', { ...signedIn, schema: { response: { 200: accountProfileResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, ...(await account.getProfile(deps, request.user!)) };
  });

  app.patch(
    '/api/account/profile',
    { ...signedIn, schema: { body: updateProfileRequestSchema, response: { 200: accountProfileResponseSchema } } },
    async (request) => ({ success: true as const, ...(await account.updateProfile(deps, request.user!, request.body)) }),
  );

  // The member's language (docs/decisions/058-choosing-the-language.md); the switch in the navigation sets it
  // with the `lang` cookie, this is the same for a client that has no cookie to set.
  app.put(
    '/api/account/locale',
    { ...signedIn, schema: { body: localeRequestSchema, response: { 200: localeResponseSchema } } },
    async (request) => {
      await account.setLocale(deps, request.user!, request.body.locale);
      return { success: true as const, locale: request.body.locale };
    },
  );

  app.post(
    '/api/account/password',
    { ...passwordChecked, schema: { body: changePasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await account.changePassword(deps, {
        user: request.user!,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        ip: request.ip,
        // requireUser found the session by this cookie, so it is there.
        currentTokenHash: sessionKey(request)!,
      });
      return { success: true as const, message: M.passwordChanged };
    },
  );

  app.get(
    '/api/account/payments',
    { ...signedIn, schema: { response: { 200: accountPaymentsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, payments: await account.listPayments(deps, request.user!.id) };
    },
  );

  app.get('/api/account/payments/:id/receipt.pdf', { ...signedIn, schema: { params: paymentIdParamsSchema } }, async (request, reply) => {
    const { pdf, fileName } = await account.receipt(deps, request.user!, request.params.id);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .type('application/pdf')
      .send(pdf);
  });

  app.get('/api/account/export', signedIn, async (request, reply) => {
    const { fileName, text } = await account.exportData(deps, request.user!);
    // Streamed: a long application history is written as it is read, never held whole (docs/decisions/025).
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .type('application/json; charset=utf-8')
      .send(Readable.from(text()));
  });

  app.delete(
    '/api/account',
    { ...passwordChecked, schema: { body: deleteAccountRequestSchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await account.deleteAccount(deps, { user: request.user!, password: request.body.password, ip: request.ip });
      clearSessionCookie(reply, deps.config);
      return { success: true as const, message: M.accountDeleted };
    },
  );
};
