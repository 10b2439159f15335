import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../../shared/schemas/envelope';
import { AUTH_MESSAGES, VALIDATION_MESSAGES } from '../../../shared/messages';
import { TERMS_VERSION } from '../../../shared/policies';
import { DAY_MS, MINUTE_MS } from '../../lib/dates';
import { createTestClock } from '../../test-support/clock';
import {
  json,
  latestOutboxEmail,
  linkToken,
  signIn,
  signUp,
  signUpPayload,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { occupyEveryConnection, SHORT_CONNECTION_WAIT_MS } from '../../test-support/occupy-pool';
import { RESET_LINK_LIFETIME_MS, SESSION_LIFETIME_MS } from './service';

async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('member accounts', () => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => t.close());
  const inject = (options: InjectOptions) => t.app.inject(options);

  describe('POST /api/auth/sign-up', () => {
    it('records which terms and privacy versions the member accepted, and when (docs/product.md#sign-up-consent)', async () => {
      const payload = signUpPayload();
      const response = await inject({ method: 'POST', url: '/api/auth/sign-up', payload });
      expect(response.statusCode).toBe(201);
      const row = await t.app.database.pool.query<{ terms_version: string; terms_accepted_at: Date }>(
        'SELECT terms_version, terms_accepted_at FROM users WHERE id = $1',
        [response.json().user.id],
      );
      expect(row.rows[0]).toEqual({ terms_version: TERMS_VERSION, terms_accepted_at: clock.now() });
    });

    it('refuses a sign-up without the accepted terms, or with terms no longer in force, with a 400 naming the field', async () => {
      for (const [acceptedTerms, message] of [
        [undefined, VALIDATION_MESSAGES.termsRequired],
        ['', VALIDATION_MESSAGES.termsRequired],
        ['terms-2020-01-01+privacy-2020-01-01', VALIDATION_MESSAGES.termsStale],
      ] as const) {
        const payload = { ...signUpPayload(), acceptedTerms };
        const response = await inject({ method: 'POST', url: '/api/auth/sign-up', payload });
        expect(response.statusCode).toBe(400);
        const envelope = errorEnvelopeSchema.parse(response.json());
        expect(envelope).toMatchObject({ success: false, errorCode: 'VALIDATION_ERROR', details: { acceptedTerms: message } });
        const stored = await t.app.database.pool.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [payload.email]);
        expect(stored.rowCount).toBe(0);
      }
    });

    it('creates the account and signs in, and sends a verification e-mail that works once', async () => {
      const payload = signUpPayload();
      const response = await inject({ method: 'POST', url: '/api/auth/sign-up', payload });
      expect(response.statusCode).toBe(201);
      const session = response.cookies.find((c) => c.name === 'mb_session')!;
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const signedUp = await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `mb_session=${session.value}` } });
      expect(signedUp.json().user).toMatchObject({ email: payload.email.toLowerCase(), emailVerified: false, isPaidMember: false });
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        user: {
          email: payload.email.toLowerCase(),
          username: payload.email.toLowerCase(),
          isPaidMember: false,
          emailVerified: false,
          membershipExpiresAt: null,
        },
      });
      expect(JSON.stringify(body)).not.toMatch(/password/i);

      const email = await latestOutboxEmail(t.app, payload.email);
      const token = linkToken(email!.text_body, '/verify-email');
      const verified = await inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
      expect(verified.json()).toEqual({ success: true, message: AUTH_MESSAGES.emailVerified });
      const again = await inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
      expect(again.statusCode).toBe(400);
      expect(again.json().errorCode).toBe('INVALID_TOKEN');

      const { cookie } = await signIn(t.app, payload.email);
      const me = await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.json().user.emailVerified).toBe(true);
    });

    it('refuses an e-mail already registered in any letter case with EMAIL_EXISTS', async () => {
      const { payload } = await signUp(t.app);
      const response = await inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: signUpPayload({ email: payload.email.toUpperCase() }),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.emailExists, errorCode: 'EMAIL_EXISTS' });
    });

    it('ends the session the browser had when it signs up another account', async () => {
      const { payload } = await signUp(t.app);
      const { cookie } = await signIn(t.app, payload.email);
      const response = await inject({ method: 'POST', url: '/api/auth/sign-up', payload: signUpPayload(), headers: { cookie } });
      expect(response.statusCode).toBe(201);
      expect((await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    });

    it('sanitises names and phone on the server even when the browser is bypassed', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: signUpPayload({
          firstName: '  <Achieng> ',
          lastName: '"Otieno"',
          phone: ' (254) 712-345-678 ',
          email: `  ${uniqueEmail().toUpperCase()} `,
        }),
      });
      expect(response.statusCode).toBe(201);
      const { user } = response.json();
      expect(user.firstName).toBe('Achieng');
      expect(user.lastName).toBe('Otieno');
      expect(user.phone).toBe('+254 712 345 678');
      expect(user.email).toBe(user.email.trim().toLowerCase());
    });

    it('answers each broken rule with VALIDATION_ERROR and a message per field', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { firstName: 'J', lastName: 'Doe3', email: 'jane..doe@example.com', password: 'short', phone: '12-34' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errorCode: 'VALIDATION_ERROR',
        details: {
          firstName: VALIDATION_MESSAGES.firstNameMin,
          lastName: VALIDATION_MESSAGES.lastNameChars,
          email: VALIDATION_MESSAGES.emailInvalid,
          password: VALIDATION_MESSAGES.passwordMin,
          phone: VALIDATION_MESSAGES.phoneTooShort,
        },
      });
    });

    it('refuses one of the most common passwords', async () => {
      const response = await inject({ method: 'POST', url: '/api/auth/sign-up', payload: signUpPayload({ password: 'Password123' }) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', details: { password: VALIDATION_MESSAGES.passwordCommon } });
    });

    it('never answers 500 to malformed input, whatever it is', async () => {
      const anything = fc.oneof(
        fc.string(),
        fc.string({ unit: 'binary', maxLength: 2000 }),
        fc.integer(),
        fc.constant(null),
        fc.boolean(),
        fc.array(fc.string()),
        fc.object(),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.record(
            { firstName: anything, lastName: anything, email: anything, password: anything, phone: anything },
            { requiredKeys: [] },
          ),
          async (body) => {
            const response = await inject({ method: 'POST', url: '/api/auth/sign-up', payload: body, remoteAddress: '198.51.100.7' });
            if (response.statusCode === 201) return;
            expect([400, 409, 429]).toContain(response.statusCode);
            errorEnvelopeSchema.parse(response.json());
          },
        ),
        { numRuns: 25 },
      );
      const huge = await inject({ method: 'POST', url: '/api/auth/sign-up', payload: signUpPayload({ firstName: 'A'.repeat(100_000) }) });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().details.firstName).toBe(VALIDATION_MESSAGES.firstNameMax);
    });
  });

  describe('POST /api/auth/sign-in', () => {
    it('answers MISSING_CREDENTIALS, USER_NOT_FOUND and INVALID_PASSWORD with the documented texts', async () => {
      const { payload } = await signUp(t.app);
      const missing = await inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: payload.email } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        success: false,
        errorCode: 'MISSING_CREDENTIALS',
        message: 'Please enter both email and password.',
      });
      const unknown = await inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: uniqueEmail('nobody'), password: 'whatever1' },
      });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual({
        success: false,
        errorCode: 'USER_NOT_FOUND',
        message: 'No account found with this email. Please create an account first.',
      });
      const wrong = await inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: payload.email, password: 'not-the-password' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        success: false,
        errorCode: 'INVALID_PASSWORD',
        message: 'Incorrect password. Please check your password and try again.',
      });
    });

    it('sets an httpOnly, SameSite=Lax cookie for 30 days and reports the membership', async () => {
      const { payload } = await signUp(t.app);
      const { response } = await signIn(t.app, payload.email.toUpperCase());
      const cookie = response.cookies.find((c) => c.name === 'mb_session')!;
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Lax');
      expect(cookie.secure).toBeFalsy();
      expect(cookie.path).toBe('/');
      expect(new Date(cookie.expires!).getTime()).toBeGreaterThanOrEqual(clock.now().getTime() + SESSION_LIFETIME_MS - 1000);
      expect(response.json().user).toMatchObject({ isPaidMember: false, membershipExpiresAt: null });
    });

    it('rotates the session: the cookie the browser had stops working', async () => {
      const { payload } = await signUp(t.app);
      const first = await signIn(t.app, payload.email);
      const second = await inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: payload.email, password: STRONG_PASSWORD },
        headers: { cookie: first.cookie },
      });
      const newToken = second.cookies.find((c) => c.name === 'mb_session')!.value;
      expect(newToken).not.toBe(first.token);
      expect((await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: first.cookie } })).statusCode).toBe(401);
      expect((await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `mb_session=${newToken}` } })).statusCode).toBe(200);
    });

    it('throttles one account after 5 failures with 429 and Retry-After, and still lets another account in from the same address', async () => {
      const victim = await signUp(t.app);
      const other = await signUp(t.app);
      const attempt = (email: string, password: string) =>
        inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress: '203.0.113.50' });
      for (let i = 0; i < 5; i += 1) expect((await attempt(victim.payload.email, `wrong-${i}-password`)).statusCode).toBe(401);
      const limited = await attempt(victim.payload.email, STRONG_PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toEqual({
        success: false,
        errorCode: 'RATE_LIMITED',
        message: 'Too many requests. Please wait a moment and try again.',
      });
      expect((await attempt(other.payload.email, STRONG_PASSWORD)).statusCode).toBe(200);
      clock.advance(15 * MINUTE_MS + 1);
      expect((await attempt(victim.payload.email, STRONG_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('sessions', () => {
    it('sign-out deletes the session on the server, not just the cookie', async () => {
      const { payload } = await signUp(t.app);
      const { cookie } = await signIn(t.app, payload.email);
      const out = await inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin: 'http://localhost:3000' } });
      expect(out.statusCode).toBe(200);
      expect((await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
      expect((await inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } })).json()).toEqual({
        authenticated: false,
        isPaidMember: false,
      });
    });

    it('a session ends after its 30-day absolute lifetime', async () => {
      const { payload } = await signUp(t.app);
      const { cookie } = await signIn(t.app, payload.email);
      // Used every 5 days, so the 7-day idle limit (session-lifetime.test.ts) never ends it first.
      for (let used = 0; used < 5; used++) {
        clock.advance(5 * DAY_MS);
        expect((await inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } })).json().authenticated).toBe(true);
      }
      clock.advance(SESSION_LIFETIME_MS - 25 * DAY_MS - MINUTE_MS);
      expect((await inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } })).json().authenticated).toBe(true);
      clock.advance(120_000);
      expect((await inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } })).json().authenticated).toBe(false);
    });

    it('a blocked member is refused at sign-in and their open sessions stop at once', async () => {
      const { payload, user } = await signUp(t.app);
      const { cookie } = await signIn(t.app, payload.email);
      await t.app.database.pool.query(
        "UPDATE users SET account_status = 'blocked', blocked_reason = 'fraud', blocked_at = now() WHERE id = $1",
        [user.id],
      );
      expect((await inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } })).json()).toEqual({
        authenticated: false,
        isPaidMember: false,
      });
      expect((await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
      const again = await inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: payload.email, password: STRONG_PASSWORD },
      });
      expect(again.statusCode).toBe(403);
      expect(again.json().errorCode).toBe('ACCOUNT_BLOCKED');
      expect(again.json().message).toMatch(/blocked/);
      expect(again.json().message).toMatch(/support@/);
    });

    it('status reports a paid member from an unexpired membership row, and unpaid once it expires', async () => {
      const { payload, user } = await signUp(t.app);
      const { cookie } = await signIn(t.app, payload.email);
      const expires = new Date(clock.now().getTime() + 24 * 3600 * 1000);
      await t.app.database.pool.query(
        "INSERT INTO memberships (user_id, kind, starts_at, expires_at, source_type, source_ref) VALUES ($1, 'paid', $2, $3, 'payment', $4)",
        [user.id, clock.now(), expires, `pi_test_${user.id}`],
      );
      expect((await inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } })).json()).toEqual({
        authenticated: true,
        isPaidMember: true,
      });
      expect((await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().user.membershipExpiresAt).toBe(
        expires.toISOString(),
      );
      clock.advance(24 * 3600 * 1000 + 1);
      expect((await inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } })).json()).toEqual({
        authenticated: true,
        isPaidMember: false,
      });
    });
  });

  describe('password reset', () => {
    it('answers the same whether or not the account exists, and only e-mails real accounts', async () => {
      const { payload } = await signUp(t.app);
      const nobody = uniqueEmail('nobody');
      const known = await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: payload.email } });
      const unknown = await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: nobody } });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      // Both look-ups run after the answers, as background work: once it has settled, each has done all it will.
      await t.app.deps.background.settle();
      const mail = await latestOutboxEmail(t.app, payload.email);
      expect(mail?.subject).toContain('Reset');
      expect(mail?.text_body).toContain('/reset-password?token=');
      expect(await latestOutboxEmail(t.app, nobody)).toBeUndefined();
    });

    it('a reset link works once, ends every session, and the new password signs in', async () => {
      const { payload } = await signUp(t.app);
      const { cookie } = await signIn(t.app, payload.email);
      await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: payload.email } });
      const mail = await eventually(async () => {
        const latest = await latestOutboxEmail(t.app, payload.email);
        return latest?.subject.includes('Reset') ? latest : undefined;
      });
      const token = linkToken(mail.text_body, '/reset-password');
      const reset = await inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Nairobi-to-Toronto-9' } });
      expect(reset.json()).toEqual({ success: true, message: AUTH_MESSAGES.passwordReset });
      expect((await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
      const reused = await inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'Another-Strong-Pass-1' },
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({ success: false, errorCode: 'INVALID_TOKEN', message: VALIDATION_MESSAGES.tokenInvalid });
      await signIn(t.app, payload.email, 'Nairobi-to-Toronto-9');
      const old = await inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: payload.email, password: STRONG_PASSWORD } });
      expect(old.json().errorCode).toBe('INVALID_PASSWORD');
    });

    it('a reset link expires after 60 minutes', async () => {
      const { payload } = await signUp(t.app);
      await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: payload.email } });
      const mail = await eventually(async () => {
        const latest = await latestOutboxEmail(t.app, payload.email);
        return latest?.subject.includes('Reset') ? latest : undefined;
      });
      clock.advance(RESET_LINK_LIFETIME_MS + 1000);
      const response = await inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: linkToken(mail.text_body, '/reset-password'), password: 'Nairobi-to-Toronto-9' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('INVALID_TOKEN');
    });
  });

  describe('cross-site requests', () => {
    it('refuses a cross-site form post with 403 and does nothing', async () => {
      const email = uniqueEmail('csrf');
      const response = await inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
        payload: new URLSearchParams({ ...signUpPayload({ email }) } as Record<string, string>).toString(),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('CSRF_REJECTED');
      const text = await inject({ method: 'POST', url: '/api/auth/sign-out', headers: { 'content-type': 'text/plain' }, payload: 'x' });
      expect(text.statusCode).toBe(403);
      const foreignJson = await inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: { ...json, origin: 'https://evil.example' },
        payload: signUpPayload({ email }),
      });
      expect(foreignJson.statusCode).toBe(403);
      const rows = await t.app.database.pool.query('SELECT 1 FROM users WHERE email = $1', [email]);
      expect(rows.rowCount).toBe(0);
    });

    it('accepts a body-less POST from this site (same Origin)', async () => {
      const response = await inject({ method: 'POST', url: '/api/auth/sign-out', headers: { origin: 'http://localhost:3000' } });
      expect(response.statusCode).toBe(200);
    });
  });
});

describe('GET /api/auth/status when the database is gone', () => {
  it('answers unauthenticated, never 500', async () => {
    const t = await createTestApp({}, { connectionWaitMs: SHORT_CONNECTION_WAIT_MS });
    try {
      const { payload } = await signUp(t.app);
      const { cookie } = await signIn(t.app, payload.email);
      const release = await occupyEveryConnection(t.app.database.pool);
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } });
      release();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ authenticated: false, isPaidMember: false });
      const afterwards = t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect((await afterwards).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('sign-up answers 503 SERVICE_UNAVAILABLE when no database connection can be had', async () => {
    const t = await createTestApp({}, { connectionWaitMs: SHORT_CONNECTION_WAIT_MS });
    try {
      const release = await occupyEveryConnection(t.app.database.pool);
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: signUpPayload() });
      release();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'SERVICE_UNAVAILABLE' });
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      await t.close();
    }
  });
});

describe('behind https', () => {
  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const t = await createTestApp({ publicUrl: 'https://maplebridge.example' });
    try {
      const { payload } = await signUp(t.app);
      const { response } = await signIn(t.app, payload.email);
      expect(response.cookies.find((c) => c.name === 'mb_session')?.secure).toBe(true);
    } finally {
      await t.close();
    }
  });
});
