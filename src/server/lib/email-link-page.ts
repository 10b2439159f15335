import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { BASE_LOCALE, pathInLocale, type Locale } from '../../shared/i18n/locale';
import { getLocale } from '../../shared/i18n/paraglide/runtime.js';
import { text } from '../../shared/schemas/text';
import { inLocale } from '../plugins/request-locale';
import { escapeHtml } from './html';

/**
 * The query of a link sent by e-mail: its token (an empty or missing one is simply not valid) and the language
 * of the member it was sent to (`lang=sw`; absent for English), which the page it opens speaks whatever the
 * browser prefers. Any other value of `lang` is read as none.
 */
export const emailLinkQuery = z.object({
  token: text({ max: 200 }).default(''),
  lang: z.enum(['en', 'sw']).optional().catch(undefined),
});

/** The part a link in an e-mail adds to its query for the member's language ('' for English). */
export const emailLinkLanguage = (locale: Locale) => (locale === BASE_LOCALE ? '' : `&lang=${locale}`);

/**
 * Runs `answer` — the work and the page of a link from an e-mail — in the language the link names, else the
 * request's (docs/decisions/058-choosing-the-language.md).
 */
export function inLinkLanguage<T>(lang: Locale | undefined, answer: () => T): T {
  return lang ? inLocale(lang, answer) : answer();
}

export interface EmailLinkPage {
  status: number;
  title: string;
  heading: string;
  message: string;
  /** Where the member may go next, as [address, words]. */
  links: ReadonlyArray<readonly [string, string]>;
}

/**
 * The page a link in an e-mail opens (job alerts, My matches): plain HTML, no script, readable on any phone,
 * never stored, since it answers one person's token. In the language of the moment (inLinkLanguage), its links
 * to that language's pages.
 */
export function sendEmailLinkPage(reply: FastifyReply, page: EmailLinkPage) {
  // The page speaks the request's language (plugins/request-locale.ts), and its links lead to the pages in it.
  const locale = getLocale();
  const links = page.links
    .map(([href, words]) => `<a href="${escapeHtml(pathInLocale(href, locale))}">${escapeHtml(words)}</a>`)
    .join(' · ');
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)}</title></head>
<body><main><h1>${escapeHtml(page.heading)}</h1><p>${escapeHtml(page.message)}</p><p>${links}</p></main></body></html>`;
  return reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}
