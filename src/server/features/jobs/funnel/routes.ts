import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FUNNEL_MESSAGES } from '../../../../shared/messages';
import { FUNNEL_ERROR_CODES, funnelActionResponseSchema, funnelStatusSchema } from '../../../../shared/schemas/funnel';
import { AppError } from '../../../lib/app-error';
import { requireAdmin } from '../../admin-auth/guards';
import { getFunnelStatus, runManualUpdate, startFunnel, stopFunnel } from './service';

export const funnelRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get('/api/job-funnel/status', { schema: { response: { 200: funnelStatusSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return getFunnelStatus(deps);
  });

  const admin = { onRequest: requireAdmin, schema: { response: { 200: funnelActionResponseSchema } } };
  app.post('/api/job-funnel/start', admin, async () => {
    await startFunnel(deps);
    return { success: true as const, message: FUNNEL_MESSAGES.started };
  });
  app.post('/api/job-funnel/stop', admin, async () => {
    await stopFunnel(deps);
    return { success: true as const, message: FUNNEL_MESSAGES.stopped };
  });
  app.post('/api/job-funnel/update', admin, async () => {
    const result = await runManualUpdate(deps);
    // Nothing ran: another instance holds the funnel or a run is still going. Saying 'completed' would be untrue.
    if (!result.ran) throw new AppError(409, FUNNEL_ERROR_CODES.busy, FUNNEL_MESSAGES.busy);
    return { success: true as const, message: FUNNEL_MESSAGES.updated, jobsAdded: result.jobsAdded, jobsUpdated: result.jobsUpdated };
  });
};
