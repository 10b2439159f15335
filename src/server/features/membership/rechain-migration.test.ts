import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrate';
import { addMonthsUtc, DAY_MS } from '../../lib/dates';
import { signUp } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { endMembershipForSource } from './service';

/**
 * Migration 0007 lays out again the periods of members who had one refunded under the old rule (renewals
 * kept their dates). Its statement is run here again over such rows, and must give what the application
 * gives when it ends a period.
 */
describe('migration 0007: renewals after a refunded period', () => {
  let t: TestApp;
  const rechain = readFileSync(path.join(migrationsFolder(), '0007_payment_disputes.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .at(-1)!;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const insert = (
    userId: string,
    ref: string,
    createdAt: Date,
    startsAt: Date,
    endedAt: Date | null = null,
    reminderSentAt: Date | null = null,
  ) =>
    t.app.database.pool.query(
      "INSERT INTO memberships (user_id, kind, starts_at, expires_at, source_type, source_ref, ended_at, created_at, reminder_sent_at) VALUES ($1, 'paid', $2, $3, 'payment', $4, $5, $6, $7)",
      [userId, startsAt, addMonthsUtc(startsAt, 12), ref, endedAt, createdAt, reminderSentAt],
    );
  const periods = async (userId: string) =>
    (
      await t.app.database.pool.query(
        'SELECT source_ref, starts_at, expires_at, ended_at, reminder_sent_at FROM memberships WHERE user_id = $1 ORDER BY created_at, id',
        [userId],
      )
    ).rows;

  it('moves renewals up to where the application would put them, whatever the session time zone, and leaves the rest alone', async () => {
    const now = Date.now();
    // An old period granted on 29 February (UTC; still the 28th in Newfoundland): 12 calendar months end
    // on 28 February, counted in UTC.
    const leapDay = new Date(Date.UTC(2024, 1, 29, 2, 0));
    const legacy = await signUp(t.app);
    const expected = await signUp(t.app);
    const untouched = await signUp(t.app);
    const recent = new Date(now - 40 * DAY_MS);
    for (const { user } of [legacy, expected]) {
      await insert(user.id, `${user.id}-a`, recent, recent);
      await insert(
        user.id,
        `${user.id}-b`,
        new Date(recent.getTime() + 10 * DAY_MS),
        addMonthsUtc(recent, 12),
        null,
        new Date(now - DAY_MS),
      );
      await insert(user.id, `${user.id}-c`, new Date(recent.getTime() + 20 * DAY_MS), addMonthsUtc(recent, 24));
      await insert(user.id, `${user.id}-old`, leapDay, leapDay);
    }
    await insert(untouched.user.id, `${untouched.user.id}-a`, recent, recent);
    await insert(untouched.user.id, `${untouched.user.id}-b`, new Date(recent.getTime() + DAY_MS), addMonthsUtc(recent, 12));
    const untouchedBefore = await periods(untouched.user.id);

    // The old rule: the refund ended only the first period.
    await t.app.database.pool.query('UPDATE memberships SET ended_at = $2 WHERE source_ref = $1', [
      `${legacy.user.id}-a`,
      new Date(now - 5 * DAY_MS),
    ]);
    // The application's rule, for comparison.
    await t.app.database.db.transaction((tx) =>
      endMembershipForSource(tx, {
        sourceType: 'payment',
        sourceRef: `${expected.user.id}-a`,
        now: new Date(now - 5 * DAY_MS),
        reason: 'Payment refunded',
      }),
    );

    const client = await t.app.database.pool.connect();
    try {
      await client.query("SET TIME ZONE 'America/St_Johns'");
      await client.query(rechain);
      await client.query(rechain);
    } finally {
      await client.query('RESET TIME ZONE');
      client.release();
    }

    const strip = (rows: Array<Record<string, unknown>>, userId: string) =>
      rows.map((r) => ({ ...r, source_ref: String(r.source_ref).replace(userId, ''), ended_at: r.ended_at ? 'ended' : null }));
    const got = strip(await periods(legacy.user.id), legacy.user.id);
    expect(got).toEqual(strip(await periods(expected.user.id), expected.user.id));
    expect(got.map((r) => r.source_ref)).toEqual(['-old', '-a', '-b', '-c']);
    expect(got[0]).toMatchObject({ starts_at: leapDay, expires_at: new Date(Date.UTC(2025, 1, 28, 2, 0)) });
    // The renewal bought 10 days after the refunded period now runs from its own purchase.
    expect(got[2]).toMatchObject({ starts_at: new Date(recent.getTime() + 10 * DAY_MS), reminder_sent_at: null });
    expect(got[3]).toMatchObject({ starts_at: addMonthsUtc(new Date(recent.getTime() + 10 * DAY_MS), 12) });
    expect(await periods(untouched.user.id)).toEqual(untouchedBefore);
  });
});
