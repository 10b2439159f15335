import { pathInLocale, type Locale } from '../../../shared/i18n/locale';
import { withAdvisoryLock } from '../../db/advisory-locks';
import { membershipExpiredEmail, membershipReminderEmail } from '../../integrations/email/templates';
import { DAY_MS } from '../../lib/dates';
import type { Deps } from '../../lib/deps';
import { claimExpiryNotices, unmarkExpiryNotice } from './repo';

const REMINDER_DAYS = 7;

/**
 * The daily job: e-mail members 7 days before their access ends and on the day it ends. Rows are claimed
 * (marked sent) inside a transaction holding an advisory lock, so with several instances exactly one sends
 * each message; the e-mails go out after the claim, and a failed send is un-marked for the next run.
 */
export async function sendMembershipExpiryNotices(deps: Deps): Promise<{ reminders: number; expiries: number }> {
  const now = deps.now();
  const claim = await withAdvisoryLock(deps.db, 'membershipNotices', (tx) => claimExpiryNotices(tx, now, REMINDER_DAYS * DAY_MS));
  if (!claim.ran) return { reminders: 0, expiries: 0 };
  const claimed = claim.value;

  // The pricing page in the member's language (docs/decisions/058-choosing-the-language.md).
  const renewLink = (locale: Locale) => `${deps.config.publicUrl}${pathInLocale('/pricing', locale)}`;
  let sentReminders = 0;
  let sentExpiries = 0;
  for (const row of claimed.reminders) {
    try {
      await deps.email.send(membershipReminderEmail(row.email, row.firstName, row.expiresAt, renewLink(row.locale), row.locale));
      sentReminders += 1;
    } catch (error) {
      deps.log.error({ err: error, membershipId: row.id }, 'membership reminder failed; will retry');
      await unmarkExpiryNotice(deps.db, 'reminder', row.id);
    }
  }
  for (const row of claimed.expiries) {
    try {
      await deps.email.send(membershipExpiredEmail(row.email, row.firstName, renewLink(row.locale), row.locale));
      sentExpiries += 1;
    } catch (error) {
      deps.log.error({ err: error, membershipId: row.id }, 'membership expiry notice failed; will retry');
      await unmarkExpiryNotice(deps.db, 'expiry', row.id);
    }
  }
  return { reminders: sentReminders, expiries: sentExpiries };
}
