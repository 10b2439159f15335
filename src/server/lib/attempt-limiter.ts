import { isIPv6 } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** One counter an attempt counts against: at most `limit` attempts per `windowMs` from the first one. */
interface AttemptRule {
  key: string;
  limit: number;
  windowMs: number;
}

type AttemptVerdict = { allowed: true } | { allowed: false; resetInMs: number };

/**
 * Counts attempts per key in a sliding-from-first-attempt window: failed sign-ins per account and address,
 * administrator logins, humanitarian codes. @fastify/rate-limit counts every request per route; these
 * count only what the service decides to count, which is what throttling password guessing needs.
 */
export interface AttemptLimiter {
  /** Adds one attempt; returns the count in the current window and the milliseconds until it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  clear(key: string): Promise<void>;
  /**
   * Counts one attempt against every rule in one atomic step, before the attempt is checked: when any
   * counter is already at its limit nothing is counted and the verdict says when the last full one
   * resets. Checking first and counting after a failure let parallel requests all pass the check before
   * any of them was counted.
   */
  take(rules: readonly AttemptRule[]): Promise<AttemptVerdict>;
  /** Gives back one attempt counted by take (it succeeded and should not count); never below zero. */
  undo(key: string): Promise<void>;
}

/**
 * The in-memory limiter forgets the least recently used counters beyond this many, so a flood of
 * distinct keys cannot grow the process without bound (about 200 bytes a counter: some 20 MB at most).
 * Forgetting a counter early only gives its owner a fresh window, and reaching this many needs as many
 * distinct requests, which the per-address route limits make expensive.
 */
export const MEMORY_LIMITER_MAX_KEYS = 100_000;

interface Entry {
  count: number;
  resetAt: number;
}

export function createMemoryAttemptLimiter(now: () => Date, options: { max?: number } = {}): AttemptLimiter & { size(): number } {
  const entries = new LRUCache<string, Entry>({
    max: options.max ?? MEMORY_LIMITER_MAX_KEYS,
    // Expiry follows the service clock (tests move it), read afresh on every call.
    perf: { now: () => now().getTime() },
    ttlResolution: 0,
  });
  const current = (key: string, at: number) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= at) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const add = (key: string, windowMs: number, at: number) => {
    let entry = current(key, at);
    if (!entry) {
      entry = { count: 0, resetAt: at + windowMs };
      entries.set(key, entry, { ttl: windowMs });
    }
    entry.count += 1;
    return entry;
  };
  return {
    async hit(key, windowMs) {
      const at = now().getTime();
      const entry = add(key, windowMs, at);
      return { count: entry.count, resetInMs: entry.resetAt - at };
    },
    async clear(key) {
      entries.delete(key);
    },
    // Synchronous from the first read to the last write, hence atomic in one process.
    async take(rules) {
      const at = now().getTime();
      let resetInMs = -1;
      for (const rule of rules) {
        const entry = current(rule.key, at);
        if (entry && entry.count >= rule.limit) resetInMs = Math.max(resetInMs, entry.resetAt - at);
      }
      if (resetInMs >= 0) return { allowed: false, resetInMs };
      for (const rule of rules) add(rule.key, rule.windowMs, at);
      return { allowed: true };
    },
    async undo(key) {
      const entry = current(key, now().getTime());
      if (entry && entry.count > 0) entry.count -= 1;
    },
    size: () => entries.size,
  };
}

/**
 * KEYS: the counters; ARGV: limit and window (ms) of each, in turn. Returns -1 when the attempt was
 * counted against every key, else the milliseconds until the last full counter resets. A counter found
 * without an expiry gets one, so no key can lock anybody out for good.
 */
