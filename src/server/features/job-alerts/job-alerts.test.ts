import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../lib/dates';
import { createTestClock } from '../../test-support/clock';
import { latestOutboxEmail, linkToken, signIn, signUp, signUpMember, grantTestMembership, uniqueEmail } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { sendJobAlertDigests } from './service';

describe('job alerts', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-02-01T04:00:00Z'));
  let counter = 0;
  let memberCookie: string;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    memberCookie = (await signUpMember(t.app)).cookie;
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
    const email = uniqueEmail('alerts');
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
    const unknownProvince = await subscribe({ email: uniqueEmail(), province: 'Atlantis' });
    expect(unknownProvince.statusCode).toBe(400);
    expect(unknownProvince.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', details: { province: 'Unknown province' } });
    const unknownCategory = await subscribe({ email: uniqueEmail(), category: 'Mining' });
    expect(unknownCategory.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', details: { category: 'Unknown category' } });
    const bad = await t.app.inject({ method: 'GET', url: '/api/job-alerts/confirm?token=nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('This link is invalid or has already been used.');
  });

  it('is for members only: signed out 401, unpaid 403, and nothing is stored', async () => {
    const email = uniqueEmail('freeloader');
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/job-alerts', payload: { email } });
    expect(signedOut.statusCode).toBe(401);
    const unpaid = await signUp(t.app);
    const { cookie } = await signIn(t.app, unpaid.payload.email);
    const refused = await subscribe({ email }, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('PAYMENT_REQUIRED');
    expect((await t.app.database.pool.query('SELECT 1 FROM job_alerts WHERE email = $1', [email])).rowCount).toBe(0);
  });

  it("pauses an alert when its owner's membership ends, says so once, and resumes on renewal", async () => {
    const member = await signUpMember(t.app);
    const email = uniqueEmail('lapsing');
    expect((await subscribe({ email, search: 'baker' }, member.cookie)).statusCode).toBe(202);
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
});
