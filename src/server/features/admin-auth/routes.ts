import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginFormSchema,
  adminLoginResponseSchema,
  adminVerifyResponseSchema,
  messageResponseSchema,
} from '../../../shared/schemas/auth';
import { ADMIN_MESSAGES } from '../../../shared/messages';
import { MINUTE_MS } from '../../lib/dates';
import { requireAdmin } from './guards';
import { loginAdmin, logoutAdmin } from './service';

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/api/admin/login',
    {
      config: { rateLimit: { max: 30, timeWindow: 15 * MINUTE_MS } },
      schema: { body: adminLoginFormSchema, response: { 200: adminLoginResponseSchema } },
    },
    async (request) => {
      const { token } = await loginAdmin(deps, { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] });
      return { success: true as const, token, message: ADMIN_MESSAGES.loginSuccess };
    },
  );

  app.get(
    '/api/admin/verify',
    { onRequest: requireAdmin, schema: { response: { 200: adminVerifyResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, admin: { username: request.admin!.username } };
    },
  );

  app.post('/api/admin/logout', { onRequest: requireAdmin, schema: { response: { 200: messageResponseSchema } } }, async (request) => {
    await logoutAdmin(deps, { token: request.adminToken!, adminId: request.admin!.id, username: request.admin!.username, ip: request.ip });
    return { success: true as const, message: ADMIN_MESSAGES.loggedOut };
  });
};
