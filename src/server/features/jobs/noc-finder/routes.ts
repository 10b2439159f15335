import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { nocSearchQuerySchema, nocSearchResponseSchema } from '../../../../shared/schemas/noc';
import { MINUTE_MS } from '../../../lib/dates';
import { sessionKey } from '../../auth/guards';
import { searchNocTitles, warmNocFinder } from './service';

/**
 * A free public tool: a person searches a few titles, a script scraping it meets the limit. Keyed like the
 * job search (a session when there is one, else the address: many people share a carrier's address).
 */
export const NOC_SEARCH_PER_CALLER = { max: 120, timeWindow: MINUTE_MS };
const rateLimitKey = (request: FastifyRequest) => {
  const session = sessionKey(request);
  return session ? `noc-session:${session}` : `noc-ip:${request.ip}`;
};

export const nocFinderRoutes: FastifyPluginAsyncZod = async (app) => {
  // The vocabulary is read once per process; starting it with the app keeps it off the first search.
  app.addHook('onReady', async () => {
    await warmNocFinder();
  });

  app.get(
    '/api/noc/search',
    {
      config: { rateLimit: { ...NOC_SEARCH_PER_CALLER, keyGenerator: rateLimitKey } },
      schema: { querystring: nocSearchQuerySchema, response: { 200: nocSearchResponseSchema } },
    },
    async (request, reply) => {
      // The same title always gets the same answer until the product is updated.
      reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, results: await searchNocTitles(request.query) };
    },
  );
};
