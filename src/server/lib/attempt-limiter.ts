import type { Redis } from 'ioredis';

/**
 * Counts attempts per key in a sliding-from-first-attempt window: failed sign-ins per account, admin
 * logins per username, humanitarian codes per e-mail. @fastify/rate-limit counts every request per
 * route; these count only what the service decides to count (a failure), which is what throttling an
 * account needs.
 */
export interface AttemptLimiter {
  /** Adds one attempt; returns the count in the current window and the milliseconds until it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The current count without adding one. */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  clear(key: string): Promise<void>;
}

export function createMemoryAttemptLimiter(now: () => Date): AttemptLimiter {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now().getTime()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowMs) {
      const entry = current(key) ?? { count: 0, resetAt: now().getTime() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      // Bounded memory: drop expired entries once the map grows.
      if (entries.size > 50_000) for (const k of entries.keys()) current(k);
      return { count: entry.count, resetInMs: entry.resetAt - now().getTime() };
    },
    async peek(key) {
      const entry = current(key);
      return entry ? { count: entry.count, resetInMs: entry.resetAt - now().getTime() } : { count: 0, resetInMs: 0 };
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

/** Shared by every instance through Redis; Redis expires the keys itself. */
export function createRedisAttemptLimiter(redis: Redis, prefix = 'maple-bridge-attempts:'): AttemptLimiter {
  return {
    async hit(key, windowMs) {
      const fullKey = prefix + key;
      const result = await redis.multi().incr(fullKey).pexpire(fullKey, windowMs, 'NX').pttl(fullKey).exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const fullKey = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(fullKey), redis.pttl(fullKey)]);
      return { count: Number(count ?? 0), resetInMs: ttl > 0 ? ttl : 0 };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}
