import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../shared/messages';
import type { App } from '../../app';
import { MINUTE_MS } from '../../lib/dates';
import { createTestClock } from '../../test-support/clock';
import { signIn, signUp } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { ADMIN_SESSION } from '../admin-auth/service';

const ADMIN = { username: 'matrix-admin', password: 'Matrix-Admin-Password-7' };
const SOME_UUID = '00000000-0000-4000-8000-000000000000';

/**
 * Every route the app registers, as "METHOD /path", read from Fastify's own route tree, so a route added
 * anywhere shows up here without anybody listing it. With `commonPrefix: false` each line holds a path
 * (a child line adds to its parent's) and its methods; HEAD is Fastify's automatic twin of GET.
 */
function registeredRoutes(app: App): string[] {
  const paths: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    paths.length = depth;
    const path = (paths[depth - 1] ?? '') + match[2]!;
    paths.push(path);
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD' && method !== '-') routes.push(`${method} ${path}`);
  }
  return routes;
}

interface ValidCall {
  /** The path's parameters, known once beforeAll has made the members they name. */
  params?: () => Record<string, string>;
  payload?: Record<string, unknown>;
  status?: number;
}

let blockTarget = '';
let grantTarget = '';

/**
 * What a valid administrator sends to each administrator route; run in this order (unblock after block,
 * logout last, since it ends the session). A new /api/admin/ route fails the first test until it is here.
 */
const VALID_CALLS: Record<string, ValidCall> = {
  'GET /api/admin/verify': {},
  'GET /api/admin/dashboard': {},
  'GET /api/admin/users': {},
  'GET /api/admin/users.csv': {},
  'GET /api/admin/payments': {},
  'GET /api/admin/payments.csv': {},
  'GET /api/admin/analytics': {},
  'GET /api/admin/audit': {},
  'GET /api/admin/outbox': {},
  'GET /api/admin/humanitarian-codes': {},
  'GET /api/admin/lmia-quarters': {},
  // A JSON body is refused as the wrong kind of file (400 LMIA_FILE_TYPE), past the guard; loading a real quarter
  // is quarters-routes.test.ts's work.
  'POST /api/admin/lmia-quarters': { payload: {}, status: 400 },
  'POST /api/admin/humanitarian-codes': { payload: {}, status: 201 },
  'POST /api/admin/users/:userId/block': { params: () => ({ userId: blockTarget }), payload: { reason: 'Matrix check' } },
  'POST /api/admin/users/:userId/unblock': { params: () => ({ userId: blockTarget }) },
  'POST /api/admin/users/:userId/grant-membership': { params: () => ({ userId: grantTarget }), payload: { reason: 'Matrix check' } },
  // A request id that does not exist: 404 REFUND_REQUEST_NOT_FOUND is the answer past the guard (refunding a real
  // request is payments/refunds.test.ts's work).
  'GET /api/admin/refunds': {},
  'POST /api/admin/refunds/:id/refund': { payload: {}, status: 404 },
  'POST /api/admin/refunds/:id/decline': { payload: { reason: 'Matrix check' }, status: 404 },
  'POST /api/admin/logout': {},
};

const fillPath = (path: string, params: Record<string, string> = {}) =>
  path.replace(/:(\w+)/g, (_all, name: string) => encodeURIComponent(params[name] ?? SOME_UUID));

