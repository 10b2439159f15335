import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  BASE_LOCALE,
  LANGUAGE_COOKIE,
  LOCALE_PREFIX,
  LOCALES,
  isLocale,
  localeOfPath,
  preferredLocale,
  type Locale,
} from '../../shared/i18n/locale';
import { OPERATOR_FIELDS, OPERATOR_KEYS, REFUND_WINDOW_FIELD, type OperatorIdentity } from '../../shared/operator';
import { registerCrawlerFiles } from './crawler-files';
import { apiNotFound } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed assets: it must be revalidated on every visit. */
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** Written by the build where crawlers need the site's own address (scripts/build-lib.mjs). */
const PUBLIC_URL_PLACEHOLDER = '%PUBLIC_URL%';

interface PrerenderedPage {
  html: string;
  etag: string;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What the server writes into every page it serves. */
export interface PageSettings {
  publicUrl: string;
  operator: OperatorIdentity;
  refundWindowDays: number;
}

/**
 * Writes the site's address and the operator's identity over the tokens the build left in a page: in the
 * <meta> tags the browser reads them back from (with the refund window), and wherever the page shows them (docs/product.md#operator-identity).
 */
export function fillPage(html: string, site: PageSettings): string {
  const { publicUrl, operator } = site;
  let filled = html
    .replaceAll(PUBLIC_URL_PLACEHOLDER, escapeAttribute(publicUrl))
    .replaceAll(REFUND_WINDOW_FIELD.token, String(site.refundWindowDays));
  for (const key of OPERATOR_KEYS) filled = filled.replaceAll(OPERATOR_FIELDS[key].token, escapeAttribute(operator[key]));
  return filled;
}

const pageOf = (html: string): PrerenderedPage => ({
  html,
  etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
});

/**
 * The public pages the build wrote as HTML (docs/decisions/018-fast-first-paint.md) in every language
 * (docs/decisions/057-a-build-per-language.md), read once, with the site's address filled in, keyed by address:
 * `index.html` is `/`, `pricing.html` is `/pricing`, `sw/index.html` is `/sw/`, `sw/pricing.html` is `/sw/pricing`.
 */
function readPrerenderedPages(clientDir: string, fill: (html: string) => string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIX[locale];
    const dir = path.join(clientDir, '..', 'prerendered', prefix);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.html'))) {
      const page = pageOf(fill(fs.readFileSync(path.join(dir, file), 'utf8')));
      pages.set(`${prefix}/${file === 'index.html' ? '' : file.slice(0, -'.html'.length)}`, page);
    }
  }
  return pages;
}

/** The shell every page without HTML of its own starts from, in each language that was built. */
function readShells(clientDir: string, fill: (html: string) => string): Map<Locale, PrerenderedPage> {
  const shells = new Map<Locale, PrerenderedPage>();
  for (const locale of LOCALES) {
    const file = path.join(clientDir, LOCALE_PREFIX[locale], 'index.html');
    if (fs.existsSync(file)) shells.set(locale, pageOf(fill(fs.readFileSync(file, 'utf8'))));
  }
  return shells;
}

/**
 * The language a first visit to `/` is sent to (docs/product.md#languages): the one the visitor chose before (the
 * `lang` cookie), else the one their browser prefers among ours.
 */
function homeLocale(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookie)) return cookie;
  return preferredLocale(acceptLanguage) ?? BASE_LOCALE;
}

/** Hashed files, cached for a year: each language's build has its own (`/assets/`, `/sw/assets/`). */
const isAssetPath = (url: string) => LOCALES.some((locale) => url.startsWith(`${LOCALE_PREFIX[locale]}/assets/`));

/**
 * Serves the built SPA: hashed files under /assets cached for a year, the pre-rendered public pages, and
 * index.html for every other GET that is not an API or asset path (client-side routing). Files are pre-compressed by the build
 * (.br, .gz), so slow mobile connections get brotli without spending CPU per request.
 */
export async function registerStaticSpa(app: FastifyInstance, clientDir: string | null, site: PageSettings) {
  const hasClient = clientDir !== null && fs.existsSync(path.join(clientDir, 'index.html'));
  const fill = (html: string) => fillPage(html, site);
  const prerendered = hasClient ? readPrerenderedPages(clientDir, fill) : new Map<string, PrerenderedPage>();
  // The shell every other page starts from, filled in the same way.
  const shells = hasClient ? readShells(clientDir, fill) : new Map<Locale, PrerenderedPage>();
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const url = `/${path.relative(clientDir, filePath).split(path.sep).join('/')}`;
        reply.header('cache-control', isAssetPath(url) ? IMMUTABLE : url.endsWith('/index.html') ? REVALIDATE : SHORT);
      },
    });
  }

  registerCrawlerFiles(app, site.publicUrl, prerendered.keys());

  const notFound = (url: string, reply: FastifyReply) =>
    url === '/api' || url.startsWith('/api/')
      ? apiNotFound(reply)
      : reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found');

  // A route, not the not-found handler, so that compression and the other route hooks apply to pages.
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (!hasClient || url === '/api' || url.startsWith('/api/') || isAssetPath(url)) return notFound(url, reply);
    const query = request.url.slice(url.length);
    // Each language's home page is one address: `/sw/`, as the router's basename writes it.
    if (url === LOCALE_PREFIX.sw) return reply.redirect(`${LOCALE_PREFIX.sw}/${query}`, 301);
    if (url === '/') {
      // What the home page answers depends on these two headers: caches must keep one copy per value.
      reply.header('vary', 'Accept-Language, Cookie');
      const locale = homeLocale(request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);
      if (locale !== BASE_LOCALE) return reply.header('cache-control', 'no-store').redirect(`${LOCALE_PREFIX[locale]}/${query}`, 302);
    }
    // A query string can change what a page shows (a sign-in message, a search), so such a visit gets the
    // empty shell and renders in the browser rather than hydrating HTML drawn for the bare route.
    const page = (query ? undefined : prerendered.get(url)) ?? shells.get(localeOfPath(url)) ?? shells.get(BASE_LOCALE);
    if (!page) return notFound(url, reply);
    reply.header('cache-control', REVALIDATE).header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  });
  app.setNotFoundHandler((request, reply) => notFound(request.url.split('?')[0] ?? '/', reply));
}
