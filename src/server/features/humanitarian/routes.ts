import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  humanitarianAccessRequestSchema,
  humanitarianAccessResponseSchema,
  humanitarianCodeListSchema,
  issueHumanitarianCodeRequestSchema,
  issueHumanitarianCodeResponseSchema,
} from '../../../shared/schemas/payments';
import { PAYMENT_MESSAGES } from '../../../shared/messages';
import { MINUTE_MS } from '../../lib/dates';
import { requireAdmin } from '../admin-auth/guards';
import { issueHumanitarianCode, listHumanitarianCodes, redeemHumanitarianCode } from './service';

export const humanitarianRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/api/humanitarian-access',
    {
      config: { rateLimit: { max: 30, timeWindow: 15 * MINUTE_MS } },
      schema: { body: humanitarianAccessRequestSchema, response: { 200: humanitarianAccessResponseSchema } },
    },
    async (request) => {
      const { expiresAt } = await redeemHumanitarianCode(deps, { ...request.body, ip: request.ip });
      return {
        success: true as const,
        message: `${PAYMENT_MESSAGES.accessGrantedTitle}: ${PAYMENT_MESSAGES.accessGranted}`,
        expiresAt: expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/api/admin/humanitarian-codes',
    {
      onRequest: requireAdmin,
      schema: { body: issueHumanitarianCodeRequestSchema, response: { 201: issueHumanitarianCodeResponseSchema } },
    },
    async (request, reply) => {
      const { code, expiresAt } = await issueHumanitarianCode(deps, { admin: request.admin!, ...request.body, ip: request.ip });
      return reply.code(201).header('cache-control', 'no-store').send({ success: true, code, expiresAt: expiresAt.toISOString() });
    },
  );

  app.get(
    '/api/admin/humanitarian-codes',
    { onRequest: requireAdmin, schema: { response: { 200: humanitarianCodeListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, codes: await listHumanitarianCodes(deps) };
    },
  );
};
