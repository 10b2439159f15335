import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../lib/dates';
import { createTestClock } from '../../test-support/clock';
import {
  latestOutboxEmail,
  linkToken,
  signIn,
  signUp,
  signUpMember,
  grantTestMembership,
  uniqueEmail,
  verifyTestEmail,
} from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { sendJobAlertDigests } from './service';

describe('job alerts', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-02-01T04:00:00Z'));
  let counter = 0;
  let memberCookie: string;
  let memberEmail: string;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    memberEmail = uniqueEmail('alerts');
    memberCookie = (await signUpMember(t.app, { email: memberEmail })).cookie;
  });
  afterAll(async () => t.close());

  const addJob = (title: string, province: string, isLmia: boolean) =>
    t.app.database.pool.query(
      `INSERT INTO jobs (source, source_ref, kind, title, company, location, province, salary, description, is_lmia, created_at)
       VALUES ('test', $1, 'posting', $2, 'Employer', 'City', $3, 'Not stated', 'Work.', $4, $5)`,
      [`alert-${(counter += 1)}`, title, province, isLmia, clock.now()],
    );
  const subscribe = (body: Record<string, unknown>, cookie = memberCookie) =>
    t.app.inject({ method: 'POST', url: '/api/job-alerts', payload: body, headers: { cookie } });
  const digestsTo = async (email: string) =>
    (
      await t.app.database.pool.query(
        "SELECT text_body FROM email_outbox WHERE to_address = $1 AND subject LIKE '%new job%' ORDER BY created_at",
        [email],
      )
    ).rows.map((r) => r.text_body as string);

  it('sends nothing until the address is confirmed, then only new matching jobs, and stops after one-click unsubscribe', async () => {
    const email = memberEmail;
    // The member's own address, in any case, is accepted.
    const response = await subscribe({ email: email.toUpperCase(), search: 'cook', province: 'Ontario', lmiaOnly: true });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ success: true, message: 'Check your e-mail to confirm your job alert.' });
    const confirmation = await latestOutboxEmail(t.app, email);
    expect(confirmation?.subject).toBe('Confirm your Maple Bridge job alert');

    await addJob('Line cook', 'Ontario', true);
    clock.advance(DAY_MS);
    await sendJobAlertDigests(t.app.deps);
    expect(await digestsTo(email)).toEqual([]);

    const confirm = await t.app.inject({
      method: 'GET',
      url: `/api/job-alerts/confirm?token=${linkToken(confirmation!.text_body, '/api/job-alerts/confirm')}`,
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.headers['content-type']).toMatch(/text\/html/);
    expect(confirm.body).toContain('Your job alert is confirmed');

    clock.advance(1000);
    await addJob('Cook', 'Ontario', true);
    await addJob('Cook', 'Alberta', true);
    await addJob('Cook helper', 'Ontario', false);
    await addJob('Welder', 'Ontario', true);
    clock.advance(DAY_MS);
    expect(await sendJobAlertDigests(t.app.deps)).toEqual({ sent: 1, paused: 0 });
    const [digest] = await digestsTo(email);
    expect(digest).toContain('• Cook — Employer, City, Ontario (positive LMIA)');
    expect(digest).not.toContain('Line cook');
    expect(digest).not.toContain('Alberta');
    expect(digest).not.toContain('Cook helper');
    expect(digest).not.toContain('Welder');
    expect(await sendJobAlertDigests(t.app.deps)).toEqual({ sent: 0, paused: 0 });

    const unsubscribe = await t.app.inject({
      method: 'GET',
      url: `/api/job-alerts/unsubscribe?token=${linkToken(digest!, '/api/job-alerts/unsubscribe')}`,
    });
    expect(unsubscribe.body).toContain('You are unsubscribed');
    clock.advance(1000);
    await addJob('Cook', 'Ontario', true);
    clock.advance(DAY_MS);
    await sendJobAlertDigests(t.app.deps);
    expect(await digestsTo(email)).toHaveLength(1);
  });

  it('refuses a bad e-mail or filter with 400 and a used or unknown link with a clear page', async () => {
    expect((await subscribe({ email: 'not-an-email' })).statusCode).toBe(400);
    // The same province and category lists as the job search.
    const unknownProvince = await subscribe({ province: 'Atlantis' });
    expect(unknownProvince.statusCode).toBe(400);
    expect(unknownProvince.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', details: { province: 'Unknown province' } });
    const unknownCategory = await subscribe({ category: 'Mining' });
    expect(unknownCategory.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', details: { category: 'Unknown category' } });
    const bad = await t.app.inject({ method: 'GET', url: '/api/job-alerts/confirm?token=nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('This link is invalid or has already been used.');
  });

  it('is for members only: signed out 401, unpaid 403, and nothing is stored', async () => {
    const email = uniqueEmail('freeloader');
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/job-alerts', payload: { email } });
    expect(signedOut.statusCode).toBe(401);
    const unpaid = await signUp(t.app, { email });
    await verifyTestEmail(t.app, email);
    const { cookie } = await signIn(t.app, unpaid.payload.email);
    const refused = await subscribe({}, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('PAYMENT_REQUIRED');
    expect((await t.app.database.pool.query('SELECT 1 FROM job_alerts WHERE email = $1', [email])).rowCount).toBe(0);
  });

  it("pauses an alert when its owner's membership ends, says so once, and resumes on renewal", async () => {
    const email = uniqueEmail('lapsing');
    const member = await signUpMember(t.app, { email });
    // Without an address the alert goes to the member's own.
    expect((await subscribe({ search: 'baker' }, member.cookie)).statusCode).toBe(202);
    const confirmation = await latestOutboxEmail(t.app, email);
    await t.app.inject({
      method: 'GET',
      url: `/api/job-alerts/confirm?token=${linkToken(confirmation!.text_body, '/api/job-alerts/confirm')}`,
    });
    // The membership ends (as a refund or the end of the 12 months would end it).
    await t.app.database.pool.query('UPDATE memberships SET ended_at = $2 WHERE user_id = $1', [member.user.id, clock.now()]);

    clock.advance(1000);
    await addJob('Baker', 'Manitoba', true);
    clock.advance(DAY_MS);
    expect((await sendJobAlertDigests(t.app.deps)).paused).toBeGreaterThanOrEqual(1);
    expect(await digestsTo(email)).toEqual([]);
    const notice = await latestOutboxEmail(t.app, email);
    expect(notice?.subject).toBe('Your Maple Bridge job alert is paused');
    expect(notice?.text_body).not.toContain('Baker');

    clock.advance(DAY_MS);
    await sendJobAlertDigests(t.app.deps);
    const notices = await t.app.database.pool.query("SELECT 1 FROM email_outbox WHERE to_address = $1 AND subject LIKE '%paused%'", [
      email,
    ]);
    expect(notices.rowCount).toBe(1);

    await grantTestMembership(t.app, member.user.id);
    clock.advance(1000);
    await addJob('Baker', 'Manitoba', false);
    clock.advance(DAY_MS);
    await sendJobAlertDigests(t.app.deps);
    expect(await digestsTo(email)).toHaveLength(1);
  });

  it("sends alerts only to the member's own address: another address is refused and nothing is stored or sent", async () => {
    const victim = uniqueEmail('victim');
    const refused = await subscribe({ email: victim, search: 'cook' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Job alerts are sent only to the e-mail address of your account, so subscribe with that address.',
      errorCode: 'JOB_ALERT_NOT_OWN_ADDRESS',
    });
    expect((await t.app.database.pool.query('SELECT 1 FROM job_alerts WHERE lower(email) = lower($1)', [victim])).rowCount).toBe(0);
    expect(await latestOutboxEmail(t.app, victim)).toBeUndefined();
  });

  it('refuses a member whose address is not verified yet, with a clear error', async () => {
    const email = uniqueEmail('unverified');
    const { user } = await signUp(t.app, { email });
    await grantTestMembership(t.app, user.id);
    const { cookie } = await signIn(t.app, email);
    const refused = await subscribe({ search: 'cook' }, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'EMAIL_NOT_VERIFIED', message: expect.stringContaining('verify') });
    expect((await t.app.database.pool.query('SELECT 1 FROM job_alerts WHERE user_id = $1', [user.id])).rowCount).toBe(0);
  });

  it("never sends a digest to an address that is not the owner's verified one (alerts saved before the rule)", async () => {
    const email = uniqueEmail('owner');
    const member = await signUpMember(t.app, { email });
    const stranger = uniqueEmail('stranger');
    await t.app.database.pool.query(
      `INSERT INTO job_alerts (user_id, email, search, lmia_only, confirm_token_hash, unsubscribe_token_hash, created_at, confirmed_at)
       VALUES ($1, $2, 'plumber', false, $3, $4, $5, $5)`,
      [member.user.id, stranger, `c-${stranger}`, `u-${stranger}`, clock.now()],
    );
    clock.advance(1000);
    await addJob('Plumber', 'Ontario', false);
    clock.advance(DAY_MS);
    await sendJobAlertDigests(t.app.deps);
    expect(await latestOutboxEmail(t.app, stranger)).toBeUndefined();
  });

  it('shows the search text in the e-mail escaped and cut to its bound, never as a link', async () => {
    const email = uniqueEmail('phish');
    const member = await signUpMember(t.app, { email });
    const lure =
      `<a href="https://evil.example/login">Your account is locked, sign in here</a> https://evil.example/x ${'pad '.repeat(40)}`.slice(
        0,
        200,
      );
    expect((await subscribe({ search: lure }, member.cookie)).statusCode).toBe(202);
    const mail = await t.app.database.pool.query<{ text_body: string; html_body: string }>(
      "SELECT text_body, html_body FROM email_outbox WHERE to_address = $1 AND subject = 'Confirm your Maple Bridge job alert'",
      [email],
    );
    const { text_body: textBody, html_body: htmlBody } = mail.rows[0]!;
    // The HTML part: escaped, so no element or attribute of the member's comes through.
    expect(htmlBody).not.toContain('<a href="https://evil.example');
    expect(htmlBody).not.toMatch(/href="[^"]*evil/);
    expect(htmlBody).toContain('&lt;a href=&quot;https://evil.example/login&quot;&gt;Your account is locked');
    // Both parts: the search is quoted to ALERT_SEARCH_SHOWN_MAX characters, the rest cut with an ellipsis.
    expect(textBody).toContain(`"${lure.slice(0, 79)}…"`);
    expect(textBody).not.toContain(lure.slice(0, 81));
    expect(htmlBody).not.toContain(
      'pad pad pad pad pad pad pad pad pad pad pad pad pad pad pad pad pad pad pad pad pad pad pad pad pad pad',
    );
  });
});
