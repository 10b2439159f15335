import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../lib/dates';
import { createTestClock } from '../../test-support/clock';
import { latestOutboxEmail, linkToken, uniqueEmail } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { sendJobAlertDigests } from './service';

describe('job alerts', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-02-01T04:00:00Z'));
  let counter = 0;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => t.close());

  const addJob = (title: string, province: string, isLmia: boolean) =>
    t.app.database.pool.query(
      `INSERT INTO jobs (source, source_ref, kind, title, company, location, province, salary, description, is_lmia, created_at)
       VALUES ('test', $1, 'posting', $2, 'Employer', 'City', $3, 'Not stated', 'Work.', $4, $5)`,
      [`alert-${(counter += 1)}`, title, province, isLmia, clock.now()],
    );
  const subscribe = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/job-alerts', payload: body });
  const digestsTo = async (email: string) =>
    (await t.app.database.pool.query("SELECT text_body FROM email_outbox WHERE to_address = $1 AND subject LIKE '%new job%' ORDER BY created_at", [email])).rows.map((r) => r.text_body as string);

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

    const confirm = await t.app.inject({ method: 'GET', url: `/api/job-alerts/confirm?token=${linkToken(confirmation!.text_body, '/api/job-alerts/confirm')}` });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.headers['content-type']).toMatch(/text\/html/);
    expect(confirm.body).toContain('Your job alert is confirmed');

    clock.advance(1000);
    await addJob('Cook', 'Ontario', true);
    await addJob('Cook', 'Alberta', true);
    await addJob('Cook helper', 'Ontario', false);
    await addJob('Welder', 'Ontario', true);
    clock.advance(DAY_MS);
    expect(await sendJobAlertDigests(t.app.deps)).toEqual({ sent: 1 });
    const [digest] = await digestsTo(email);
    expect(digest).toContain('• Cook — Employer, City, Ontario (positive LMIA)');
    expect(digest).not.toContain('Line cook');
    expect(digest).not.toContain('Alberta');
    expect(digest).not.toContain('Cook helper');
    expect(digest).not.toContain('Welder');
    expect(await sendJobAlertDigests(t.app.deps)).toEqual({ sent: 0 });

    const unsubscribe = await t.app.inject({ method: 'GET', url: `/api/job-alerts/unsubscribe?token=${linkToken(digest!, '/api/job-alerts/unsubscribe')}` });
    expect(unsubscribe.body).toContain('You are unsubscribed');
    clock.advance(1000);
    await addJob('Cook', 'Ontario', true);
    clock.advance(DAY_MS);
    await sendJobAlertDigests(t.app.deps);
    expect(await digestsTo(email)).toHaveLength(1);
  });

  it('refuses a bad e-mail or filter with 400 and a used or unknown link with a clear page', async () => {
    expect((await subscribe({ email: 'not-an-email' })).statusCode).toBe(400);
    expect((await subscribe({ email: uniqueEmail(), province: 'Atlantis' })).statusCode).toBe(400);
    const bad = await t.app.inject({ method: 'GET', url: '/api/job-alerts/confirm?token=nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('This link is invalid or has already been used.');
  });
});
