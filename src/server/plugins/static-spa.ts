import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
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
 * The public pages the build wrote as HTML (docs/decisions/018-fast-first-paint.md), read once, with the
 * site's address filled in, keyed by route: `index.html` is `/`, `pricing.html` is `/pricing`.
 */
function readPrerenderedPages(clientDir: string, fill: (html: string) => string): Map<string, PrerenderedPage> {
  const dir = path.join(clientDir, '..', 'prerendered');
  const pages = new Map<string, PrerenderedPage>();
  if (!fs.existsSync(dir)) return pages;
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.html'))) {
    const page = pageOf(fill(fs.readFileSync(path.join(dir, file), 'utf8')));
    pages.set(file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`, page);
  }
  return pages;
}

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
  const shell = hasClient ? pageOf(fill(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'))) : undefined;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const relative = path.relative(clientDir, filePath);
        reply.header(
          'cache-control',
          relative.startsWith('assets' + path.sep) ? IMMUTABLE : relative === 'index.html' ? REVALIDATE : SHORT,
        );
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
    if (!hasClient || url === '/api' || url.startsWith('/api/') || url.startsWith('/assets/')) return notFound(url, reply);
    // A query string can change what a page shows (a sign-in message, a search), so such a visit gets the
    // empty shell and renders in the browser rather than hydrating HTML drawn for the bare route.
    const page = (request.url.includes('?') ? undefined : prerendered.get(url)) ?? shell;
    if (!page) return notFound(url, reply);
    reply.header('cache-control', REVALIDATE).header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  });
  app.setNotFoundHandler((request, reply) => notFound(request.url.split('?')[0] ?? '/', reply));
}
