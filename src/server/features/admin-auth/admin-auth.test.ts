import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../lib/dates';
import { createTestClock } from '../../test-support/clock';
import { signIn, signUp } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { ADMIN_SESSION } from './service';

const ADMIN = { username: 'ops-lead', password: 'Correct-Horse-Battery-9' };

describe('administrator sign-in', () => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await createTestApp({ admin: ADMIN }, { now: clock.now });
  });
  afterAll(async () => t.close());

  const login = (username: string, password: string, remoteAddress = '192.0.2.10') =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password }, remoteAddress });
  const verify = (authorization?: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/admin/verify',
      headers: { ...(authorization ? { authorization } : {}), ...(cookie ? { cookie } : {}) },
    });
  const audit = async (action: string) =>
    (await t.app.database.pool.query('SELECT username FROM admin_audit WHERE action = $1', [action])).rows as Array<{ username: string }>;

  it('issues a 256-bit token for the right credentials and audits the sign-in', async () => {
    const response = await login(ADMIN.username, ADMIN.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Welcome to the admin dashboard' });
    expect(Buffer.from(body.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect((await verify(`Bearer ${body.token}`)).json()).toEqual({ success: true, admin: { username: ADMIN.username } });
    const stored = await t.app.database.pool.query('SELECT token_hash FROM sessions WHERE kind = $1', ['admin']);
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(body.token);
    expect(await audit('login_succeeded')).toContainEqual({ username: ADMIN.username });
  });

  it('answers the same 401 for a wrong password and an unknown name, and audits both', async () => {
    const wrong = await login(ADMIN.username, 'nope', '192.0.2.11');
    const unknown = await login('nobody-here', 'nope', '192.0.2.11');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, errorCode: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
    }
    expect((await audit('login_failed')).map((row) => row.username)).toEqual(expect.arrayContaining([ADMIN.username, 'nobody-here']));
  });

  it('requires both fields with the documented messages', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: '  ', password: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({ username: 'Username is required', password: 'Password is required' });
  });

  it('throttles a username after 5 failures', async () => {
    const username = 'throttled-admin';
    for (let i = 0; i < 5; i += 1) expect((await login(username, `guess-${i}`, '192.0.2.12')).statusCode).toBe(401);
    const limited = await login(username, 'guess-6', '192.0.2.12');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('refuses no token, a garbage token and a member cookie with 401', async () => {
    const { payload } = await signUp(t.app);
    const { cookie } = await signIn(t.app, payload.email);
    for (const response of [
      await verify(),
      await verify('Bearer not-a-real-token'),
      await verify('Basic abc'),
      await verify(undefined, cookie),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().errorCode).toBe('ADMIN_REQUIRED');
    }
  });

  it('ends a session idle for 30 minutes, and any session after 8 hours', async () => {
    const idle = (await login(ADMIN.username, ADMIN.password)).json().token;
    clock.advance(ADMIN_SESSION.idleMs + 1000);
    expect((await verify(`Bearer ${idle}`)).statusCode).toBe(401);

    const busy = (await login(ADMIN.username, ADMIN.password)).json().token;
    for (let elapsed = 0; elapsed < ADMIN_SESSION.absoluteMs; elapsed += 20 * MINUTE_MS) {
      expect((await verify(`Bearer ${busy}`)).statusCode).toBe(200);
      clock.advance(20 * MINUTE_MS);
    }
    expect((await verify(`Bearer ${busy}`)).statusCode).toBe(401);
  });

  it('logout ends the session on the server', async () => {
    const token = (await login(ADMIN.username, ADMIN.password)).json().token;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization: `Bearer ${token}`, origin: 'http://localhost:3000' },
    });
    expect(out.statusCode).toBe(200);
    expect((await verify(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('lets administrators read the outbox, and nobody else', async () => {
    const { payload } = await signUp(t.app);
    const token = (await login(ADMIN.username, ADMIN.password)).json().token;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/outbox?to=${encodeURIComponent(payload.email.toUpperCase())}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().emails).toEqual([
      expect.objectContaining({ to: payload.email.toLowerCase(), subject: 'Verify your e-mail address for Maple Bridge' }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
  });
});

describe('the administrator bootstrap', () => {
  it('creates the administrator from ADMIN_USERNAME/ADMIN_PASSWORD, and a later start updates the password', async () => {
    const first = await createTestApp({ admin: { username: 'boss', password: 'First-Password-123' } });
    try {
      const ok = await first.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'boss', password: 'First-Password-123' },
      });
      expect(ok.statusCode).toBe(200);
      const { bootstrapAdmin } = await import('./service');
      await bootstrapAdmin({
        ...first.app.deps,
        config: { ...first.config, admin: { username: 'boss', password: 'Second-Password-456' } },
      });
      const old = await first.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'boss', password: 'First-Password-123' },
      });
      expect(old.statusCode).toBe(401);
      const renewed = await first.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'BOSS', password: 'Second-Password-456' },
      });
      expect(renewed.statusCode).toBe(200);
      const count = await first.app.database.pool.query('SELECT count(*)::int AS n FROM admins');
      expect(count.rows[0].n).toBe(1);
    } finally {
      await first.close();
    }
  });

  it('without settings, a first start creates `admin` with a random password shown once in the log', async () => {
    const lines: string[] = [];
    const { Writable } = await import('node:stream');
    const stream = new Writable({ write: (chunk, _e, cb) => (lines.push(String(chunk)), cb()) });
    const t = await createTestApp({}, { logger: { level: 'warn', stream } });
    try {
      const line = lines
        .map((l) => JSON.parse(l) as { msg: string; highlight?: boolean })
        .find((l) => l.msg.includes('Created administrator "admin"'));
      const password = line?.msg.match(/password: (\S+)/)?.[1];
      expect(password).toBeDefined();
      // It must not scroll past unnoticed: bold at a terminal, `highlight` in JSON.
      expect(line?.highlight).toBe(true);
      const ok = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'admin', password } });
      expect(ok.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
