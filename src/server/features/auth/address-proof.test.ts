import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../../shared/policies';
import { createTestClock } from '../../test-support/clock';
import { grantTestMembership, latestOutboxEmail, linkToken, signIn, signUp, uniqueEmail } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * Account pre-hijacking (docs/product.md#e-mail-verification, docs/decisions/024-shared-phone-privacy.md):
 * someone signs up first with another person's address. When the owner proves the address, by the
 * verification link or a reset link, every session opened before ends, and /account asks the owner to
 * check the name and phone that someone else may have typed.
 */
describe('proving the e-mail address ends the sessions someone else opened', () => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const meStatus = async (cookie: string) => (await get('/api/auth/me', cookie)).statusCode;
  const profileOf = async (cookie: string) => (await get('/api/account/profile', cookie)).json().profile;

  async function mailWith(to: string, path: string) {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const mail = await latestOutboxEmail(t.app, to);
      if (mail?.text_body.includes(`${path}?token=`)) return linkToken(mail.text_body, path);
      if (Date.now() > deadline) throw new Error(`no ${path} e-mail for ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The squatter signs up with the victim's address and keeps the session sign-up opened, plus one more. */
  async function squat() {
    const email = uniqueEmail('victim');
    const verifyToken = await (async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: {
          firstName: 'Squatter',
          lastName: 'Mallory',
          email,
          password: 'Squatters-Pass-77',
          phone: '+254 700 000 001',
          acceptedTerms: TERMS_VERSION,
        },
      });
      expect(response.statusCode).toBe(201);
      return mailWith(email, '/verify-email');
    })();
    const signUpCookie = (
      await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: 'Squatters-Pass-77' } })
    ).cookies.find((c) => c.name === 'mb_session')!;
    const second = await signIn(t.app, email, 'Squatters-Pass-77');
    const userId = (await get('/api/auth/me', second.cookie)).json().user.id as string;
    return { email, verifyToken, cookies: [`mb_session=${signUpCookie.value}`, second.cookie], userId };
  }

  it("the owner's reset ends the squatter's sessions; the owner's new session works and is asked to check name and phone", async () => {
    const squatter = await squat();
    for (const cookie of squatter.cookies) expect(await meStatus(cookie)).toBe(200);

    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: squatter.email } });
    const token = await mailWith(squatter.email, '/reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Owners-Own-Pass-2026' },
    });
    expect(reset.statusCode).toBe(200);

    for (const cookie of squatter.cookies) expect(await meStatus(cookie)).toBe(401);
    const owner = await signIn(t.app, squatter.email, 'Owners-Own-Pass-2026');
    expect(await meStatus(owner.cookie)).toBe(200);
    // The reset link came to the mailbox: the address is proven, and the details someone else typed are flagged.
    expect(await profileOf(owner.cookie)).toMatchObject({ emailVerified: true, checkDetails: true, firstName: 'Squatter' });

    // The owner pays: the squatter's old cookies stay signed out, so they get nothing of it.
    await grantTestMembership(t.app, squatter.userId);
    for (const cookie of squatter.cookies) {
      expect((await get('/api/auth/status', cookie)).json()).toEqual({ authenticated: false, isPaidMember: false });
    }
    expect((await get('/api/auth/status', owner.cookie)).json()).toEqual({ authenticated: true, isPaidMember: true });
  });

  it("the owner's verification link ends every session opened before it, so the owner's payment makes none of them paid", async () => {
    const squatter = await squat();
    const verified = await get(`/api/auth/verify-email?token=${encodeURIComponent(squatter.verifyToken)}`);
    expect(verified.statusCode).toBe(200);
    for (const cookie of squatter.cookies) expect(await meStatus(cookie)).toBe(401);
    await grantTestMembership(t.app, squatter.userId);
    for (const cookie of squatter.cookies) expect((await get('/api/auth/status', cookie)).json().isPaidMember).toBe(false);
  });

  it('a member verifying in the browser they are signed in on keeps that session; their other sessions end', async () => {
    const { payload } = await signUp(t.app);
    const here = await signIn(t.app, payload.email);
    const elsewhere = await signIn(t.app, payload.email);
    const token = await mailWith(payload.email, '/verify-email');

    expect((await get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, here.cookie)).statusCode).toBe(200);
    expect(await meStatus(here.cookie)).toBe(200);
    expect(await meStatus(elsewhere.cookie)).toBe(401);
    expect(await profileOf(here.cookie)).toMatchObject({ emailVerified: true, checkDetails: true });
  });

  it('the notice stays until the owner saves the profile, and a later reset of a proven address does not raise it again', async () => {
    const squatter = await squat();
    await get(`/api/auth/verify-email?token=${encodeURIComponent(squatter.verifyToken)}`);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: squatter.email } });
    const token = await mailWith(squatter.email, '/reset-password');
    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Owners-Own-Pass-2026' } });
    const owner = await signIn(t.app, squatter.email, 'Owners-Own-Pass-2026');
    expect((await profileOf(owner.cookie)).checkDetails).toBe(true);
    expect((await get('/api/account/profile', owner.cookie)).json().profile.checkDetails).toBe(true);

    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: { cookie: owner.cookie },
      payload: { firstName: 'Achieng', lastName: 'Odhiambo', phone: '+254 711 222 333' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({ firstName: 'Achieng', checkDetails: false });
    expect((await profileOf(owner.cookie)).checkDetails).toBe(false);

    // Forgetting the password later proves nothing new: no notice, though every session still ends.
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: squatter.email } });
    // The earlier reset e-mail also matches mailWith: wait until this request's e-mail has been written.
    await t.app.deps.background.settle();
    const again = await mailWith(squatter.email, '/reset-password');
    expect(again).not.toBe(token);
    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: again, password: 'Owners-Newer-Pass-2027' } });
    expect(await meStatus(owner.cookie)).toBe(401);
    const later = await signIn(t.app, squatter.email, 'Owners-Newer-Pass-2027');
    expect((await profileOf(later.cookie)).checkDetails).toBe(false);
  });
});
