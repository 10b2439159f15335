import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/schemas/envelope';
import { signUpMember } from '../test-support/members';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { REQUEST_LIMITS } from './rate-limit';

/**
 * Requests that cost the database nothing when they cannot be a session, and per-session and per-address
 * limits on every /api request (docs/product.md#limits, docs/decisions/025-bounded-member-writes.md).
 */
describe('request limits', () => {
  let t: TestApp;
  /** Statements and connection checkouts sent to the database since the last reset. */
  let queries = 0;
  beforeAll(async () => {
    t = await createTestApp();
    const pool = t.app.database.pool;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: unknown }).query = (...args: unknown[]) => ((queries += 1), query(...args));
    (pool as unknown as { connect: unknown }).connect = (...args: unknown[]) => ((queries += 1), connect(...args));
  });
  afterAll(async () => t.close());

  const status = (remoteAddress: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/status', remoteAddress, ...(cookie ? { headers: { cookie } } : {}) });

  /** A cookie value that is anything but a session token's shape: other lengths, other characters. */
  function malformedToken(i: number): string {
    const random = randomBytes(1 + (i % 90)).toString(i % 3 === 0 ? 'hex' : 'base64');
    const token = i % 5 === 0 ? `${randomBytes(32).toString('base64url').slice(0, 42)}!` : random;
    return token.length === 43 && /^[A-Za-z0-9_-]+$/.test(token) ? `${token}=` : token;
  }

  it('refuses a malformed session cookie before the database: 500 random-cookie requests send no query', async () => {
    queries = 0;
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, i) => status(`10.30.${i >> 8}.${i & 255}`, `mb_session=${encodeURIComponent(malformedToken(i))}`)),
    );
    expect(responses.every((response) => response.statusCode === 200 && response.json().authenticated === false)).toBe(true);
    expect(queries).toBe(0);
    // The counter counts: a token of the right shape is looked up.
    await status('10.30.9.9', `mb_session=${randomBytes(32).toString('base64url')}`);
    expect(queries).toBeGreaterThan(0);
  });

  it('counts well-formed tokens no session has against their address, so invented tokens buy no look-ups of their own', async () => {
    const address = '10.33.0.1';
    const member = await signUpMember(t.app);
    const invented = () => `mb_session=${randomBytes(32).toString('base64url')}`;
    const sent = await Promise.all(Array.from({ length: REQUEST_LIMITS.perAnonymousAddress }, () => status(address, invented())));
    expect(sent.filter((response) => response.statusCode !== 200)).toEqual([]);
    queries = 0;
    const refused = await Promise.all(Array.from({ length: 50 }, () => status(address, invented())));
    expect(refused.map((response) => response.statusCode)).toEqual(Array.from({ length: 50 }, () => 429));
    expect(queries).toBe(0);
    // The member's own session, started on this instance, is counted apart and still answered.
    const signedIn = await status(address, member.cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ authenticated: true });
  });

  it('limits anonymous requests per address (1,500 a minute) with 429 and Retry-After; a member on that address is not starved', async () => {
    const address = '10.31.0.1';
    const member = await signUpMember(t.app);
    const sent = await Promise.all(Array.from({ length: REQUEST_LIMITS.perAnonymousAddress }, () => status(address)));
    expect(sent.filter((response) => response.statusCode !== 200)).toEqual([]);
    const limited = await status(address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorEnvelopeSchema.parse(limited.json())).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    // A malformed cookie is no session: it counts as anonymous too.
    expect((await status(address, 'mb_session=forged')).statusCode).toBe(429);
    const signedIn = await status(address, member.cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ authenticated: true });
    expect((await status('10.31.0.2')).statusCode).toBe(200);
  });

  it('limits a signed-in session to 600 requests a minute, wherever they come from; other sessions go on', async () => {
    const member = await signUpMember(t.app);
    const other = await signUpMember(t.app);
    for (let i = 0; i < REQUEST_LIMITS.perSession; i += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, (_, j) => status(`10.32.${i >> 8}.${(i + j) & 255}`, member.cookie)));
      expect(batch.filter((response) => response.statusCode !== 200)).toEqual([]);
    }
    const limited = await status('10.32.200.1', member.cookie);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorEnvelopeSchema.parse(limited.json()).errorCode).toBe('RATE_LIMITED');
    expect((await status('10.32.200.1', other.cookie)).statusCode).toBe(200);
  });

  it('counts neither the health check nor the webhooks', async () => {
    const address = '10.33.0.1';
    await Promise.all(Array.from({ length: REQUEST_LIMITS.perAnonymousAddress }, () => status(address)));
    expect((await status(address)).statusCode).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: address })).statusCode).toBe(200);
    const webhook = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', remoteAddress: address, payload: {} });
    expect(webhook.statusCode).not.toBe(429);
  });
});
