import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

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
