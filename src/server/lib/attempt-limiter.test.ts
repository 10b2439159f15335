import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../test-support/clock';
import {
  clientAddressKey,
  createMemoryAttemptLimiter,
  createRedisAttemptLimiter,
  MEMORY_LIMITER_MAX_KEYS,
  type AttemptLimiter,
} from './attempt-limiter';

/** A counter's current count, read through the interface: one hit shows it plus one, an undo gives that back. */
async function countOf(limiter: AttemptLimiter, key: string) {
  const { count } = await limiter.hit(key, 60_000);
  await limiter.undo(key);
  return count - 1;
}

async function behavesAsAWindowCounter(limiter: AttemptLimiter, key: string) {
  expect(await countOf(limiter, key)).toBe(0);
  expect((await limiter.hit(key, 60_000)).count).toBe(1);
  const second = await limiter.hit(key, 60_000);
  expect(second.count).toBe(2);
  expect(second.resetInMs).toBeGreaterThan(0);
  expect(second.resetInMs).toBeLessThanOrEqual(60_000);
  expect(await countOf(limiter, key)).toBe(2);
  await limiter.clear(key);
  expect(await countOf(limiter, key)).toBe(0);
}

/** take() counts against every rule at once, or against none when one is full. */
async function takesAtomically(limiter: AttemptLimiter, tag: string) {
  const pair = { key: `${tag}:pair`, limit: 2, windowMs: 60_000 };
  const account = { key: `${tag}:account`, limit: 3, windowMs: 60_000 };
  // 20 at once: exactly 2 get through, however they interleave.
  const verdicts = await Promise.all(Array.from({ length: 20 }, () => limiter.take([pair, account])));
  expect(verdicts.filter((v) => v.allowed)).toHaveLength(2);
  const refused = verdicts.find((v) => !v.allowed);
  expect(refused).toMatchObject({ allowed: false });
  expect(refused!.allowed === false && refused!.resetInMs).toBeGreaterThan(0);
  // Refused attempts were not counted anywhere.
  expect(await countOf(limiter, pair.key)).toBe(2);
  expect(await countOf(limiter, account.key)).toBe(2);
  // Another pair under the same account: the account ceiling (3) stops the second attempt.
  const otherPair = { ...pair, key: `${tag}:other-pair` };
  expect((await limiter.take([otherPair, account])).allowed).toBe(true);
  expect((await limiter.take([otherPair, account])).allowed).toBe(false);
  expect(await countOf(limiter, otherPair.key)).toBe(1);
  // undo gives one back, never below zero.
  await limiter.undo(account.key);
  expect(await countOf(limiter, account.key)).toBe(2);
  await limiter.undo(`${tag}:never-counted`);
  await limiter.undo(`${tag}:never-counted`);
  expect(await countOf(limiter, `${tag}:never-counted`)).toBe(0);
  expect((await limiter.take([{ key: `${tag}:never-counted`, limit: 1, windowMs: 60_000 }])).allowed).toBe(true);
  expect((await limiter.take([{ key: `${tag}:never-counted`, limit: 1, windowMs: 60_000 }])).allowed).toBe(false);
}

/** A logger that records what it is told, for the outage messages. */
function recordingLogger() {
  const messages: string[] = [];
  const record = (...args: unknown[]) => void messages.push(String(args.find((a) => typeof a === 'string')));
  const logger = {
    error: record,
    warn: record,
    info: record,
    debug: () => {},
    trace: () => {},
    fatal: record,
    child: () => logger,
    level: 'info',
    silent: () => {},
  };
  return { messages, logger: logger as unknown as FastifyBaseLogger };
}