describe('administrator route authorization', () => {
  let t: TestApp;
  let adminRoutes: string[];
  const clock = createTestClock(new Date('2026-06-15T08:00:00Z'));
  const credentials: Record<string, Record<string, string>> = {};
  let validToken = '';

  const login = async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
    expect(response.statusCode).toBe(200);
    return response.json().token as string;
  };
  const call = (route: string, headers: Record<string, string>, valid: ValidCall = {}) => {
    const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
    return t.app.inject({
      method,
      url: fillPath(path, valid.params?.()),
      // Same-site, as the console's own requests are, so the CSRF guard lets body-less POSTs through.
      headers: { origin: t.config.publicUrl, ...headers },
      ...(valid.payload ? { payload: valid.payload } : {}),
    });
  };

  beforeAll(async () => {
    t = await createTestApp({ admin: ADMIN }, { now: clock.now });
    adminRoutes = registeredRoutes(t.app).filter(
      (route) => route.split(' ')[1]!.startsWith('/api/admin/') && !route.endsWith(' /api/admin/login'),
    );

    // A session kept busy (never idle 30 minutes) until its 8 hours are over.
    const expired = await login();
    for (let elapsed = 0; elapsed < ADMIN_SESSION.absoluteMs; elapsed += 20 * MINUTE_MS) {
      expect((await call('GET /api/admin/verify', { authorization: `Bearer ${expired}` })).statusCode).toBe(200);
      clock.advance(20 * MINUTE_MS);
    }
    clock.advance(1000);

    const member = await signUp(t.app);
    const session = await signIn(t.app, member.payload.email);
    blockTarget = (await signUp(t.app)).user.id;
    grantTarget = (await signUp(t.app)).user.id;
    validToken = await login();

    credentials['no token'] = {};
    credentials['a garbage bearer token'] = { authorization: 'Bearer not-a-real-token' };
    credentials["a member's cookie"] = { cookie: session.cookie };
    credentials["a member's session token as bearer"] = { authorization: `Bearer ${session.token}` };
    credentials['an administrator session past 8 hours'] = { authorization: `Bearer ${expired}` };
  });
  afterAll(async () => t.close());

  it('has a valid call in this test for every /api/admin/ route but login, and none for a route that is gone', () => {
    // The route tree was read at all: a change in Fastify's print format must not leave an empty list.
    expect(registeredRoutes(t.app)).toEqual(expect.arrayContaining(['POST /api/admin/login', 'GET /api/admin/verify']));
    const missing = adminRoutes.filter((route) => !(route in VALID_CALLS));
    expect(missing, 'administrator routes without an entry in VALID_CALLS (admin-authorization.test.ts)').toEqual([]);
    expect(Object.keys(VALID_CALLS).filter((route) => !adminRoutes.includes(route))).toEqual([]);
    expect(Object.keys(VALID_CALLS).at(-1)).toBe('POST /api/admin/logout');
  });

  it('answers 401 ADMIN_REQUIRED on every administrator route without a valid administrator session', async () => {
    const wrong: string[] = [];
    for (const route of adminRoutes) {
      for (const [who, headers] of Object.entries(credentials)) {
        const response = await call(route, headers, VALID_CALLS[route]);
        const body = response.json();
        const ok =
          response.statusCode === 401 &&
          body.success === false &&
          body.errorCode === 'ADMIN_REQUIRED' &&
          body.message === ADMIN_MESSAGES.adminRequired;
        if (!ok) wrong.push(`${route} with ${who}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('checks the session before reading the request: a bad query or body without one is 401, not 400', async () => {
    const wrong: string[] = [];
    for (const route of adminRoutes) {
      const [method, path] = route.split(' ') as ['GET' | 'POST', string];
      const response = await t.app.inject({
        method,
        url: `${fillPath(path, { userId: 'not-a-user' })}?page=-1&pageSize=100000&limit=0`,
        headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { payload: '{"reason": "   ", "expiresInDays": 9999' }),
      });
      if (response.statusCode !== 401) wrong.push(`${route}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets a valid administrator through every administrator route (logout last)', async () => {
    const wrong: string[] = [];
    for (const [route, valid] of Object.entries(VALID_CALLS)) {
      if (!adminRoutes.includes(route)) continue;
      const response = await call(route, { authorization: `Bearer ${validToken}` }, valid);
      if (response.statusCode !== (valid.status ?? 200)) wrong.push(`${route}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect((await call('GET /api/admin/verify', { authorization: `Bearer ${validToken}` })).statusCode).toBe(401);
  });
});
