import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JOB_ALERT_MESSAGES, jobAlertRequestSchema } from '../../../shared/schemas/funnel';
import { text } from '../../../shared/schemas/text';
import { requireMember } from '../auth/guards';
import { confirmJobAlert, subscribeToJobAlert, unsubscribeJobAlert } from './service';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The pages e-mail links open: plain HTML, no script, readable on any phone. */
const resultPage = (
  message: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Job alerts | Maple Bridge</title></head>
<body><main><h1>Maple Bridge job alerts</h1><p>${escapeHtml(message)}</p><p><a href="/jobs">Browse jobs</a> · <a href="/">Home</a></p></main></body></html>`;

const tokenQuery = z.object({ token: text({ max: 200 }).default('') });

export const jobAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/api/job-alerts',
    {
      config: { rateLimit: { max: 10, timeWindow: 15 * 60 * 1000 } },
      // Alerts list titles, employers and places: the same paywall as the job search.
      preHandler: requireMember,
      schema: { body: jobAlertRequestSchema, response: { 202: z.object({ success: z.literal(true), message: z.string() }) } },
    },
    async (request, reply) => {
      await subscribeToJobAlert(deps, { ...request.body, userId: request.user!.id });
      return reply.code(202).send({ success: true, message: JOB_ALERT_MESSAGES.confirmationSent });
    },
  );

  app.get('/api/job-alerts/confirm', { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const message = await confirmJobAlert(deps, request.query.token);
    return reply
      .code(message === JOB_ALERT_MESSAGES.invalidLink ? 400 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(resultPage(message));
  });

  // One click from the e-mail unsubscribes (a GET, as mail clients open links).
  app.get('/api/job-alerts/unsubscribe', { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const message = await unsubscribeJobAlert(deps, request.query.token);
    return reply
      .code(message === JOB_ALERT_MESSAGES.invalidLink ? 400 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(resultPage(message));
  });
};