describe('the in-memory attempt limiter', () => {
  it('counts within the window and forgets after it', async () => {
    const clock = createTestClock();
    const limiter = createMemoryAttemptLimiter(clock.now);
    await behavesAsAWindowCounter(limiter, 'a');
    await limiter.hit('b', 1_000);
    clock.advance(1_001);
    expect(await countOf(limiter, 'b')).toBe(0);
  });

  it('takes attempts atomically against several counters, and undoes one', async () => {
    await takesAtomically(createMemoryAttemptLimiter(createTestClock().now), 'memory');
  });

  it('a full counter reopens when its window ends', async () => {
    const clock = createTestClock();
    const limiter = createMemoryAttemptLimiter(clock.now);
    const rule = { key: 'k', limit: 1, windowMs: 1_000 };
    expect((await limiter.take([rule])).allowed).toBe(true);
    expect(await limiter.take([rule])).toEqual({ allowed: false, resetInMs: 1_000 });
    clock.advance(1_001);
    expect((await limiter.take([rule])).allowed).toBe(true);
  });

  it('holds at most MEMORY_LIMITER_MAX_KEYS counters under a flood of distinct keys, and still counts', async () => {
    const limiter = createMemoryAttemptLimiter(createTestClock().now);
    for (let i = 0; i < 200_000; i += 1) await limiter.hit(`flood-${i}`, 60_000);
    expect(limiter.size()).toBeLessThanOrEqual(MEMORY_LIMITER_MAX_KEYS);
    expect(await countOf(limiter, 'flood-199999')).toBe(1);
    expect((await limiter.hit('flood-199999', 60_000)).count).toBe(2);
    const rule = { key: 'after-flood', limit: 1, windowMs: 60_000 };
    expect((await limiter.take([rule])).allowed).toBe(true);
    expect((await limiter.take([rule])).allowed).toBe(false);
  });
});

describe('clientAddressKey', () => {
  it('keeps IPv4 addresses, unwraps IPv4-mapped ones, and groups IPv6 by /64', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(clientAddressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:DB8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});

/** A client for a port nothing listens on (1), failing at once instead of retrying. */
function unreachableRedis() {
  const redis = new Redis(1, '127.0.0.1', {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  return redis;
}

describe('the Redis attempt limiter, when Redis does not answer', () => {
  it('falls back to memory, logs the outage once, and keeps counting', async () => {
    const redis = unreachableRedis();
    const { messages, logger } = recordingLogger();
    const clock = createTestClock();
    const limiter = createRedisAttemptLimiter(redis, { fallback: createMemoryAttemptLimiter(clock.now), log: logger });
    const rule = { key: 'down', limit: 2, windowMs: 60_000 };
    expect((await limiter.take([rule])).allowed).toBe(true);
    expect((await limiter.take([rule])).allowed).toBe(true);
    expect((await limiter.take([rule])).allowed).toBe(false);
    expect((await limiter.hit('down-hit', 60_000)).count).toBe(1);
    await limiter.undo('down');
    expect(await countOf(limiter, 'down')).toBe(1);
    await limiter.clear('down');
    expect(await countOf(limiter, 'down')).toBe(0);
    expect(messages.filter((m) => m.includes('redis limiter unavailable'))).toHaveLength(1);
    redis.disconnect();
  });

  it('without a fallback, the error goes to the caller', async () => {
    const redis = unreachableRedis();
    await expect(createRedisAttemptLimiter(redis).hit('x', 60_000)).rejects.toThrow();
    redis.disconnect();
  });
});

// README 'Tests': runs when TEST_REDIS_URL is set (.ci/run sets it when Redis answers).
describe.skipIf(!process.env.TEST_REDIS_URL)('the Redis attempt limiter', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  afterAll(async () => {
    await redis.quit();
  });

  it('counts within the window, shared by every instance', async () => {
    const key = `test-${Date.now()}-${Math.random()}`;
    await behavesAsAWindowCounter(createRedisAttemptLimiter(redis, { prefix: 'maple-bridge-test:' }), key);
    const a = createRedisAttemptLimiter(redis, { prefix: 'maple-bridge-test:' });
    const b = createRedisAttemptLimiter(redis, { prefix: 'maple-bridge-test:' });
    await a.hit(key, 10_000);
    expect((await b.hit(key, 10_000)).count).toBe(2);
    await a.clear(key);
  });

  it('takes attempts atomically against several counters, and undoes one', async () => {
    await takesAtomically(createRedisAttemptLimiter(redis, { prefix: 'maple-bridge-test:' }), `test-${Date.now()}-${Math.random()}`);
  });

  it('an undo after the window ended leaves no counter behind without an expiry', async () => {
    const key = `test-${Date.now()}-${Math.random()}`;
    await createRedisAttemptLimiter(redis, { prefix: 'maple-bridge-test:' }).undo(key);
    expect(await redis.exists(`maple-bridge-test:${key}`)).toBe(0);
  });
});
