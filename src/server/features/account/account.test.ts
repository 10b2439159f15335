import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PAGE_MESSAGES, VALIDATION_MESSAGES } from '../../../shared/messages';
import { accountPaymentsResponseSchema, accountProfileResponseSchema, RENEW_WITHIN_DAYS } from '../../../shared/schemas/account';
import { errorEnvelopeSchema } from '../../../shared/schemas/envelope';
import { DAY_MS } from '../../lib/dates';
import { createTestClock } from '../../test-support/clock';
import { sessionCookieFor, signIn, signUp, signUpPayload, STRONG_PASSWORD, uniqueEmail } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const NEW_PASSWORD = 'Mount-Kenya-5199';

async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: pdfjs.VerbosityLevel.ERRORS });
  try {
    const document = await task.promise;
    expect(document.numPages).toBe(1);
    const content = await (await document.getPage(1)).getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  } finally {
    await task.destroy();
  }
}

describe('account API', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-03-10T12:00:00Z'));
  /** Not the example identity: the receipt must show what is configured. */
  const OPERATOR = {
    legalName: 'Savannah Pathways Ltd',
    registrationNumber: 'PVT-7YU2RT9Q',
    postalAddress: 'P.O. Box 12345-00100, Nairobi',
    supportEmail: 'help@savannah-pathways.test',
    whatsappKenya: '+254 712 345 678',
    whatsappCanada: '',
  };
  beforeAll(async () => {
    t = await createTestApp({ operator: OPERATOR }, { now: clock.now });
  });
  afterAll(async () => t.close());

  const origin = () => new URL(t.config.publicUrl).origin;
  const call = (method: InjectOptions['method'], url: string, cookie?: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { origin: origin(), ...(cookie ? { cookie } : {}) } });

  /** A member signed up through the API (which signs in), with the sign-up's cookie. */
  async function newMember(overrides: Record<string, unknown> = {}) {
    const payload = signUpPayload(overrides);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload });
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((c) => c.name === 'mb_session');
    expect(cookie).toBeDefined();
    return { payload, id: response.json().user.id as string, cookie: `mb_session=${cookie!.value}` };
  }

  /** A sandbox payment for the member's e-mail; `card` decides its outcome. Returns the payment's provider reference. */
  async function pay(email: string, card = '4242424242424242') {
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { amount: 300, email, description: 'Membership', currency: 'cad' },
      headers: { cookie: await sessionCookieFor(t.app, email) },
    });
    expect(intent.statusCode).toBe(200);
    const clientSecret = intent.json().clientSecret as string;
    const reference = clientSecret.split('_secret_')[0]!;
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: { paymentIntentId: reference, clientSecret, cardNumber: card },
    });
    return reference;
  }

  const profileOf = async (cookie: string) =>
    accountProfileResponseSchema.parse((await call('GET', '/api/account/profile', cookie)).json());
  const paymentsOf = async (cookie: string) =>
    accountPaymentsResponseSchema.parse((await call('GET', '/api/account/payments', cookie)).json()).payments;
  const meStatus = async (cookie: string) => (await call('GET', '/api/auth/me', cookie)).statusCode;

  /** A job to track (the test database loads no reference data), and the member's application for it. */
  async function track(cookie: string, ref: string) {
    const { rows } = await t.app.database.pool.query<{ id: string }>(
      `INSERT INTO jobs (source, source_ref, kind, title, company, location, province, salary, description)
       VALUES ('test', $1, 'posting', 'Welder', 'Prairie Steel', 'Regina', 'SK', '$30/hour', 'Wanted.') RETURNING id`,
      [ref],
    );
    const response = await call('POST', '/api/applications', cookie, { jobId: Number(rows[0]!.id), notes: `notes ${ref}` });
    expect(response.statusCode).toBe(201);
    return response.json().application.id as string;
  }

  it('answers 401 everywhere when signed out', async () => {
    const routes: [InjectOptions['method'], string, Record<string, unknown>?][] = [
      ['GET', '/api/account/profile'],
      ['PATCH', '/api/account/profile', { firstName: 'Amani', lastName: 'Otieno' }],
      ['POST', '/api/account/password', { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD }],
      ['GET', '/api/account/payments'],
      ['GET', '/api/account/payments/00000000-0000-4000-8000-000000000000/receipt.pdf'],
      ['GET', '/api/account/export'],
      ['DELETE', '/api/account', { password: STRONG_PASSWORD }],
    ];
    for (const [method, url, payload] of routes) {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(errorEnvelopeSchema.parse(response.json()).errorCode).toBe('AUTHENTICATION_REQUIRED');
    }
  });

  it('sign-up signs in: the cookie it sets works at once, and the profile has no membership yet', async () => {
    const { payload, cookie } = await newMember();
    expect(await meStatus(cookie)).toBe(200);
    const body = await profileOf(cookie);
    expect(body.profile).toMatchObject({
      firstName: payload.firstName,
      lastName: payload.lastName,
      email: payload.email.toLowerCase(),
      emailVerified: false,
      phone: payload.phone,
      city: null,
      country: null,
    });
    expect(body.membership).toEqual({ kind: null, startsAt: null, expiresAt: null, daysLeft: 0, active: false, canRenew: false });
  });

  it('edits the profile with the sign-up rules, and clears what is left out', async () => {
    const { cookie } = await newMember();
    const saved = await call('PATCH', '/api/account/profile', cookie, {
      firstName: '  Nyambura ',
      lastName: "O'Neill-Wairimu",
      phone: '+254 700 111 222',
      city: 'Nakuru',
      country: 'Kenya',
    });
    expect(saved.statusCode).toBe(200);
    expect(accountProfileResponseSchema.parse(saved.json()).profile).toMatchObject({
      firstName: 'Nyambura',
      lastName: "O'Neill-Wairimu",
      phone: '+254 700 111 222',
      city: 'Nakuru',
      country: 'Kenya',
    });
    const cleared = await call('PATCH', '/api/account/profile', cookie, { firstName: 'Nyambura', lastName: 'Wairimu', city: '' });
    expect((await profileOf(cookie)).profile).toMatchObject({ lastName: 'Wairimu', phone: null, city: null, country: null });
    expect(cleared.statusCode).toBe(200);

    for (const [body, field] of [
      [{ firstName: 'A', lastName: 'Wairimu' }, 'firstName'],
      [{ firstName: 'Nyambura', lastName: 'W4irimu' }, 'lastName'],
      [{ firstName: 'Nyambura', lastName: 'Wairimu', phone: '12345' }, 'phone'],
      [{ firstName: 'Nyambura', lastName: 'Wairimu', city: 'x'.repeat(101) }, 'city'],
    ] as const) {
      const refused = await call('PATCH', '/api/account/profile', cookie, body);
      expect(refused.statusCode).toBe(400);
      const envelope = errorEnvelopeSchema.parse(refused.json());
      expect(envelope.errorCode).toBe('VALIDATION_ERROR');
      expect(Object.keys(envelope.details ?? {})).toContain(field);
    }
    expect((await profileOf(cookie)).profile.lastName).toBe('Wairimu');
  });

  it('summarises the membership: kind, dates, whole days left, and renewal offered in the last 30 days', async () => {
    const { payload, cookie } = await newMember();
    await pay(payload.email);
    const fresh = (await profileOf(cookie)).membership;
    expect(fresh).toMatchObject({ kind: 'paid', active: true, canRenew: false, startsAt: clock.now().toISOString() });
    expect(fresh.daysLeft).toBe(365);

    // Sessions last 30 days: the member signs in again after each jump.
    clock.advance(340 * DAY_MS);
    const late = (await profileOf((await signIn(t.app, payload.email)).cookie)).membership;
    expect(late.daysLeft).toBeLessThan(RENEW_WITHIN_DAYS);
    expect(late).toMatchObject({ active: true, canRenew: true });

    clock.advance(40 * DAY_MS);
    expect((await profileOf((await signIn(t.app, payload.email)).cookie)).membership).toMatchObject({
      kind: 'paid',
      active: false,
      daysLeft: 0,
      canRenew: true,
    });
  });

  it('changes the password: a wrong current one is refused, then every other session ends and the new one signs in', async () => {
    const { payload, cookie } = await newMember();
    const other = await signIn(t.app, payload.email);

    const wrong = await call('POST', '/api/account/password', cookie, { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, errorCode: 'WRONG_PASSWORD', message: ACCOUNT_PAGE_MESSAGES.wrongPassword });
    expect(await meStatus(other.cookie)).toBe(200);

    const common = await call('POST', '/api/account/password', cookie, { currentPassword: STRONG_PASSWORD, newPassword: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: VALIDATION_MESSAGES.passwordCommon });

    const changed = await call('POST', '/api/account/password', cookie, { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ success: true, message: ACCOUNT_PAGE_MESSAGES.passwordChanged });
    expect(await meStatus(other.cookie)).toBe(401);
    expect(await meStatus(cookie)).toBe(200);
    await expect(signIn(t.app, payload.email)).rejects.toThrow(/401/);
    expect(await meStatus((await signIn(t.app, payload.email, NEW_PASSWORD)).cookie)).toBe(200);
  });

  it("lists the member's own payments newest first, and writes a receipt only for their own succeeded payment", async () => {
    const member = await newMember();
    const stranger = await newMember();
    const declined = await pay(member.payload.email, '4000000000000002');
    clock.advance(1000);
    const paid = await pay(member.payload.email);
    const strangers = await pay(stranger.payload.email);

    const payments = await paymentsOf(member.cookie);
    expect(payments.map((p) => p.reference)).toEqual([paid, declined]);
    expect(payments[0]).toMatchObject({ amountCents: 30000, currency: 'cad', status: 'succeeded', method: 'Card (Visa •••• 4242, test)' });
    expect(payments[0]!.paidAt).not.toBeNull();
    expect(payments[1]).toMatchObject({ status: 'failed', method: 'Sandbox card', paidAt: null });

    const receipt = await call('GET', `/api/account/payments/${payments[0]!.id}/receipt.pdf`, member.cookie);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toMatch(/^attachment; filename="maple-bridge-receipt-[0-9a-f]{8}\.pdf"$/);
    expect(receipt.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(receipt.rawPayload);
    for (const expected of ['Maple Bridge', '300.00 CAD', paid, '12-month membership', member.payload.email.toLowerCase(), 'Paid']) {
      expect(text).toContain(expected);
    }
    // A receipt a business would issue (docs/product.md#receipts): the seller, a stable number, the provider's reference.
    for (const expected of [...Object.values(OPERATOR), 'Seller', 'Stripe payment intent', payments[0]!.id])
      expect(text).toContain(expected);
    expect(text).toMatch(/Receipt number\s*MB-\d{8}-[0-9A-F]{8}/);
    const again = await pdfText((await call('GET', `/api/account/payments/${payments[0]!.id}/receipt.pdf`, member.cookie)).rawPayload);
    expect(again.match(/MB-\d{8}-[0-9A-F]{8}/)?.[0]).toBe(text.match(/MB-\d{8}-[0-9A-F]{8}/)?.[0]);

    const strangerPayment = (await paymentsOf(stranger.cookie)).find((p) => p.reference === strangers)!;
    for (const id of [strangerPayment.id, payments[1]!.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await call('GET', `/api/account/payments/${id}/receipt.pdf`, member.cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'NO_RECEIPT' });
    }
    const malformed = await call('GET', '/api/account/payments/not-a-uuid/receipt.pdf', member.cookie);
    expect(malformed.statusCode).toBe(400);
  });

  it("exports exactly the member's own data as a JSON download", async () => {
    const member = await newMember();
    const stranger = await newMember();
    const paid = await pay(member.payload.email);
    const strangers = await pay(stranger.payload.email);
    const insertDocument = (userId: string, content: string) =>
      t.app.database.pool.query(
        `INSERT INTO documents (user_id, kind, title, content, written_by) VALUES ($1, 'resume', 'Resume', $2, 'builtin')`,
        [userId, content],
      );
    await insertDocument(member.id, 'My own resume text');
    await insertDocument(stranger.id, 'Somebody else entirely');
    const applicationId = await track(member.cookie, `export-own-${member.id}`);
    await track(stranger.cookie, `export-other-${stranger.id}`);

    const response = await call('GET', '/api/account/export', member.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="maple-bridge-data-${clock.now().toISOString().slice(0, 10)}.json"`,
    );
    const data = response.json();
    expect(Object.keys(data).sort()).toEqual([
      'applications',
      'documents',
      'exportedAt',
      'membership',
      'memberships',
      'mpesaPhoneNumbers',
      'myProfile',
      'payments',
      'profile',
    ]);
    // No My profile saved: the export says so rather than leaving the key out.
    expect(data.myProfile).toBeNull();
    expect(data.profile.email).toBe(member.payload.email.toLowerCase());
    expect(data.documents).toHaveLength(1);
    expect(data.documents[0]).toMatchObject({ content: 'My own resume text' });
    expect(data.payments.map((p: { reference: string }) => p.reference)).toEqual([paid]);
    expect(data.memberships).toHaveLength(1);
    expect(data.applications.map((a: { id: string }) => a.id)).toEqual([applicationId]);
    expect(data.applications[0]).toMatchObject({ status: 'Saved', notes: `notes export-own-${member.id}` });
    expect(response.body).not.toContain(strangers);
    expect(response.body).not.toContain('Somebody else');
    expect(response.body).not.toContain(stranger.payload.email.toLowerCase());
    expect(response.body).not.toMatch(/password/i);
  });

  it('deletes the account: a wrong password changes nothing; then personal data is gone, payments stay anonymised, the e-mail is free', async () => {
    const member = await newMember({ email: uniqueEmail('leaving') });
    const email = member.payload.email.toLowerCase();
    const other = await signIn(t.app, email);
    const paid = await pay(email);
    await call('PATCH', '/api/account/profile', member.cookie, {
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      city: 'Mombasa',
      country: 'Kenya',
    });
    await t.app.database.pool.query(
      `INSERT INTO documents (user_id, kind, title, content, written_by) VALUES ($1, 'resume', 'Resume', 'secret', 'builtin')`,
      [member.id],
    );
    await t.app.database.pool.query(
      `INSERT INTO job_alerts (user_id, email, confirm_token_hash, unsubscribe_token_hash) VALUES ($1, $2, $3, $4)`,
      [member.id, email, `c-${member.id}`, `u-${member.id}`],
    );
    await track(member.cookie, `leaving-${member.id}`);
    const count = async (table: string) =>
      Number((await t.app.database.pool.query(`SELECT count(*) AS n FROM ${table} WHERE user_id = $1`, [member.id])).rows[0].n);

    const wrong = await call('DELETE', '/api/account', member.cookie, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, errorCode: 'WRONG_PASSWORD' });
    expect(await meStatus(member.cookie)).toBe(200);
    expect((await profileOf(member.cookie)).profile.city).toBe('Mombasa');
    expect(await count('documents')).toBe(1);

    const deleted = await call('DELETE', '/api/account', member.cookie, { password: STRONG_PASSWORD });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: ACCOUNT_PAGE_MESSAGES.accountDeleted });
    expect(deleted.cookies.find((c) => c.name === 'mb_session')?.value).toBe('');
    expect(await meStatus(member.cookie)).toBe(401);
    expect(await meStatus(other.cookie)).toBe(401);

    const row = (
      await t.app.database.pool.query(
        'SELECT first_name, last_name, email, username, phone, city, country, password_hash, deleted_at FROM users WHERE id = $1',
        [member.id],
      )
    ).rows[0];
    const anonymised = `deleted-${member.id}@deleted.invalid`;
    expect(row).toMatchObject({ first_name: 'Deleted', last_name: 'account', email: anonymised, username: anonymised });
    expect(row).toMatchObject({ phone: null, city: null, country: null });
    expect(row.password_hash).not.toMatch(/^\$argon2/);
    expect(row.deleted_at).not.toBeNull();
    expect(await count('documents')).toBe(0);
    expect(await count('applications')).toBe(0);
    expect(await count('job_alerts')).toBe(0);
    expect(await count('sessions')).toBe(0);
    expect(await count('auth_tokens')).toBe(0);
    expect(await count('memberships')).toBe(1);
    const payments = (await t.app.database.pool.query('SELECT provider_ref, status FROM payments WHERE user_id = $1', [member.id])).rows;
    expect(payments).toEqual([{ provider_ref: paid, status: 'succeeded' }]);

    await expect(signIn(t.app, email)).rejects.toThrow(/401/);
    await expect(signIn(t.app, anonymised)).rejects.toThrow(/401|400/);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: signUpPayload({ email: anonymised }) });
    expect([400, 409]).toContain(again.statusCode);
    const { user } = await signUp(t.app, { email });
    expect(user.id).not.toBe(member.id);
    // Nothing is paid for on the deleted account's behalf any more.
    await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { amount: 300, email: anonymised, description: 'Membership', currency: 'cad' },
    });
    expect(await count('payments')).toBe(1);
  });

  /** An M-Pesa push paid from `phone` for the member, as the M-Pesa service stores one (docs/product.md#m-pesa). */
  async function insertMpesaPayment(userId: string, phone: string) {
    const { rows } = await t.app.database.pool.query<{ id: string }>(
      `INSERT INTO payments (user_id, provider, provider_ref, amount_cents, currency, status)
       VALUES ($1, 'mpesa', $2, 30000, 'cad', 'requires_payment') RETURNING id`,
      [userId, `mpesa-test-${userId}-${phone}`],
    );
    await t.app.database.pool.query(
      `INSERT INTO mpesa_payments (payment_id, phone, amount_kes, callback_token_hash, expires_at) VALUES ($1, $2, 28500, $3, $4)`,
      [rows[0]!.id, phone, `hash-${rows[0]!.id}`, new Date(clock.now().getTime() + DAY_MS)],
    );
    return rows[0]!.id;
  }

  it('exports the phone numbers the member paid from by M-Pesa, and nobody else’s', async () => {
    const member = await newMember();
    const stranger = await newMember();
    const paymentId = await insertMpesaPayment(member.id, '254712000111');
    await insertMpesaPayment(stranger.id, '254733999888');
    const response = await call('GET', '/api/account/export', member.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().mpesaPhoneNumbers).toEqual([{ paymentId, phone: '254712000111', createdAt: expect.any(String) }]);
    expect(response.body).not.toContain('254733999888');
  });

  it('deleting the account blanks its M-Pesa phone numbers and deletes the mail waiting for its address, and only those', async () => {
    const member = await newMember({ email: uniqueEmail('Leaving-Mpesa') });
    const stranger = await newMember();
    const mine = await insertMpesaPayment(member.id, '254712000222');
    const theirs = await insertMpesaPayment(stranger.id, '254733000333');
    const mailTo = async (address: string) =>
      Number(
        (await t.app.database.pool.query('SELECT count(*) AS n FROM email_outbox WHERE lower(to_address) = lower($1)', [address])).rows[0]
          .n,
      );
    // Sign-up queued a verification link for each (with the address as typed, in any case).
    expect(await mailTo(member.payload.email)).toBeGreaterThan(0);
    expect(await mailTo(stranger.payload.email)).toBeGreaterThan(0);

    const deleted = await call('DELETE', '/api/account', member.cookie, { password: STRONG_PASSWORD });
    expect(deleted.statusCode).toBe(200);
    const phone = async (paymentId: string) =>
      (await t.app.database.pool.query('SELECT phone FROM mpesa_payments WHERE payment_id = $1', [paymentId])).rows[0]?.phone;
    expect(await phone(mine)).toBe('');
    expect(await phone(theirs)).toBe('254733000333');
    expect(await mailTo(member.payload.email)).toBe(0);
    expect(await mailTo(stranger.payload.email)).toBeGreaterThan(0);
    // The payment itself stays, for accounting.
    expect((await t.app.database.pool.query('SELECT 1 FROM payments WHERE id = $1', [mine])).rowCount).toBe(1);
  });
});
