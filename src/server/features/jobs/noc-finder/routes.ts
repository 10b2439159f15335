import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nocSearchQuerySchema, nocSearchResponseSchema } from '../../../../shared/schemas/noc';
import { MINUTE_MS } from '../../../lib/dates';
import { sessionOrAddressKey } from '../../auth/guards';
import { searchNocTitles } from './service';

/**
 * A free public tool: a person searches a few titles, a script scraping it meets the limit. Keyed like the
 * job search (a session when there is one, else the address: many people share a carrier's address).
 */
export const NOC_SEARCH_PER_CALLER = { max: 120, timeWindow: MINUTE_MS };
const rateLimitKey = sessionOrAddressKey('noc-');

export const nocFinderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/noc/search',
    {
      config: { rateLimit: { ...NOC_SEARCH_PER_CALLER, keyGenerator: rateLimitKey } },
      schema: { querystring: nocSearchQuerySchema, response: { 200: nocSearchResponseSchema } },
    },
    async (request, reply) => {
      // The same title always gets the same answer until the product is updated, in each language (the reasons).
      reply.header('cache-control', 'public, max-age=300').header('vary', 'Accept-Language');
      return { success: true as const, results: await searchNocTitles(request.query) };
    },
  );
};
