import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, type Health } from '../../../shared/schemas/health';
import type { Config } from '../../config';
import { mpesaMode } from '../../integrations/payments/mpesa-provider';

/**
 * Readiness and the active providers (README.md#quick-start). It does not touch the database: buildApp migrates before the server listens,
 * and a health check that queued behind a long query would report a healthy server as down.
 */
export function describeProviders(config: Config, databaseKind: Health['database']): Health {
  return {
    status: 'ok',
    database: databaseKind,
    payments: config.stripe ? 'stripe' : 'sandbox',
    mpesa: mpesaMode(config) ?? 'off',
    ai: config.ai ? 'openai' : 'builtin',
    email: config.smtpUrl ? 'smtp' : 'outbox',
  };
}

export const healthRoutes: FastifyPluginAsyncZod<{ health: Health }> = async (app, { health }) => {
  app.get('/api/health', { schema: { response: { 200: healthSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return health;
  });
};
