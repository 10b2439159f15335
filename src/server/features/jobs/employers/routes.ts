import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employerIdParamsSchema, employerResponseSchema } from '../../../../shared/schemas/employers';
import { requireMember } from '../../auth/guards';
import { getEmployer } from './service';

/** Employer pages (docs/product.md#employer-pages): members only, like the full job. */
export const employerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.get(
    '/api/employers/:id',
    { preHandler: requireMember, schema: { params: employerIdParamsSchema, response: { 200: employerResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, employer: await getEmployer(deps, request.params.id) };
    },
  );
};
