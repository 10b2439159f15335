import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS } from '../../shared/constants';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { REQUEST_LIMITS } from './rate-limit';

const redisUrl = process.env.TEST_REDIS_URL;
const report = { message: 'x', timestamp: 't', userAgent: 'ua', url: 'http://localhost/', userId: 'anonymous' };

// README 'Tests': this suite needs a Redis server and runs when TEST_REDIS_URL is set (.ci/run sets it
// when Redis answers on 127.0.0.1:6379).
describe.skipIf(!redisUrl)('rate limits stored in Redis (REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ redisUrl });
    second = await createTestApp({ redisUrl });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('are shared by every instance', async () => {
    // A fresh address per run: Redis outlives the test and keeps its counters for the window.
    const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const send = (app: TestApp) =>
      app.app.inject({ method: 'POST', url: '/api/client-errors', payload: { ...report, userId: randomUUID() }, remoteAddress });
    // The route's own limit, split between the two instances: only a shared counter refuses the next one.
    const limit = CLIENT_ERROR_LIMITS.perAddressPerMinute;
    const onFirst = Math.ceil(limit / 2);
    for (let i = 0; i < onFirst; i += 1) expect((await send(first)).statusCode).toBe(202);
    for (let i = onFirst; i < limit; i += 1) expect((await send(second)).statusCode).toBe(202);
    expect((await send(first)).statusCode).toBe(429);
    expect((await send(second)).statusCode).toBe(429);
  });

  it('share the per-address request limit too (docs/decisions/025-bounded-member-writes.md)', async () => {
    const remoteAddress = `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const status = (app: TestApp) => app.app.inject({ method: 'GET', url: '/api/auth/status', remoteAddress });
    const onFirst = Math.ceil(REQUEST_LIMITS.perAnonymousAddress / 2);
    const sent = [
      ...(await Promise.all(Array.from({ length: onFirst }, () => status(first)))),
      ...(await Promise.all(Array.from({ length: REQUEST_LIMITS.perAnonymousAddress - onFirst }, () => status(second)))),
    ];
    expect(sent.filter((response) => response.statusCode !== 200)).toEqual([]);
    expect((await status(first)).statusCode).toBe(429);
    expect((await status(second)).statusCode).toBe(429);
  });
});
