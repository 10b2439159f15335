import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLIENT_ERROR_LIMITS, clientErrorReportSchema } from '../../../shared/schemas/client-error';
import { sessionUserId } from '../auth/guards';

/**
 * Error-screen reports from the browser go to the log (docs/product.md#client-error-reports). Bounded in size and rate so that
 * a broken page in a loop, or someone hostile, cannot flood the log.
 */
export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/client-errors',
    {
      bodyLimit: CLIENT_ERROR_LIMITS.bodyBytes,
      config: { rateLimit: { max: CLIENT_ERROR_LIMITS.perAddressPerMinute, timeWindow: '1 minute' } },
      schema: {
        body: clientErrorReportSchema,
        response: { 202: z.object({ success: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      // The member is the session's, never what the body says: the browser keeps no member id
      // (docs/product.md#client-error-reports), and a body could name anyone.
      const userId = (await sessionUserId(request)) ?? 'anonymous';
      request.log.warn({ clientError: { ...request.body, userId } }, 'client error report');
      return reply.code(202).send({ success: true });
    },
  );
};
