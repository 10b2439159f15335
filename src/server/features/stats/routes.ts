import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsSchema } from '../../../shared/schemas/jobs';
import { getStats } from './service';

/** GET /api/stats: the public counts (docs/product.md#live-counts), cached a minute by browsers and proxies. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.get('/api/stats', { schema: { response: { 200: statsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return getStats(deps);
  });
};
