import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * One Redis connection for everything that shares state between instances (rate limits, attempts).
 * Commands fail fast while Redis is away (no offline queue, a command timeout), so that callers fall back
 * or fail open at once instead of holding requests.
 */
export function connectRedis(url: string, logger: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { connectTimeout: 2_000, commandTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // ioredis reports every failed reconnection (every 2 s at most); one line per outage is enough.
  let down = false;
  redis.on('error', (error) => {
    if (down) return;
    down = true;
    logger.warn({ err: error }, 'redis unavailable');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info('redis connection restored');
  });
  return redis;
}
