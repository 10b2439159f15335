import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JOB_ALERT_MESSAGES as M } from '../../../shared/messages';
import { messageResponseSchema } from '../../../shared/schemas/auth';
import { jobAlertRequestSchema } from '../../../shared/schemas/funnel';
import { MINUTE_MS } from '../../lib/dates';
import { emailLinkQuery, inLinkLanguage, sendEmailLinkPage } from '../../lib/email-link-page';
import { requireMember } from '../auth/guards';
import { confirmJobAlert, type JobAlertLinkResult, subscribeToJobAlert, unsubscribeJobAlert } from './service';

// Messages as functions: read for each request, in its language (docs/i18n/conventions.md).
const LINK_PAGES: Record<JobAlertLinkResult['kind'], { status: number; message: () => string }> = {
  confirmed: { status: 200, message: () => M.confirmed },
  unsubscribed: { status: 200, message: () => M.unsubscribed },
  'invalid-link': { status: 400, message: () => M.invalidLink },
};

function sendLinkPage(reply: FastifyReply, result: JobAlertLinkResult) {
  const page = LINK_PAGES[result.kind];
  return sendEmailLinkPage(reply, {
    status: page.status,
    message: page.message(),
    title: M.pageTitle,
    heading: M.pageHeading,
    links: [
      ['/jobs', M.browseJobs],
      ['/', M.home],
    ],
  });
}

export const jobAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/api/job-alerts',
    {
      config: { rateLimit: { max: 10, timeWindow: 15 * MINUTE_MS } },
      // Alerts list titles, employers and places: the same paywall as the job search.
      preHandler: requireMember,
      schema: { body: jobAlertRequestSchema, response: { 202: messageResponseSchema } },
    },
    async (request, reply) => {
      await subscribeToJobAlert(deps, { ...request.body, userId: request.user!.id });
      return reply.code(202).send({ success: true, message: M.confirmationSent });
    },
  );

  app.get('/api/job-alerts/confirm', { schema: { querystring: emailLinkQuery } }, async (request, reply) =>
    inLinkLanguage(request.query.lang, async () => sendLinkPage(reply, await confirmJobAlert(deps, request.query.token))),
  );

  // One click from the e-mail unsubscribes (a GET, as mail clients open links).
  app.get('/api/job-alerts/unsubscribe', { schema: { querystring: emailLinkQuery } }, async (request, reply) =>
    inLinkLanguage(request.query.lang, async () => sendLinkPage(reply, await unsubscribeJobAlert(deps, request.query.token))),
  );
};
