import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../../shared/schemas/envelope';
import { signUpPayload } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * The language switch and the member's language (docs/product.md#languages,
 * docs/decisions/058-choosing-the-language.md): the `lang` cookie, the account's `locale`, and the e-mails
 * written in it.
 */
describe('choosing the language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** A member signed up on a page in `locale` (the app sends the page's language as Accept-Language). */
  async function signUpOn(locale: 'en' | 'sw') {
    const payload = signUpPayload();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload,
      headers: { 'accept-language': locale },
    });
    expect(response.statusCode).toBe(201);
    const session = response.cookies.find((c) => c.name === 'mb_session')!;
    return { email: payload.email, cookie: `mb_session=${session.value}`, user: response.json().user as { locale: string } };
  }

  const me = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().user;

  describe('GET /language/:locale', () => {
    it('remembers the choice in the lang cookie for a year and sends the browser to the page in that language', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/language/sw?next=${encodeURIComponent('/jobs?q=cook')}` });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/sw/jobs?q=cook');
      expect(response.headers['cache-control']).toBe('no-store');
      const cookie = response.cookies.find((c) => c.name === 'lang');
      expect(cookie).toMatchObject({ value: 'sw', path: '/', sameSite: 'Lax', maxAge: 365 * 24 * 60 * 60 });
      // Read by the app to know a choice was made on this device; the test server is http, so not Secure.
      expect(cookie?.httpOnly).toBeFalsy();
      expect(cookie?.secure).toBeFalsy();
    });

    it('back to English: the /sw/ page becomes the English one', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/language/en?next=${encodeURIComponent('/sw/pricing')}` });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/pricing');
      expect(response.cookies.find((c) => c.name === 'lang')?.value).toBe('en');
    });

    it.each([
      ['another site', 'https://evil.example/jobs'],
      ['a protocol-relative address', '//evil.example/jobs'],
      ['a backslash read as a slash', '/\\evil.example'],
      ['dot segments that resolve to //host', '/.//evil.example'],
      ['a scheme', 'javascript:alert(1)'],
      ['a newline', '/jobs\n/evil'],
      ['nothing', ''],
    ])('never sends the browser off the site: %s becomes the home page', async (_label, next) => {
      const response = await t.app.inject({ method: 'GET', url: `/language/sw?next=${encodeURIComponent(next)}` });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/sw/');
    });

    it('a repeated next is read as none', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/language/en?next=/jobs&next=//evil.example' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
    });

    it('refuses a language we do not have with the error envelope, and sets no cookie', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/language/fr?next=/jobs' });
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.safeParse(response.json()).success).toBe(true);
      expect(response.cookies.find((c) => c.name === 'lang')).toBeUndefined();
    });

    it("saves a signed-in member's choice on the account", async () => {
      const { cookie } = await signUpOn('en');
      const response = await t.app.inject({ method: 'GET', url: '/language/sw?next=/account', headers: { cookie } });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/sw/account');
      expect((await me(cookie)).locale).toBe('sw');
    });
  });

  describe('PUT /api/account/locale', () => {
    it('is for signed-in members only', async () => {
      const response = await t.app.inject({ method: 'PUT', url: '/api/account/locale', payload: { locale: 'sw' } });
      expect(response.statusCode).toBe(401);
    });

    it('refuses any other value with a clear message', async () => {
      const { cookie } = await signUpOn('en');
      for (const locale of ['fr', 'SW', '', 1]) {
        const response = await t.app.inject({ method: 'PUT', url: '/api/account/locale', payload: { locale }, headers: { cookie } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false });
        expect(JSON.stringify(response.json())).toContain('Choose a language: English or Kiswahili.');
      }
      expect((await me(cookie)).locale).toBe('en');
    });

    it('saves the language on the account', async () => {
      const { cookie } = await signUpOn('en');
      const response = await t.app.inject({ method: 'PUT', url: '/api/account/locale', payload: { locale: 'sw' }, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, locale: 'sw' });
      expect((await me(cookie)).locale).toBe('sw');
    });
  });

  describe('the account language', () => {
    it('is the language of the page the member signed up on, and /api/auth/me carries it', async () => {
      const english = await signUpOn('en');
      expect(english.user.locale).toBe('en');
      expect((await me(english.cookie)).locale).toBe('en');
      const kiswahili = await signUpOn('sw');
      expect(kiswahili.user.locale).toBe('sw');
      expect((await me(kiswahili.cookie)).locale).toBe('sw');
    });

    it("writes a Kiswahili member's e-mails in Kiswahili, with links to the /sw/ pages", async () => {
      const { email } = await signUpOn('sw');
      const sent = await outboxMail(email);
      expect(sent.subject).toBe('Thibitisha anwani yako ya barua pepe kwa Maple Bridge');
      expect(sent.text_body).toContain('Habari Wanjiru,');
      expect(sent.text_body).toMatch(/\/sw\/verify-email\?token=/);
      expect(sent.html_body).toContain('<html lang="sw">');
    });

    it("and an English member's in English, as before", async () => {
      const { email } = await signUpOn('en');
      const sent = await outboxMail(email);
      expect(sent.subject).toBe('Verify your e-mail address for Maple Bridge');
      expect(sent.text_body).toContain('Hello Wanjiru,');
      expect(sent.text_body).toMatch(/[^/]\/verify-email\?token=/);
      expect(sent.text_body).not.toContain('/sw/');
    });
  });

  /** The one e-mail sent to the address (it leaves after the response). */
  async function outboxMail(email: string) {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const { rows } = await t.app.database.pool.query<{ subject: string; text_body: string; html_body: string }>(
        'SELECT subject, text_body, html_body FROM email_outbox WHERE lower(to_address) = lower($1)',
        [email],
      );
      if (rows.length > 0) return rows[0]!;
      if (Date.now() > deadline) throw new Error(`no e-mail to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
});
