import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { TERMS_VERSION } from '../../shared/policies';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * The API's own texts (src/shared/messages.ts, the zod schemas' messages) answer in the request's language
 * (docs/decisions/055-kiswahili.md): Kiswahili to `Accept-Language: sw`, English to a request without it.
 */
describe("the API's messages in the request's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const inBoth = async (options: InjectOptions) => ({
    sw: await t.app.inject({ ...options, headers: { ...options.headers, 'accept-language': 'sw-KE,sw;q=0.9' } }),
    en: await t.app.inject(options),
  });

  it("names a sign-up's invalid fields in Kiswahili or English", async () => {
    const payload = {
      firstName: 'A',
      lastName: 'Otieno',
      email: 'not-an-address',
      password: 'short',
      acceptedTerms: TERMS_VERSION,
    };
    const { sw, en } = await inBoth({ method: 'POST', url: '/api/auth/sign-up', payload });
    expect(sw.statusCode).toBe(400);
    expect(sw.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      details: {
        firstName: 'Jina la kwanza liwe na herufi 2 au zaidi',
        email: 'Tafadhali andika anwani sahihi ya barua pepe',
        password: 'Nenosiri liwe na herufi 8 au zaidi',
      },
    });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      details: {
        firstName: 'First name must be at least 2 characters',
        email: 'Please enter a valid email address',
        password: 'Password must be at least 8 characters',
      },
    });
  });

  it('refuses a wrong humanitarian access code in Kiswahili or English', async () => {
    const { sw, en } = await inBoth({
      method: 'POST',
      url: '/api/humanitarian-access',
      payload: { email: 'nobody@example.com', accessCode: 'ABCDEFGHJKMNPQRS' },
      remoteAddress: '198.51.100.77',
    });
    expect(sw.statusCode).toBe(400);
    expect(sw.json()).toMatchObject({
      errorCode: 'ACCESS_DENIED',
      message: 'Msimbo wa ufikiaji si sahihi au mtumiaji hakupatikana',
    });
    expect(en.json()).toMatchObject({ errorCode: 'ACCESS_DENIED', message: 'Invalid access code or user not found' });
  });

  it('asks a visitor on a member route to sign in, in Kiswahili or English', async () => {
    const { sw, en } = await inBoth({ method: 'GET', url: '/api/account/profile' });
    expect(sw.statusCode).toBe(401);
    expect(sw.json().message).toBe('Unahitaji kuingia kwenye akaunti yako. Tafadhali ingia kisha ujaribu tena.');
    expect(en.statusCode).toBe(401);
    expect(en.json().message).toBe('Authentication required. Please sign in and try again.');
  });

  it("writes an e-mail link's page in the request's language, its links to the pages in it", async () => {
    const { sw, en } = await inBoth({ method: 'GET', url: '/api/job-alerts/confirm?token=unknown' });
    expect(sw.statusCode).toBe(400);
    expect(sw.body).toContain('<html lang="sw">');
    expect(sw.body).toContain('Kiungo hiki si sahihi au tayari kimetumika.');
    expect(sw.body).toContain('<a href="/sw/jobs">Tazama kazi</a>');
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('This link is invalid or has already been used.');
    expect(en.body).toContain('<a href="/jobs">Browse jobs</a>');
  });
});
