import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../shared/schemas/envelope';
import { signIn, signUp } from './test-support/members';
import { createTestApp, type TestApp } from './test-support/test-app';

async function signUpAndSignIn(app: TestApp['app']) {
  const { payload, user } = await signUp(app);
  return { cookie: (await signIn(app, payload.email)).cookie, user };
}

const validReport = {
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: Cannot read properties of undefined\n    at JobsPage',
  componentStack: '\n    at JobsPage',
  timestamp: '2026-11-22T10:00:00.000Z',
  userAgent: 'Mozilla/5.0 (Linux; Android 13)',
  url: 'http://localhost:3000/jobs',
  userId: 'anonymous',
};

/** Not the example identity, with characters HTML must escape (docs/product.md#operator-identity). */
const OPERATOR = {
  legalName: 'Savannah & Sons "Pathways" Ltd',
  registrationNumber: 'PVT-7YU2RT9Q',
  postalAddress: 'P.O. Box 12345-00100, Nairobi',
  supportEmail: 'help@savannah-pathways.test',
  whatsappKenya: '+254 712 345 678',
  whatsappCanada: '',
};

const PRERENDERED_PRICING = `<!doctype html><html><head><title>Pricing | Maple Bridge</title><meta property="og:image" content="%PUBLIC_URL%/og-image.png" /></head><body><div id="root"><h1>Pricing</h1><p>Run by %OPERATOR_LEGAL_NAME%, <a href="mailto:%SUPPORT_EMAIL%">%SUPPORT_EMAIL%</a></p></div></body></html>`;

