import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPLICATION_MESSAGES as M } from '../../../shared/messages';
import {
  applicationIdParamsSchema,
  applicationListQuerySchema,
  applicationListSchema,
  applicationQuerySchema,
  applicationResponseSchema,
  createApplicationRequestSchema,
  updateApplicationRequestSchema,
} from '../../../shared/schemas/applications';
import { APPLICATION_LIMITS } from '../../../shared/application-statuses';
import { messageResponseSchema } from '../../../shared/schemas/auth';
import { MINUTE_MS } from '../../lib/dates';
import { sharedLimit } from '../../plugins/rate-limit';
import { requireMember } from '../auth/guards';
import { createApplication, deleteApplication, getApplication, listApplications, updateApplication } from './service';

/**
 * Creations, changes and deletions per member, one counter for the three, counted after requireMember so
 * the key is the member, not the session: signing in again gives no fresh allowance. One member writing in
 * a loop filled a history with 100,000 events (docs/decisions/025-bounded-member-writes.md).
 */
const WRITES_PER_MEMBER = { max: APPLICATION_LIMITS.writesPerMinute, timeWindowMs: MINUTE_MS };

/** Application tracking (docs/product.md#applications): members only, each member's own. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const countWrite = sharedLimit(app, { name: 'application-writes', ...WRITES_PER_MEMBER, key: (request) => request.user?.id });
  const writer = [requireMember, countWrite];

  app.post(
    '/api/applications',
    {
      preHandler: writer,
      schema: { body: createApplicationRequestSchema, response: { 201: applicationResponseSchema } },
    },
    async (request, reply) => {
      const application = await createApplication(deps, request.user!.id, request.body);
      return reply.code(201).send({ success: true as const, application });
    },
  );

  app.get(
    '/api/applications',
    { preHandler: requireMember, schema: { querystring: applicationListQuerySchema, response: { 200: applicationListSchema } } },
    async (request) => ({ success: true as const, applications: await listApplications(deps.db, request.user!.id, request.query) }),
  );

  app.get(
    '/api/applications/:id',
    {
      preHandler: requireMember,
      schema: { params: applicationIdParamsSchema, querystring: applicationQuerySchema, response: { 200: applicationResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      application: await getApplication(deps.db, request.user!.id, request.params.id, request.query.historyPage),
    }),
  );

  app.patch(
    '/api/applications/:id',
    {
      preHandler: writer,
      schema: { params: applicationIdParamsSchema, body: updateApplicationRequestSchema, response: { 200: applicationResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      application: await updateApplication(deps, request.user!.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/applications/:id',
    { preHandler: writer, schema: { params: applicationIdParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await deleteApplication(deps.db, request.user!.id, request.params.id);
      return { success: true as const, message: M.deleted };
    },
  );
};
