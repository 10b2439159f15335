import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../config';

/**
 * With TRUST_PROXY off the server ignores X-Forwarded-For, so when requests carry it a proxy is most likely
 * in front and not configured: every client then shares the proxy's address, and the per-address limits
 * and visit caps become site-wide (docs/product.md#visits). Said once per process, at the first such request.
 */
export function warnOfUntrustedProxy(app: FastifyInstance, trustProxy: TrustProxy) {
  if (trustProxy !== false) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      { peer: request.ip },
      'requests arrive with X-Forwarded-For but TRUST_PROXY is off: a proxy in front is likely not configured; every client shares its address (README: TRUST_PROXY)',
    );
  });
}
