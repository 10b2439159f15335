import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { tooManyAttempts } from '../lib/app-error';
import { clientAddressKey } from '../lib/attempt-limiter';
import { MINUTE_MS } from '../lib/dates';

/**
 * Per-route limits are opt-in (`config.rateLimit`); every /api request also meets `registerRequestLimits`
 * below. The counters live in memory, or in Redis when REDIS_URL is set so that several instances share them.
 */
export async function registerRateLimit(app: FastifyInstance, redis: Redis | undefined) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'maple-bridge-rl:' } : {}),
    // A Redis outage must not lock every member out: fail open and log.
    skipOnError: true,
  });
}

/**
 * A counter shared by several routes or hooks (a per-route `config.rateLimit` counts each route apart):
 * the returned function counts one request against `key(request)` in the window and throws 429
 * RATE_LIMITED with Retry-After once `max` is passed. Undefined from `key` means "not counted here".
 * The name keeps each limit's keys apart in the shared store.
 */
export function sharedLimit(
  app: FastifyInstance,
  limit: {
    name: string;
    max: number;
    timeWindowMs: number;
    key: (request: FastifyRequest) => string | undefined;
  },
) {
  // The key is worked out once per request (it may hash a session token) and handed to the store's generator.
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    timeWindow: limit.timeWindowMs,
    max: limit.max,
    keyGenerator: (request) => keys.get(request)!,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const key = limit.key(request);
    if (key === undefined) return;
    keys.set(request, `${limit.name}:${key}`);
    const verdict = await check(request);
    if (!verdict.isAllowed && verdict.isExceeded) throw tooManyAttempts(verdict.ttl);
  };
}

/**
 * Every /api request counts once (docs/product.md#limits): per session when it carries the cookie of a
 * session this instance knows to be live (`liveSessionKey`), else per address — a cookie of the right shape
 * that no session has is counted as anonymous, so invented tokens get no allowance of their own. The numbers leave room for a cyber café or a carrier's shared address:
 * 1,500 anonymous requests a minute is 50 people at 30 each (a page shows in about 4 calls), and a session's
 * 600 is ten a second for one person. Anonymous traffic never counts against a signed-in member on the same
 * address, since the two are keyed apart. Webhooks (authenticated by their own signatures, sent from the
 * providers' few addresses) and the health check are not counted.
 */
export const REQUEST_LIMITS = { perSession: 600, perAnonymousAddress: 1_500, timeWindowMs: MINUTE_MS } as const;

const countedPath = (url: string) => {
  const path = url.split('?', 1)[0]!;
  return path.startsWith('/api/') && !path.startsWith('/api/webhooks/') && path !== '/api/health';
};

export function registerRequestLimits(app: FastifyInstance, liveSessionKey: (request: FastifyRequest) => string | undefined) {
  // Both limits ask whether the request has a live session: read (and hashed) once per request.
  const sessions = new WeakMap<FastifyRequest, string | undefined>();
  const sessionKey = (request: FastifyRequest) => {
    if (!sessions.has(request)) sessions.set(request, liveSessionKey(request));
    return sessions.get(request);
  };
  const perSession = sharedLimit(app, {
    name: 'session',
    max: REQUEST_LIMITS.perSession,
    timeWindowMs: REQUEST_LIMITS.timeWindowMs,
    key: (request) => (countedPath(request.url) ? sessionKey(request) : undefined),
  });
  const perAddress = sharedLimit(app, {
    name: 'address',
    max: REQUEST_LIMITS.perAnonymousAddress,
    timeWindowMs: REQUEST_LIMITS.timeWindowMs,
    key: (request) => (countedPath(request.url) && sessionKey(request) === undefined ? clientAddressKey(request.ip) : undefined),
  });
  // After @fastify/cookie's own onRequest hook (registered before this), so the cookie is parsed.
  app.addHook('onRequest', async (request) => {
    await perSession(request);
    await perAddress(request);
  });
}
