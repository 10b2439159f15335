import type { FastifyInstance } from 'fastify';

/**
 * What crawlers may read and what to index (docs/product.md#crawlers): the public pages, never the API, the
 * administrator's pages or a member's own pages (they answer the sign-in screen to a crawler anyway).
 */
export const CRAWLER_DISALLOWED = [
  '/api/',
  '/admin-',
  '/account',
  '/profile',
  '/matches',
  '/applications',
  '/checkout',
  '/reset-password',
  '/verify-email',
] as const;

const DAY_SECONDS = 24 * 60 * 60;

export const robotsTxt = (publicUrl: string) =>
  ['User-agent: *', ...CRAWLER_DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The pre-rendered public pages, the ones written for everyone. Job teasers (/jobs/:id) are left out: thousands of
 * near-identical pages that say less than the list.
 */
export function sitemapXml(publicUrl: string, routes: Iterable<string>): string {
  const urls = [...routes].sort().map((route) => `  <url><loc>${escapeXml(`${publicUrl}${route === '/' ? '/' : route}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** GET /robots.txt and /sitemap.xml, written once from the site's address and the pages the build pre-rendered. */
export function registerCrawlerFiles(app: FastifyInstance, publicUrl: string, publicRoutes: Iterable<string>) {
  const robots = robotsTxt(publicUrl);
  const sitemap = sitemapXml(publicUrl, publicRoutes);
  const cache = `public, max-age=${DAY_SECONDS}`;
  app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', cache).send(robots));
  app.get('/sitemap.xml', (_request, reply) => reply.type('application/xml; charset=utf-8').header('cache-control', cache).send(sitemap));
}
