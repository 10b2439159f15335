import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { tooManyAttempts } from '../lib/app-error';

/**
 * Rate limiting is opt-in per route (`config.rateLimit`). The counters live in memory, or in Redis when
 * REDIS_URL is set so that several instances share them.
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
    max: number | ((request: FastifyRequest) => number);
    timeWindowMs: number;
    key: (request: FastifyRequest) => string | undefined;
  },
) {
  const keyOf = (request: FastifyRequest) => `${limit.name}:${limit.key(request)}`;
  const check = app.createRateLimit({
    timeWindow: limit.timeWindowMs,
    max: typeof limit.max === 'number' ? limit.max : (request) => (limit.max as (request: FastifyRequest) => number)(request),
    keyGenerator: keyOf,
  });
  return async (request: FastifyRequest): Promise<void> => {
    if (limit.key(request) === undefined) return;
    const verdict = await check(request);
    if (!verdict.isAllowed && verdict.isExceeded) throw tooManyAttempts(verdict.ttl);
  };
}
