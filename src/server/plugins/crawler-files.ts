import type { FastifyInstance } from 'fastify';
import { BASE_LOCALE, LOCALES, pathInLocale } from '../../shared/i18n/locale';

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
 * The pre-rendered public pages, the ones written for everyone, in every language they were written in: each
 * address names its twins in the other languages (`xhtml:link` hreflang alternates, English the default), as the
 * pages' own `<link rel="alternate">` do (docs/product.md#languages). Job teasers (/jobs/:id) are left out:
 * thousands of near-identical pages that say less than the list.
 */
export function sitemapXml(publicUrl: string, addresses: Iterable<string>): string {
  const published = new Set(addresses);
  const url = (address: string) => escapeXml(`${publicUrl}${address}`);
  const routes = [...new Set([...published].map((address) => pathInLocale(address, BASE_LOCALE)))].sort();
  const entries = routes.flatMap((route) => {
    const twins = LOCALES.map((locale) => ({ locale, address: pathInLocale(route, locale) })).filter(({ address }) =>
      published.has(address),
    );
    const alternates = [
      ...twins.map(({ locale, address }) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(address)}"/>`),
      ...(published.has(route) ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${url(route)}"/>`] : []),
    ];
    return twins.map(({ address }) => `  <url><loc>${url(address)}</loc>${twins.length > 1 ? alternates.join('') : ''}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** GET /robots.txt and /sitemap.xml, written once from the site's address and the pages the build pre-rendered. */
export function registerCrawlerFiles(app: FastifyInstance, publicUrl: string, publicAddresses: Iterable<string>) {
  const robots = robotsTxt(publicUrl);
  const sitemap = sitemapXml(publicUrl, publicAddresses);
  const cache = `public, max-age=${DAY_SECONDS}`;
  app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', cache).send(robots));
  app.get('/sitemap.xml', (_request, reply) => reply.type('application/xml; charset=utf-8').header('cache-control', cache).send(sitemap));
}
