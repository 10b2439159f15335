import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiNotFound } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed assets: it must be revalidated on every visit. */
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/**
 * Serves the built SPA: hashed files under /assets cached for a year, index.html for every other GET
 * that is not an API or asset path (client-side routing). Files are pre-compressed by the build
 * (.br, .gz), so slow mobile connections get brotli without spending CPU per request.
 */
export async function registerStaticSpa(app: FastifyInstance, clientDir: string | null) {
  const hasClient = clientDir !== null && fs.existsSync(path.join(clientDir, 'index.html'));
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

  const notFound = (url: string, reply: FastifyReply) =>
    url === '/api' || url.startsWith('/api/')
      ? apiNotFound(reply)
      : reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found');

  // A route, not the not-found handler, so that compression and the other route hooks apply to pages.
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (!hasClient || url === '/api' || url.startsWith('/api/') || url.startsWith('/assets/')) return notFound(url, reply);
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
  app.setNotFoundHandler((request, reply) => notFound(request.url.split('?')[0] ?? '/', reply));
}
