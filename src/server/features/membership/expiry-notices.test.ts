import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsUtc, DAY_MS } from '../../lib/dates';
import { createTestClock } from '../../test-support/clock';
import { signUp } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { sendMembershipExpiryNotices } from './expiry-notices';
import { endMembershipForSource, grantMembership } from './service';

describe('membership expiry notices', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-01-15T05:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => t.close());

  const grant = (userId: string, ref: string) =>
    t.app.database.db.transaction((tx) =>
      grantMembership(tx, { userId, kind: 'complimentary', sourceType: 'admin', sourceRef: ref, now: clock.now() }),
    );
  const subjects = async (email: string) =>
    (await t.app.database.pool.query('SELECT subject FROM email_outbox WHERE to_address = $1 ORDER BY created_at', [email])).rows
      .map((r) => r.subject as string)
      .filter((s) => s.includes('membership'));

  it('reminds once 7 days before the end, tells once on the day it ends, and says nothing to a member who renewed', async () => {
    const leaving = await signUp(t.app);
    const renewing = await signUp(t.app);
    await grant(leaving.user.id, `grant-${leaving.user.id}`);
    await grant(renewing.user.id, `grant-${renewing.user.id}-1`);
    const end = addMonthsUtc(clock.now(), 12);

    clock.advance(end.getTime() - clock.now().getTime() - 8 * DAY_MS);
    expect(await sendMembershipExpiryNotices(t.app.deps)).toEqual({ reminders: 0, expiries: 0 });

    await grant(renewing.user.id, `grant-${renewing.user.id}-2`);
    clock.advance(2 * DAY_MS);
    expect(await sendMembershipExpiryNotices(t.app.deps)).toEqual({ reminders: 1, expiries: 0 });
    expect(await sendMembershipExpiryNotices(t.app.deps)).toEqual({ reminders: 0, expiries: 0 });
    expect(await subjects(leaving.payload.email)).toEqual(['Your Maple Bridge membership ends in 7 days']);

    clock.advance(6 * DAY_MS + 1000);
    expect(await sendMembershipExpiryNotices(t.app.deps)).toEqual({ reminders: 0, expiries: 1 });
    expect(await sendMembershipExpiryNotices(t.app.deps)).toEqual({ reminders: 0, expiries: 0 });
    expect(await subjects(leaving.payload.email)).toEqual([
      'Your Maple Bridge membership ends in 7 days',
      'Your Maple Bridge membership has ended',
    ]);
    expect(await subjects(renewing.payload.email)).toEqual([]);
  });

  it('when the earlier of two chained periods is refunded, reminds 7 days before the moved-up end of the renewal', async () => {
    const member = await signUp(t.app);
    await grant(member.user.id, `grant-${member.user.id}-1`);
    clock.advance(30 * DAY_MS);
    const renewedAt = clock.now();
    await grant(member.user.id, `grant-${member.user.id}-2`);
    clock.advance(DAY_MS);
    await t.app.database.db.transaction((tx) =>
      endMembershipForSource(tx, {
        sourceType: 'admin',
        sourceRef: `grant-${member.user.id}-1`,
        now: clock.now(),
        reason: 'Payment refunded',
      }),
    );

    const end = addMonthsUtc(renewedAt, 12);
    clock.advance(end.getTime() - clock.now().getTime() - 8 * DAY_MS);
    await sendMembershipExpiryNotices(t.app.deps);
    expect(await subjects(member.payload.email)).toEqual([]);
    clock.advance(2 * DAY_MS);
    await sendMembershipExpiryNotices(t.app.deps);
    expect(await subjects(member.payload.email)).toEqual(['Your Maple Bridge membership ends in 7 days']);
    clock.advance(6 * DAY_MS + 1000);
    await sendMembershipExpiryNotices(t.app.deps);
    expect(await subjects(member.payload.email)).toEqual([
      'Your Maple Bridge membership ends in 7 days',
      'Your Maple Bridge membership has ended',
    ]);
  });
});
