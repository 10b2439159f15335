import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobEnhancementRequestSchema, jobEnhancementResponseSchema } from '../../../shared/schemas/job-enhancement';
import { HOUR_MS } from '../../lib/dates';
import { requireMember } from '../auth/guards';
import { enhanceJob } from './service';

/**
 * 30 enhancements an hour per member, like the document tools (docs/product.md#job-enhancement). The
 * limiter runs as a preHandler after requireMember, so it counts members, not addresses, and a visitor
 * gets 401 without using anyone's allowance.
 */
export const JOB_ENHANCEMENTS_PER_MEMBER = { max: 30, timeWindow: HOUR_MS };

export const jobEnhancementRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/api/ai/update-job-info',
    {
      preHandler: [requireMember],
      config: {
        rateLimit: {
          ...JOB_ENHANCEMENTS_PER_MEMBER,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `job-enhancement:member:${request.user!.id}`,
        },
      },
      schema: { body: jobEnhancementRequestSchema, response: { 200: jobEnhancementResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await enhanceJob(deps, request.body)) }),
  );
};