const TAKE_SCRIPT = `
local wait = -1
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count >= tonumber(ARGV[2 * i - 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then
      redis.call('PEXPIRE', key, ARGV[2 * i])
      ttl = tonumber(ARGV[2 * i])
    end
    if ttl > wait then wait = ttl end
  end
end
if wait >= 0 then return wait end
for i, key in ipairs(KEYS) do
  redis.call('INCR', key)
  if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[2 * i]) end
end
return -1
`;

/** Only an existing counter is decremented, so an undo after the window ended leaves no key behind. */
const UNDO_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

interface RedisAttemptLimiterOptions {
  prefix?: string;
  /**
   * Where attempts are counted while Redis does not answer. Without one, Redis errors reach the caller;
   * with one, an outage costs the counts Redis held (each instance counts on its own meanwhile), never
   * an answer to a member.
   */
  fallback?: AttemptLimiter;
  log?: FastifyBaseLogger;
}

/** Shared by every instance through Redis; Redis expires the keys itself. */
export function createRedisAttemptLimiter(redis: Redis, options: RedisAttemptLimiterOptions = {}): AttemptLimiter {
  const prefix = options.prefix ?? 'maple-bridge-attempts:';
  const limiter: AttemptLimiter = {
    async hit(key, windowMs) {
      const fullKey = prefix + key;
      const result = await redis.multi().incr(fullKey).pexpire(fullKey, windowMs, 'NX').pttl(fullKey).exec();
      const failed = result?.find(([error]) => error);
      if (!result || failed) throw failed?.[0] ?? new Error('redis transaction aborted');
      const count = Number(result[0]?.[1] ?? 1);
      const ttl = Number(result[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
    async take(rules) {
      if (rules.length === 0) return { allowed: true };
      const keys = rules.map((rule) => prefix + rule.key);
      const args = rules.flatMap((rule) => [rule.limit, rule.windowMs]);
      const wait = Number(await redis.eval(TAKE_SCRIPT, keys.length, ...keys, ...args));
      return wait < 0 ? { allowed: true } : { allowed: false, resetInMs: wait };
    },
    async undo(key) {
      await redis.eval(UNDO_SCRIPT, 1, prefix + key);
    },
  };
  return options.fallback ? withFallback(limiter, options.fallback, options.log) : limiter;
}

/**
 * Uses `primary` while it answers and `fallback` while it fails. Each change is logged once, not once
 * per request: an outage under load would otherwise flood the log.
 */
function withFallback(primary: AttemptLimiter, fallback: AttemptLimiter, log: FastifyBaseLogger | undefined): AttemptLimiter {
  let down = false;
  const run = async <T>(operation: (limiter: AttemptLimiter) => Promise<T>): Promise<T> => {
    let result: T;
    try {
      result = await operation(primary);
    } catch (error) {
      if (!down) {
        down = true;
        log?.error({ err: error }, 'redis limiter unavailable: counting failed attempts in this process until Redis answers again');
      }
      return operation(fallback);
    }
    if (down) {
      down = false;
      log?.warn('redis limiter recovered: counting failed attempts in Redis again');
    }
    return result;
  };
  return {
    hit: (key, windowMs) => run((limiter) => limiter.hit(key, windowMs)),
    // Counts taken in memory during an outage are cleared too, so a later outage does not find them.
    clear: async (key) => {
      await fallback.clear(key);
      await run((limiter) => limiter.clear(key));
    },
    take: (rules) => run((limiter) => limiter.take(rules)),
    undo: (key) => run((limiter) => limiter.undo(key)),
  };
}

/**
 * The part of a client address that stands for one client in a counter key: an IPv4 address as it is
 * (also when written IPv4-mapped, ::ffff:a.b.c.d), an IPv6 address by its /64. One subscriber usually
 * holds a whole /64 and could otherwise take a fresh address for every guess; @fastify/rate-limit groups
 * IPv6 the same way.
 */
export function clientAddressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip.split('%')[0]!);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = text.match(/^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(2).map(Number) as [number, number, number, number];
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const before = parse(head);
  const after = tail === undefined ? [] : parse(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}
