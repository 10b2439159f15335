import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../test-support/clock';
import { createMemoryAttemptLimiter, createRedisAttemptLimiter, type AttemptLimiter } from './attempt-limiter';

async function behavesAsAWindowCounter(limiter: AttemptLimiter, key: string) {
  expect(await limiter.peek(key)).toEqual({ count: 0, resetInMs: 0 });
  expect((await limiter.hit(key, 60_000)).count).toBe(1);
  const second = await limiter.hit(key, 60_000);
  expect(second.count).toBe(2);
  expect(second.resetInMs).toBeGreaterThan(0);
  expect(second.resetInMs).toBeLessThanOrEqual(60_000);
  expect((await limiter.peek(key)).count).toBe(2);
  await limiter.clear(key);
  expect((await limiter.peek(key)).count).toBe(0);
}

describe('the in-memory attempt limiter', () => {
  it('counts within the window and forgets after it', async () => {
    const clock = createTestClock();
    const limiter = createMemoryAttemptLimiter(clock.now);
    await behavesAsAWindowCounter(limiter, 'a');
    await limiter.hit('b', 1_000);
    clock.advance(1_001);
    expect((await limiter.peek('b')).count).toBe(0);
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
    await behavesAsAWindowCounter(createRedisAttemptLimiter(redis, 'maple-bridge-test:'), key);
    const a = createRedisAttemptLimiter(redis, 'maple-bridge-test:');
    const b = createRedisAttemptLimiter(redis, 'maple-bridge-test:');
    await a.hit(key, 10_000);
    expect((await b.hit(key, 10_000)).count).toBe(2);
    await a.clear(key);
  });
});
