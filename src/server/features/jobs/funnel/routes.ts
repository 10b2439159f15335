import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FUNNEL_MESSAGES } from '../../../../shared/messages';
import { funnelActionResponseSchema, funnelStatusSchema } from '../../../../shared/schemas/funnel';
import { FUNNEL_ERROR_CODES } from '../../../../shared/error-codes';
import { AppError } from '../../../lib/app-error';
import { requireAdmin } from '../../admin-auth/guards';
import { getFunnelStatus, runAuditedManualUpdate, startFunnel, stopFunnel } from './service';

export const funnelRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get('/api/job-funnel/status', { schema: { response: { 200: funnelStatusSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return getFunnelStatus(deps);
  });

  const admin = { onRequest: requireAdmin, schema: { response: { 200: funnelActionResponseSchema } } };
  // Each control is audited under the administrator who used it (docs/product.md#audit).
  app.post('/api/job-funnel/start', admin, async (request) => {
    await startFunnel(deps, { admin: request.admin!, ip: request.ip });
    return { success: true as const, message: FUNNEL_MESSAGES.started };
  });
  app.post('/api/job-funnel/stop', admin, async (request) => {
    await stopFunnel(deps, { admin: request.admin!, ip: request.ip });
    return { success: true as const, message: FUNNEL_MESSAGES.stopped };
  });
  app.post('/api/job-funnel/update', admin, async (request) => {
    const result = await runAuditedManualUpdate(deps, { admin: request.admin!, ip: request.ip });
    // Nothing ran: another instance holds the funnel or a run is still going. Saying 'completed' would be untrue.
    if (!result.ran) throw new AppError(409, FUNNEL_ERROR_CODES.busy, FUNNEL_MESSAGES.busy);
    return { success: true as const, message: FUNNEL_MESSAGES.updated, jobsAdded: result.jobsAdded, jobsUpdated: result.jobsUpdated };
  });
};
