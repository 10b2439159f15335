import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobFilterChoicesSchema, jobIdParamsSchema, jobSamplesSchema, jobsQuerySchema, jobViewSchema } from '../../../shared/schemas/jobs';
import type { FastifyRequest } from 'fastify';
import { MINUTE_MS } from '../../lib/dates';
import { memberOrVisitor, sessionOrAddressKey } from '../auth/guards';
import { getFilterChoices, getJob, getJobSamples, getJobTeaser, searchJobsAs, type JobView } from './service';

/**
 * Search is the most expensive call anyone makes. The limit is per session (many members share one
 * carrier address), per address without one, and generous: a person typing and paging never meets it, a
 * script hammering it does. The key is the token's hash, so no session token is ever written to the
 * rate-limit store.
 */
export const JOB_SEARCH_PER_SESSION = { max: 300, timeWindow: MINUTE_MS };
const searchRateLimitKey = sessionOrAddressKey('');

/** Which answer the request gets: full jobs for a member, teasers for anyone else (docs/product.md#a-look-before-paying). */
const viewOf = (request: FastifyRequest): JobView => (request.membership ? 'member' : 'teaser');

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  // No response schema here: the body is the page's JSON string, written once per cached page from toJob's
  // or toJobTeaser's output (typed as shared Job / JobTeaser), and the tests parse every answer with the
  // schema of its view. `x-jobs-view` says which.
  app.get(
    '/api/jobs',
    {
      config: { rateLimit: { ...JOB_SEARCH_PER_SESSION, keyGenerator: searchRateLimitKey } },
      preHandler: memberOrVisitor,
      schema: { querystring: jobsQuerySchema },
    },
    async (request, reply) => {
      const view = viewOf(request);
      const page = await searchJobsAs(deps, request.query, view);
      reply.headers({
        'x-total-count': String(page.total),
        'x-page': String(request.query.page),
        'x-page-size': String(request.query.pageSize),
        'x-jobs-view': view,
        'cache-control': 'private, no-store',
        vary: 'cookie',
      });
      // Fastify sends a string with a JSON content type as it is, so a repeated search is not serialized again.
      return reply.type('application/json; charset=utf-8').send(page.json);
    },
  );

  app.get('/api/jobs/samples', { schema: { response: { 200: jobSamplesSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return getJobSamples(deps);
  });

  // Public: the choices are facts about the published lists, not about any member.
  app.get('/api/jobs/filters', { schema: { response: { 200: jobFilterChoicesSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return getFilterChoices(deps);
  });

  app.get(
    '/api/jobs/:id',
    { preHandler: memberOrVisitor, schema: { params: jobIdParamsSchema, response: { 200: jobViewSchema } } },
    async (request, reply) => {
      const view = viewOf(request);
      reply.headers({ 'cache-control': 'private, no-store', 'x-jobs-view': view, vary: 'cookie' });
      const id = Number(request.params.id);
      return view === 'member' ? getJob(deps, id) : getJobTeaser(deps, id);
    },
  );
};
