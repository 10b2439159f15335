import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobDetailSchema, jobIdParamsSchema, jobListSchema, jobSamplesSchema, jobsQuerySchema, statsSchema } from '../../../shared/schemas/jobs';
import { requireMember } from '../auth/guards';
import { getJob, getJobSamples, getStats, searchJobs } from './service';

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get('/api/jobs', { preHandler: requireMember, schema: { querystring: jobsQuerySchema, response: { 200: jobListSchema } } }, async (request, reply) => {
    const { jobs, total } = await searchJobs(deps, request.query);
    reply.headers({ 'x-total-count': String(total), 'x-page': String(request.query.page), 'x-page-size': String(request.query.pageSize), 'cache-control': 'private, no-store' });
    return jobs;
  });

  app.get('/api/jobs/samples', { schema: { response: { 200: jobSamplesSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return getJobSamples(deps);
  });

  app.get('/api/jobs/:id', { preHandler: requireMember, schema: { params: jobIdParamsSchema, response: { 200: jobDetailSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return getJob(deps, Number(request.params.id));
  });

  app.get('/api/stats', { schema: { response: { 200: statsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return getStats(deps);
  });
};
