import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Strict headers on every response, HTML and API alike. The built SPA loads only same-origin scripts and
 * styles and has no inline script, so the CSP allows nothing else. Features that need a third party
 * (Stripe Elements) extend these lists in the one place below.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.publicUrl.startsWith('https:');
  // Stripe Elements loads its script and iframes from Stripe and talks to its API (only when configured).
  const stripe = config.stripe
    ? {
        script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
      }
    : { script: [], frame: [], connect: [] };
  // Helmet's middleware, built once. @fastify/helmet built it again for every request (its CSP directives
  // parsed each time: 5 % of a repeated search's CPU); these headers are the same for every answer
  // (docs/decisions/064-prepared-session-check-and-province-search-index.md).
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe.script],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe.connect],
        frameSrc: stripe.frame.length > 0 ? stripe.frame : ["'none'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS on plain-http localhost would only confuse a developer's browser.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    // An API answer is stored by no browser or proxy unless its route says otherwise: the few public
    // answers meant to be cached (live counts, samples, contacts) set their own Cache-Control. So a new
    // member or administrator route, and every error, is private by default (docs/product.md#private-answers).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
