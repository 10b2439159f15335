import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../shared/i18n/locale';
import { createTestApp, type TestApp } from './test-support/test-app';

/** A page as the build writes it: its language, its twins' addresses (docs/decisions/057-a-build-per-language.md). */
function page(lang: 'en' | 'sw', route: string, heading: string) {
  const address = (prefix: string) => `%PUBLIC_URL%${prefix}${route}`;
  return `<!doctype html><html lang="${lang}"><head><title>${heading} | Maple Bridge</title>
<link rel="canonical" href="${address(lang === 'sw' ? '/sw' : '')}" />
<link rel="alternate" hreflang="en" href="${address('')}" />
<link rel="alternate" hreflang="sw" href="${address('/sw')}" />
<link rel="alternate" hreflang="x-default" href="${address('')}" />
</head><body><div id="root"><h1>${heading}</h1></div></body></html>`;
}

/** Both languages' builds in miniature, laid out as scripts/build-lib.mjs lays them out. */
function makeClientDir() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-languages-'));
  const client = path.join(root, 'client');
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('client/index.html', '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>');
  write('client/sw/index.html', '<!doctype html><html lang="sw"><head></head><body><div id="root"></div></body></html>');
  write('client/assets/index-en1.js', 'console.log("en");');
  write('client/sw/assets/index-sw1.js', 'console.log("sw");');
  write('prerendered/index.html', page('en', '/', 'Jobs in Canada'));
  write('prerendered/pricing.html', page('en', '/pricing', 'Pricing'));
  write('prerendered/sw/index.html', page('sw', '/', 'Kazi Kanada'));
  write('prerendered/sw/pricing.html', page('sw', '/pricing', 'Bei'));
  return client;
}

describe('the two languages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clientDir: makeClientDir() });
  });
  afterAll(async () => t.close());

  const home = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/', headers });

  describe('a visit to /', () => {
    it('sends a browser preferring Kiswahili, with no choice remembered, to /sw/', async () => {
      const response = await home({ 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/sw/');
      expect(response.headers.vary).toMatch(/Accept-Language, Cookie/);
    });

    it('keeps the query string on the way', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/?utm_source=whatsapp', headers: { 'accept-language': 'sw' } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/sw/?utm_source=whatsapp');
    });

    it('follows the lang cookie over the browser: sw sends an English browser to /sw/', async () => {
      const response = await home({ 'accept-language': 'en-US,en;q=0.9', cookie: `${LANGUAGE_COOKIE}=sw` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/sw/');
      expect(response.headers.vary).toMatch(/Accept-Language, Cookie/);
    });

    it('answers the English page to lang=en, even from a browser preferring Kiswahili', async () => {
      const response = await home({ 'accept-language': 'sw-KE,sw;q=0.9', cookie: `${LANGUAGE_COOKIE}=en` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="en">');
      expect(response.body).toContain('<h1>Jobs in Canada</h1>');
      expect(response.headers.vary).toMatch(/Accept-Language, Cookie/);
    });

    it('answers the English page to an English browser and to one naming neither language', async () => {
      const browsers: Record<string, string>[] = [{ 'accept-language': 'en-CA,en;q=0.9,sw;q=0.5' }, { 'accept-language': 'fr-FR' }, {}];
      for (const headers of browsers) {
        const response = await home(headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(200);
        expect(response.body).toContain('<html lang="en">');
        expect(response.headers.vary).toMatch(/Accept-Language, Cookie/);
      }
    });

    it('ignores a cookie naming no language of ours and follows the browser', async () => {
      const response = await home({ 'accept-language': 'sw', cookie: `${LANGUAGE_COOKIE}=fr` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/sw/');
    });
  });

  describe('the Kiswahili pages', () => {
    it('serves /sw/ and /sw/pricing pre-rendered, in Kiswahili, with both twins named and the public address filled in', async () => {
      for (const [url, heading, route] of [
        ['/sw/', 'Kazi Kanada', '/'],
        ['/sw/pricing', 'Bei', '/pricing'],
      ] as const) {
        const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<html lang="sw">');
        expect(response.body).toContain(`<h1>${heading}</h1>`);
        expect(response.body).toContain(`<link rel="canonical" href="${t.config.publicUrl}/sw${route}" />`);
        expect(response.body).toContain(`<link rel="alternate" hreflang="en" href="${t.config.publicUrl}${route}" />`);
        expect(response.body).toContain(`<link rel="alternate" hreflang="sw" href="${t.config.publicUrl}/sw${route}" />`);
        expect(response.body).toContain(`<link rel="alternate" hreflang="x-default" href="${t.config.publicUrl}${route}" />`);
      }
    });

    it('serves the Kiswahili shell for any other /sw/ page, and for a pre-rendered one with a query string', async () => {
      for (const url of ['/sw/jobs', '/sw/account', '/sw/no-such-page', '/sw/pricing?redirect=%2Fjobs']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toContain('<html lang="sw">');
        expect(response.body).toContain('<div id="root"></div>');
      }
    });

    it('sends /sw to /sw/, the address the app writes', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/sw?ref=flyer' });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/sw/?ref=flyer');
    });

    it('serves the Kiswahili build its own hashed assets, cached for a year, and a missing one as 404', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/sw/assets/index-sw1.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toBe('console.log("sw");');
      const missing = await t.app.inject({ method: 'GET', url: '/sw/assets/index-gone.js' });
      expect(missing.statusCode).toBe(404);
    });

    it('does not take an English address that merely starts with "sw" for a Kiswahili one', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/swahili' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="en">');
    });
  });

  it('sitemap.xml lists both languages of every pre-rendered page, each naming its twins', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    const site = t.config.publicUrl;
    expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect([...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${site}/`,
      `${site}/sw/`,
      `${site}/pricing`,
      `${site}/sw/pricing`,
    ]);
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${site}/pricing"/>`,
      `<xhtml:link rel="alternate" hreflang="sw" href="${site}/sw/pricing"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${site}/pricing"/>`,
    ].join('');
    expect(response.body).toContain(`<url><loc>${site}/pricing</loc>${alternates}</url>`);
    expect(response.body).toContain(`<url><loc>${site}/sw/pricing</loc>${alternates}</url>`);
  });
});
