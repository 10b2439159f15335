import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MATCHES_MESSAGES as M } from '../../../shared/messages';
import {
  matchEmailSettingResponseSchema,
  matchEmailSettingSchema,
  matchesQuerySchema,
  matchesResponseSchema,
} from '../../../shared/schemas/matches';
import { MINUTE_MS } from '../../lib/dates';
import { emailLinkQuery, inLinkLanguage, sendEmailLinkPage } from '../../lib/email-link-page';
import { requireMember } from '../auth/guards';
import { getEmailSetting, getMatches, setEmailSetting, unsubscribeWithToken } from './service';

/** A member looks at a few sets of matches a minute; a script walking every NOC meets the limit. */
export const MATCHES_PER_MEMBER = { max: 60, timeWindow: MINUTE_MS };

/** My matches (docs/product.md#my-matches): members only, like the employer pages they lead to. */
export const matchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const perMember = { max: MATCHES_PER_MEMBER.max, timeWindow: MATCHES_PER_MEMBER.timeWindow };

  app.get(
    '/api/matches',
    {
      preHandler: requireMember,
      config: { rateLimit: { ...perMember, keyGenerator: (request) => `matches:member:${request.user?.id ?? request.ip}` } },
      schema: { querystring: matchesQuerySchema, response: { 200: matchesResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, ...(await getMatches(deps, request.user!.id, request.query)) };
    },
  );

  app.get(
    '/api/matches/email',
    { preHandler: requireMember, schema: { response: { 200: matchEmailSettingResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, ...(await getEmailSetting(deps, request.user!.id)) };
    },
  );

  app.put(
    '/api/matches/email',
    { preHandler: requireMember, schema: { body: matchEmailSettingSchema, response: { 200: matchEmailSettingResponseSchema } } },
    async (request) => ({ success: true as const, ...(await setEmailSetting(deps, request.user!.id, request.body.newQuarterEmail)) }),
  );

  // One click from the e-mail opts out (a GET, as mail clients open links).
  app.get('/api/matches/email/unsubscribe', { schema: { querystring: emailLinkQuery } }, async (request, reply) =>
    inLinkLanguage(request.query.lang, async () => {
      const done = await unsubscribeWithToken(deps, request.query.token);
      return sendEmailLinkPage(reply, {
        status: done ? 200 : 400,
        title: M.emailPageTitle,
        heading: M.emailPageHeading,
        message: done ? M.unsubscribed : M.invalidLink,
        links: [
          ['/matches', M.myMatches],
          ['/', M.home],
        ],
      });
    }),
  );
};