/** A built SPA in miniature: real files on disk, the way the build lays them out (dist/client, dist/prerendered). */
function makeClientDir() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-dist-'));
  const dir = path.join(root, 'client');
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(root, 'prerendered'));
  fs.writeFileSync(path.join(root, 'prerendered', 'pricing.html'), PRERENDERED_PRICING);
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><meta name="description" content="${'Jobs in Canada. '.repeat(100)}"><meta name="operator-legal-name" content="%OPERATOR_LEGAL_NAME%" /></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`,
  );
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('the server skeleton', () => {
  let t: TestApp;
  const logLines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        logLines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        callback();
      },
    });
    t = await createTestApp({ clientDir: makeClientDir(), operator: OPERATOR }, { logger: { level: 'info', stream } });
  });
  afterAll(async () => t.close());

  describe('the error envelope', () => {
    it('answers an unknown API path with a JSON 404', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await t.app.inject({ method, url: '/api/no-such-thing?x=1', headers: { origin: 'http://localhost:3000' } });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
      }
    });

    it('refuses an oversized body with 413 and the envelope', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...validReport, stack: 'x'.repeat(64 * 1024) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ success: false, message: 'The request is too large.', errorCode: 'PAYLOAD_TOO_LARGE' });
    });

    it('answers malformed JSON with 400 and the envelope, without a stack trace', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: { 'content-type': 'application/json' },
        payload: '{"message": "unterminated',
      });
      expect(response.statusCode).toBe(400);
      const body = errorEnvelopeSchema.parse(response.json());
      expect(body.errorCode).toBe('VALIDATION_ERROR');
      expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
    });

    it('answers a body that breaks the schema with 400 and per-field details', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: { ...validReport, message: 42, userAgent: undefined },
      });
      expect(response.statusCode).toBe(400);
      const body = errorEnvelopeSchema.parse(response.json());
      expect(body.errorCode).toBe('VALIDATION_ERROR');
      expect(body.details).toMatchObject({ message: expect.any(String), userAgent: expect.any(String) });
    });

    it('refuses a content type it does not parse with 415', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: { 'content-type': 'application/xml', origin: 'http://localhost:3000' },
        payload: '<report/>',
      });
      expect(response.statusCode).toBe(415);
      expect(errorEnvelopeSchema.parse(response.json()).errorCode).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('gives every response a request id', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("makes its own request id whatever the client sends, and logs the client's beside it", async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'forged-id\u0007' } });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const line = logLines.find((entry) => entry.reqId === response.headers['x-request-id'] && entry.msg === 'incoming request');
      expect(line?.clientRequestId).toBe('forged-id');
    });
  });

  describe('request logs', () => {
    it.each([
      ['/api/auth/verify-email?token=SECRET-TOKEN-1', '/api/auth/verify-email?[redacted]'],
      ['/verify-email?token=SECRET-TOKEN-2', '/verify-email?[redacted]'],
      ['/reset-password?token=SECRET-TOKEN-3', '/reset-password?[redacted]'],
      ['/api/job-alerts/unsubscribe?token=SECRET-TOKEN-4', '/api/job-alerts/unsubscribe?[redacted]'],
      ['/checkout?email=someone%40example.com&plan=year', '/checkout?email=[redacted]&plan=year'],
      ['/api/webhooks/mpesa/SECRET-TOKEN-5', '/api/webhooks/mpesa/[redacted]'],
      ['/api/webhooks/mpesa/SECRET-TOKEN-6?x=1', '/api/webhooks/mpesa/[redacted]?x=1'],
    ])('never hold the secret in %s', async (url, logged) => {
      const response = await t.app.inject({ method: 'GET', url });
      const lines = logLines.filter((entry) => entry.reqId === response.headers['x-request-id']);
      expect(lines.length).toBeGreaterThan(0);
      expect(JSON.stringify(lines)).not.toMatch(/SECRET-TOKEN|someone/);
      expect((lines[0]?.req as { url?: string } | undefined)?.url).toBe(logged);
    });
  });

  describe('security headers', () => {
    it.each(['/api/health', '/', '/jobs', '/api/missing'])('are strict on %s', async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
    });
  });

  describe('the single-page app', () => {
    it('serves index.html for every page path, never cached', async () => {
      for (const url of ['/', '/jobs', '/admin-dashboard?tab=users', '/no-such-page']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toContain('<div id="root"></div>');
        // The shell carries the operator's identity for the browser to read (src/client/lib/operator.ts).
        expect(response.body).toContain('<meta name="operator-legal-name" content="Savannah &amp; Sons &quot;Pathways&quot; Ltd" />');
      }
    });

    it('serves a pre-rendered page for its bare path, with the public address filled in and an ETag', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/pricing' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<h1>Pricing</h1>');
      expect(response.body).toContain(`content="${t.config.publicUrl}/og-image.png"`);
      expect(response.body).not.toContain('%PUBLIC_URL%');
      // The operator's identity is filled in as the page is served, escaped, wherever the build left its token.
      expect(response.body).toContain(
        '<p>Run by Savannah &amp; Sons &quot;Pathways&quot; Ltd, <a href="mailto:help@savannah-pathways.test">help@savannah-pathways.test</a></p>',
      );
      expect(response.body).not.toMatch(/%(OPERATOR_LEGAL_NAME|SUPPORT_EMAIL)%/);
      const etag = response.headers.etag;
      expect(etag).toMatch(/^"[\w-]+"$/);

      const again = await t.app.inject({ method: 'GET', url: '/pricing', headers: { 'if-none-match': String(etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('serves the empty shell, not the pre-rendered page, when the address has a query string', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/pricing?redirect=%2Fjobs' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('<h1>Pricing</h1>');
    });

    it('caches hashed assets for a year and serves them pre-compressed', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('console.log');
    });

    it('answers a missing asset with 404, not with the page (a stale chunk must fail loudly)', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
    });

    it('compresses pages for clients that accept it', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/jobs', headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(response.rawPayload).toString()).toContain('<div id="root"></div>');
    });
  });

  describe('crawlers', () => {
    it("robots.txt keeps crawlers out of the API, the administrator and members' pages, and names the sitemap", async () => {
      const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = response.body.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      for (const path of ['/api/', '/admin-', '/account', '/checkout']) expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).not.toContain('Disallow: /jobs');
      expect(lines).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
    });

    it('sitemap.xml lists the pre-rendered pages at the public address, and nothing else', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
      );
      expect([...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([`${t.config.publicUrl}/pricing`]);
    });
  });

  describe('POST /api/client-errors', () => {
    it('writes the report to the log and answers 202', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: validReport, remoteAddress: '10.0.0.1' });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ success: true });
      const logged = logLines.find((line) => line.msg === 'client error report');
      expect(logged?.clientError).toEqual(validReport);
      expect(logged?.reqId).toEqual(expect.any(String));
    });

    const loggedReport = (message: string) =>
      logLines
        .map((line) => line.clientError as { message?: string; userId?: string } | undefined)
        .find((report) => report?.message === message);

    it('logs the member of the session cookie, never the userId the body claims', async () => {
      const { cookie, user } = await signUpAndSignIn(t.app);
      const claimed = { ...validReport, userId: 'someone-else', message: 'member report' };
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: claimed,
        headers: { cookie },
        remoteAddress: '10.0.0.4',
      });
      expect(signedIn.statusCode).toBe(202);
      expect(loggedReport('member report')?.userId).toBe(user.id);

      await t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: { ...claimed, message: 'visitor report' },
        remoteAddress: '10.0.0.4',
      });
      expect(loggedReport('visitor report')?.userId).toBe('anonymous');
    });

    it('limits each address to 10 reports a minute', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const response = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: validReport, remoteAddress: '10.0.0.2' });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
      const limited = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: validReport, remoteAddress: '10.0.0.2' });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.json()).toEqual({
        success: false,
        message: 'Too many requests. Please wait a moment and try again.',
        errorCode: 'RATE_LIMITED',
      });
      const otherAddress = await t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: validReport,
        remoteAddress: '10.0.0.3',
      });
      expect(otherAddress.statusCode).toBe(202);
    });
  });
});

describe('the CSP with Stripe configured', () => {
  it('allows Stripe Elements (script, frames, API) and nothing else from outside', async () => {
    const t = await createTestApp({ stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' } });
    try {
      const csp = String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
      expect(csp).toContain('frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com');
      expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    } finally {
      await t.close();
    }
  });

  it('without Stripe allows no frames at all', async () => {
    const t = await createTestApp();
    try {
      expect(String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'])).toContain(
        "frame-src 'none'",
      );
    } finally {
      await t.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  /** Twelve error reports from one peer, each claiming another client address; the limit is 10 a minute per address. */
  async function reportStatuses(t: TestApp, remoteAddress: string, forwardedFor: (i: number) => string) {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: validReport,
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor(i) },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it('off (the default): X-Forwarded-For is ignored, so a client cannot dodge a per-address limit by inventing addresses', async () => {
    const t = await createTestApp();
    try {
      expect(t.config.trustProxy).toBe(false);
      const statuses = await reportStatuses(t, '10.1.0.1', (i) => `41.90.0.${i}`);
      expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    } finally {
      await t.close();
    }
  });

  it('a hop count: each client behind the proxy has limits of its own', async () => {
    const t = await createTestApp({ trustProxy: 1 });
    try {
      expect(await reportStatuses(t, '127.0.0.1', (i) => `41.90.0.${i}`)).toEqual(Array(12).fill(202));
      // The same client through the proxy twelve times is still limited.
      expect((await reportStatuses(t, '127.0.0.1', () => '41.90.1.1')).filter((status) => status === 429)).toHaveLength(2);
    } finally {
      await t.close();
    }
  });

  it('a CIDR list: the header counts only when the peer is a listed proxy', async () => {
    const t = await createTestApp({ trustProxy: ['127.0.0.0/8'] });
    try {
      expect(await reportStatuses(t, '127.0.0.1', (i) => `41.90.2.${i}`)).toEqual(Array(12).fill(202));
      // A peer outside the list speaks for itself, whatever it claims.
      expect((await reportStatuses(t, '10.1.0.2', (i) => `41.90.3.${i}`)).filter((status) => status === 429)).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});
