import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkToken, signIn, signUp } from '../../test-support/members';
import * as passwords from '../../lib/passwords';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const NEW_PASSWORD = 'Mombasa-to-Halifax-7';

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** Every reset link sent to the address, newest first (the e-mail leaves after the response). */
  async function resetLinks(email: string, expected: number) {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const { rows } = await t.app.database.pool.query<{ text_body: string }>(
        "SELECT text_body FROM email_outbox WHERE lower(to_address) = lower($1) AND subject ILIKE '%reset%' ORDER BY created_at DESC",
        [email],
      );
      if (rows.length >= expected) return rows.map((row) => linkToken(row.text_body, '/reset-password'));
      if (Date.now() > deadline) throw new Error(`expected ${expected} reset e-mails to ${email}, found ${rows.length}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('checks the link before hashing: made-up tokens never reach the password hasher', async () => {
    // The hash is what costs (argon2id, decision 007): count the calls to the hasher itself, which says
    // whether a made-up token reaches it whatever this machine's speed.
    const { payload } = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: payload.email } });
    const [token] = await resetLinks(payload.email, 1);
    const hasher = vi.spyOn(passwords, 'hashPassword');
    try {
      for (let i = 0; i < 20; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token: `made-up-${i}`, password: NEW_PASSWORD },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errorCode).toBe('INVALID_TOKEN');
      }
      expect(hasher).not.toHaveBeenCalled();

      // The spy sees the service's hashing: the real link's new password is hashed, once.
      const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: NEW_PASSWORD } });
      expect(reset.statusCode).toBe(200);
      expect(hasher).toHaveBeenCalledTimes(1);
    } finally {
      hasher.mockRestore();
    }
  });

  it('a reset revokes every other reset link of the member', async () => {
    const { payload } = await signUp(t.app);
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: payload.email } });
      expect(response.statusCode).toBe(200);
    }
    const [newest, older] = await resetLinks(payload.email, 2);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: newest, password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: older, password: 'Another-Long-Pass-42' },
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errorCode).toBe('INVALID_TOKEN');
    await signIn(t.app, payload.email, NEW_PASSWORD);
  });
});
