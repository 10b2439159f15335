import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { withAdvisoryLock } from '../../db/advisory-locks';
import { users } from '../../db/schema/accounts';
import { memberships } from '../../db/schema/memberships';
import { membershipExpiredEmail, membershipReminderEmail } from '../../integrations/email/templates';
import { DAY_MS } from '../../lib/dates';
import type { Deps } from '../../lib/deps';

const REMINDER_DAYS = 7;

/** No later, still-running membership of the same member (a renewal makes the reminder moot). */
const noLaterAccess = (now: Date) => sql`not exists (
  select 1 from ${memberships} later
  where later.user_id = ${memberships.userId} and later.id <> ${memberships.id}
    and later.ended_at is null and later.expires_at > greatest(${memberships.expiresAt}, ${now})
)`;

/**
 * The daily job: e-mail members 7 days before their access ends and on the day it ends. Rows are claimed
 * (marked sent) inside a transaction holding an advisory lock, so with several instances exactly one sends
 * each message; the e-mails go out after the claim, and a failed send is un-marked for the next run.
 */
export async function sendMembershipExpiryNotices(deps: Deps): Promise<{ reminders: number; expiries: number }> {
  const now = deps.now();
  const claim = await withAdvisoryLock(deps.db, 'membershipNotices', async (tx) => {
    const columns = { id: memberships.id, expiresAt: memberships.expiresAt, email: users.email, firstName: users.firstName };
    const reminders = await tx
      .select(columns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          isNull(memberships.endedAt),
          isNull(memberships.reminderSentAt),
          gt(memberships.expiresAt, now),
          lte(memberships.expiresAt, new Date(now.getTime() + REMINDER_DAYS * DAY_MS)),
          eq(users.accountStatus, 'active'),
          // A deleted account keeps its periods for accounting, and gets no e-mail (docs/product.md#account-page).
          isNull(users.deletedAt),
          noLaterAccess(now),
        ),
      )
      .for('update', { of: memberships });
    const expiries = await tx
      .select(columns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          isNull(memberships.endedAt),
          isNull(memberships.expiryNoticeSentAt),
          lte(memberships.expiresAt, now),
          gt(memberships.expiresAt, new Date(now.getTime() - REMINDER_DAYS * DAY_MS)),
          eq(users.accountStatus, 'active'),
          isNull(users.deletedAt),
          noLaterAccess(now),
        ),
      )
      .for('update', { of: memberships });
    for (const row of reminders) await tx.update(memberships).set({ reminderSentAt: now }).where(eq(memberships.id, row.id));
    for (const row of expiries) await tx.update(memberships).set({ expiryNoticeSentAt: now }).where(eq(memberships.id, row.id));
    return { reminders, expiries };
  });
  if (!claim.ran) return { reminders: 0, expiries: 0 };
  const claimed = claim.value;

  const renewLink = `${deps.config.publicUrl}/pricing`;
  let sentReminders = 0;
  let sentExpiries = 0;
  for (const row of claimed.reminders) {
    try {
      await deps.email.send(membershipReminderEmail(row.email, row.firstName, row.expiresAt, renewLink));
      sentReminders += 1;
    } catch (error) {
      deps.log.error({ err: error, membershipId: row.id }, 'membership reminder failed; will retry');
      await deps.db.update(memberships).set({ reminderSentAt: null }).where(eq(memberships.id, row.id));
    }
  }
  for (const row of claimed.expiries) {
    try {
      await deps.email.send(membershipExpiredEmail(row.email, row.firstName, renewLink));
      sentExpiries += 1;
    } catch (error) {
      deps.log.error({ err: error, membershipId: row.id }, 'membership expiry notice failed; will retry');
      await deps.db.update(memberships).set({ expiryNoticeSentAt: null }).where(eq(memberships.id, row.id));
    }
  }
  return { reminders: sentReminders, expiries: sentExpiries };
}
