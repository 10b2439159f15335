import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobDetailSchema, jobIdParamsSchema, jobSamplesSchema, jobsQuerySchema } from '../../../shared/schemas/jobs';
import type { FastifyRequest } from 'fastify';
import { MINUTE_MS } from '../../lib/dates';
import { requireMember, sessionKey } from '../auth/guards';
import { getJob, getJobSamples, searchJobs } from './service';

/**
 * Search is the most expensive call a member makes. The limit is per session (many members share one
 * carrier address) and generous: a member typing and paging never meets it, a script hammering it does.
 * The key is the token's hash, so no session token is ever written to the rate-limit store.
 */
export const JOB_SEARCH_PER_SESSION = { max: 300, timeWindow: MINUTE_MS };
const searchRateLimitKey = (request: FastifyRequest) => {
  const session = sessionKey(request);
  return session ? `session:${session}` : `ip:${request.ip}`;
};

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  // No response schema here: the body is the page's JSON string, written once per cached page from toJob's
  // output (typed as shared Job), and the tests parse every answer with jobListSchema.
  app.get(
    '/api/jobs',
    {
      config: { rateLimit: { ...JOB_SEARCH_PER_SESSION, keyGenerator: searchRateLimitKey } },
      preHandler: requireMember,
      schema: { querystring: jobsQuerySchema },
    },
    async (request, reply) => {
      const page = await searchJobs(deps, request.query);
      reply.headers({
        'x-total-count': String(page.total),
        'x-page': String(request.query.page),
        'x-page-size': String(request.query.pageSize),
        'cache-control': 'private, no-store',
      });
      // Fastify sends a string with a JSON content type as it is, so a repeated search is not serialized again.
      return reply.type('application/json; charset=utf-8').send(page.json);
    },
  );

  app.get('/api/jobs/samples', { schema: { response: { 200: jobSamplesSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return getJobSamples(deps);
  });

  app.get(
    '/api/jobs/:id',
    { preHandler: requireMember, schema: { params: jobIdParamsSchema, response: { 200: jobDetailSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getJob(deps, Number(request.params.id));
    },
  );
};
