import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** One Redis connection for everything that shares state between instances (rate limits, attempts). */
export function connectRedis(url: string, logger: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', (error) => logger.warn({ err: error }, 'redis unavailable'));
  return redis;
}
