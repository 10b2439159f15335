import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe("the server answers in the request's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('says "not found" in Kiswahili to a request that prefers it, in English otherwise', async () => {
    const ask = (acceptLanguage?: string) =>
      t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
    const swahili = await ask('sw-KE,sw;q=0.9,en;q=0.8');
    expect(swahili.statusCode).toBe(404);
    expect(swahili.json()).toMatchObject({
      success: false,
      errorCode: 'NOT_FOUND',
      message: 'Hatukupata ulichotafuta. Tafadhali jaribu tena.',
    });
    for (const english of [undefined, 'en-US,en;q=0.9', 'fr-FR', 'en;q=0.9,sw;q=0.8'])
      expect((await ask(english)).json().message, `Accept-Language: ${english}`).toBe('Resource not found. Please try again.');
  });

  it('keeps requests apart: answers running at once each get their own language', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/contacts',
          headers: { 'content-type': 'application/json', 'accept-language': i % 2 ? 'sw' : 'en' },
          payload: '{',
        }),
      ),
    );
    answers.forEach((answer, i) => {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(i % 2 ? 'Maudhui ya ombi si JSON sahihi.' : 'The request body is not valid JSON.');
    });
  });
});
