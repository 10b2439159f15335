import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitRequestSchema } from '../../../shared/schemas/analytics';
import { recordVisit } from './service';

/** Page views per address and minute: enough for a fast reader behind a shared carrier address. */
const VISITS_PER_ADDRESS_PER_MINUTE = 120;

/**
 * POST /api/analytics/visit (docs/product.md#visits). Sent with navigator.sendBeacon, so nobody waits for
 * the answer; 204 whether or not the visit was counted.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/analytics/visit',
    {
      bodyLimit: 1024,
      config: { rateLimit: { max: VISITS_PER_ADDRESS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { body: visitRequestSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await recordVisit(app.deps, { page: request.body.page, address: request.ip, userAgent: request.headers['user-agent'] });
      return reply.code(204).send(null);
    },
  );
};
