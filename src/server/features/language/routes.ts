import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGE_COOKIE, LOCALES, pathInLocale, type Locale } from '../../../shared/i18n/locale';
import type { Config } from '../../config';
import { sessionUserId } from '../auth/guards';
import { safeNextPath } from './next-path';
import { rememberMemberLocale } from './service';

/** A visitor's choice is kept a year; choosing again renews it. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const languageParamsSchema = z.object({ locale: z.enum(LOCALES as [Locale, ...Locale[]]) });
// A `next` that is not one short string (repeated, too long) is read as none: the switch still works, to '/'.
const languageQuerySchema = z.object({ next: z.string().max(2048).optional().catch(undefined) });

/**
 * The `lang` cookie: not httpOnly, because the app reads it to know that a choice was made on this device
 * (then it does not move a member to their account's language); it holds only 'en' or 'sw'.
 */
function setLanguageCookie(reply: FastifyReply, config: Config, locale: Locale) {
  reply.setCookie(LANGUAGE_COOKIE, locale, {
    path: '/',
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
  });
}

/**
 * The language switch (docs/product.md#languages, docs/decisions/058-choosing-the-language.md): a plain link to
 * `GET /language/:locale?next=<path>`, so it works before the app has loaded. It remembers the choice in the
 * `lang` cookie, on the account too for a signed-in member, and sends the browser (303) to `next` in that
 * language — `next` only ever a path on this site.
 */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.get('/language/:locale', { schema: { params: languageParamsSchema, querystring: languageQuerySchema } }, async (request, reply) => {
    const { locale } = request.params;
    setLanguageCookie(reply, deps.config, locale);
    const userId = await sessionUserId(request);
    if (userId) await rememberMemberLocale(deps, userId, locale);
    reply.header('cache-control', 'no-store');
    return reply.redirect(pathInLocale(safeNextPath(request.query.next), locale), 303);
  });
};
