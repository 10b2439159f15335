import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp } from '../test-support/members';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** What a page on another site can send without a CORS preflight: a form post (enctype text/plain). */
const crossSiteForm = { 'content-type': 'text/plain', origin: 'https://evil.example' };

describe('the cross-site request guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'refuses a cross-site %s to any URL, however the path is spelled',
    async (method) => {
      for (const url of [
        '/api/auth/sign-out',
        '/%61pi/auth/sign-out',
        '/api/auth/%73ign-out',
        '/api//auth/sign-out',
        '/api/auth/sign-out?x=1',
        '/not-an-api-path',
      ]) {
        const response = await t.app.inject({ method, url, headers: crossSiteForm, payload: 'a=1' });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().errorCode).toBe('CSRF_REJECTED');
        // A body-less request with a foreign Origin (fetch with mode no-cors) is refused the same way.
        const bodiless = await t.app.inject({ method, url, headers: { origin: 'https://evil.example' } });
        expect(bodiless.statusCode, `${method} ${url} without a body`).toBe(403);
      }
    },
  );

  it('a percent-encoded path does not let another site end a member session', async () => {
    const { payload } = await signUp(t.app);
    const { cookie } = await signIn(t.app, payload.email);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/sign-out',
      headers: { ...crossSiteForm, cookie },
      payload: 'a=1',
    });
    expect(forged.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('lets this site through: JSON, or a body-less post from its own origin', async () => {
    const fromSite = await t.app.inject({ method: 'POST', url: '/%61pi/auth/sign-out', headers: { origin: 'http://localhost:3000' } });
    expect(fromSite.statusCode).toBe(200);
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(asJson.statusCode).toBe(200);
  });
});
