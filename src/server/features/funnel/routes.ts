import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { funnelActionResponseSchema, funnelStatusSchema } from '../../../shared/schemas/funnel';
import { requireAdmin } from '../admin-auth/guards';
import { FUNNEL_MESSAGES, getFunnelStatus, runFunnelTick, startFunnel, stopFunnel } from './service';

export const funnelRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get('/api/job-funnel/status', { schema: { response: { 200: funnelStatusSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return getFunnelStatus(deps);
  });

  const admin = { preHandler: requireAdmin, schema: { response: { 200: funnelActionResponseSchema } } };
  app.post('/api/job-funnel/start', admin, async () => {
    await startFunnel(deps);
    return { success: true as const, message: FUNNEL_MESSAGES.started };
  });
  app.post('/api/job-funnel/stop', admin, async () => {
    await stopFunnel(deps);
    return { success: true as const, message: FUNNEL_MESSAGES.stopped };
  });
  app.post('/api/job-funnel/update', admin, async () => {
    const result = await runFunnelTick(deps, { manual: true });
    return { success: true as const, message: FUNNEL_MESSAGES.updated, jobsAdded: result.jobsAdded, jobsUpdated: result.jobsUpdated };
  });
};
