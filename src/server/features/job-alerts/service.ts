import { pathInLocale, type Locale } from '../../../shared/i18n/locale';
import { emailLinkLanguage } from '../../lib/email-link-page';
import { JOB_ALERT_MESSAGES } from '../../../shared/messages';
import { JOB_ALERTS_PER_MEMBER, type JobAlertRequest } from '../../../shared/schemas/funnel';
import { JOB_ALERT_ERROR_CODES } from '../../../shared/error-codes';
import { normalizeEmail } from '../../../shared/schemas/email';
import { boundText } from '../../lib/html';
import { jobAlertConfirmationEmail, jobAlertDigestEmail, jobAlertPausedEmail } from '../../integrations/email/templates';
import { waitForMemberLock, withAdvisoryLock } from '../../db/advisory-locks';
import { AppError } from '../../lib/app-error';
import { HOUR_MS } from '../../lib/dates';
import type { Executor } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { hashToken, newSecureToken } from '../../lib/secure-token';
import { findUserById } from '../auth/service';
import { searchJobs } from '../jobs/service';
import { getActiveMembership } from '../membership/service';
import * as repo from './repo';

const DIGEST_MAX_JOBS = 20;
const ALERTS_PER_EMAIL = { limit: 5, windowMs: HOUR_MS };
/** The member's search text as e-mails quote it; the rest of the description is our own words. */
export const ALERT_SEARCH_SHOWN_MAX = 80;

/**
 * Stores an unconfirmed alert and e-mails the confirmation link (double opt-in). The request schema
 * already refused a province or category the job search does not know. The alert goes to the member's own
 * address, and only once it is verified: an address typed into the box could be anyone's, and the
 * confirmation would carry the member's search text to them under our name (docs/product.md#job-alerts).
 */
export async function subscribeToJobAlert(deps: Deps, input: JobAlertRequest & { userId: string }) {
  const owner = await findUserById(deps.db, input.userId);
  if (!owner) throw new AppError(403, JOB_ALERT_ERROR_CODES.addressNotVerified, JOB_ALERT_MESSAGES.addressNotVerified);
  const email = normalizeEmail(owner.email);
  if (input.email !== undefined && normalizeEmail(input.email) !== email)
    throw new AppError(400, JOB_ALERT_ERROR_CODES.notOwnAddress, JOB_ALERT_MESSAGES.notOwnAddress);
  if (!owner.emailVerifiedAt) throw new AppError(403, JOB_ALERT_ERROR_CODES.addressNotVerified, JOB_ALERT_MESSAGES.addressNotVerified);
  // Quietly ignore a flood for one address: the answer stays the same, no e-mail goes out.
  const perEmail = await deps.attempts.hit(`job-alert:${email}`, ALERTS_PER_EMAIL.windowMs);
  if (perEmail.count > ALERTS_PER_EMAIL.limit) return;
  const confirmToken = newSecureToken();
  const unsubscribeToken = newSecureToken();
  // A member's live alerts have a ceiling (docs/product.md#job-alerts); counted under the member's lock so
  // parallel requests cannot all find room.
  await deps.db.transaction(async (tx) => {
    await waitForMemberLock(tx, 'memberWrites', input.userId);
    if ((await repo.countLiveAlertsOf(tx, input.userId)) >= JOB_ALERTS_PER_MEMBER)
      throw new AppError(409, JOB_ALERT_ERROR_CODES.limitReached, JOB_ALERT_MESSAGES.limitReached);
    await repo.insertAlert(tx, {
      userId: input.userId,
      email,
      search: input.search || null,
      province: input.province || null,
      category: input.category || null,
      lmiaOnly: input.lmiaOnly ?? false,
      confirmTokenHash: hashToken(confirmToken),
      unsubscribeTokenHash: hashToken(unsubscribeToken),
      createdAt: deps.now(),
    });
  });
  const base = deps.config.publicUrl;
  await deps.email.send(
    jobAlertConfirmationEmail(
      email,
      describeAlert(input),
      `${base}/api/job-alerts/confirm?token=${confirmToken}${emailLinkLanguage(owner.locale)}`,
      `${base}/api/job-alerts/unsubscribe?token=${unsubscribeToken}${emailLinkLanguage(owner.locale)}`,
      owner.locale,
    ),
  );
}

function describeAlert(alert: { search?: string | null; province?: string | null; category?: string | null; lmiaOnly?: boolean | null }) {
  const parts = [
    alert.search ? `"${boundText(alert.search, ALERT_SEARCH_SHOWN_MAX)}"` : JOB_ALERT_MESSAGES.allJobs,
    alert.category,
    alert.province,
    alert.lmiaOnly ? JOB_ALERT_MESSAGES.lmiaOnly : null,
  ].filter(Boolean);
  return parts.join(' · ');
}

/** What following a link from a job-alert e-mail did; the route picks the page and status. */
export type JobAlertLinkResult = { kind: 'confirmed' } | { kind: 'unsubscribed' } | { kind: 'invalid-link' };

export async function confirmJobAlert(deps: Deps, token: string): Promise<JobAlertLinkResult> {
  return { kind: (await repo.confirmAlert(deps.db, hashToken(token), deps.now())) ? 'confirmed' : 'invalid-link' };
}

export async function unsubscribeJobAlert(deps: Deps, token: string): Promise<JobAlertLinkResult> {
  return { kind: (await repo.unsubscribeAlert(deps.db, hashToken(token), deps.now())) ? 'unsubscribed' : 'invalid-link' };
}

/**
 * The daily digest: for each confirmed alert, the jobs added since its last digest (or its confirmation)
 * that match it. Alerts are claimed under an advisory lock; a failed send is un-claimed for the next run.
 * Only a member's alert is served: an alert whose owner's access ended is paused, and its owner is told
 * so once. The unsubscribe link is in every message; the raw token is not stored, so each mints a new one.
 */
export async function sendJobAlertDigests(deps: Deps): Promise<{ sent: number; paused: number }> {
  const now = deps.now();
  const claim = await withAdvisoryLock(deps.db, 'jobAlertDigest', (tx) => repo.claimDueAlerts(tx, now));
  const claimed = claim.ran ? claim.value : [];
  let sent = 0;
  let paused = 0;
  for (const alert of claimed) {
    try {
      // An alert saved before alerts went only to their owner's verified address is never sent again.
      const recipient = await verifiedOwner(deps, alert);
      if (!recipient) continue;
      const owner = alert.userId ? await getActiveMembership(deps.db, { userId: alert.userId, now }) : null;
      if (!owner) {
        paused += 1;
        if (!alert.pausedNoticeSentAt) await sendPausedNotice(deps, alert, recipient.locale, now);
        continue;
      }
      if (alert.pausedNoticeSentAt) await repo.setPausedNoticeSentAt(deps.db, alert.id, null);
      const since = alert.lastSentAt ?? alert.confirmedAt ?? alert.createdAt;
      const { jobs } = await searchJobs(deps, {
        search: alert.search ?? undefined,
        province: alert.province ?? undefined,
        category: alert.category ?? undefined,
        lmiaOnly: alert.lmiaOnly ? 'true' : 'false',
        page: 1,
        pageSize: DIGEST_MAX_JOBS,
        sort: 'newest',
        createdAfter: since,
      });
      if (jobs.length === 0) continue;
      await deps.email.send(
        jobAlertDigestEmail(
          alert.email,
          describeAlert(alert),
          jobs,
          `${deps.config.publicUrl}${pathInLocale('/jobs', recipient.locale)}`,
          await newUnsubscribeLink(deps, alert.id, recipient.locale),
          recipient.locale,
        ),
      );
      sent += 1;
    } catch (error) {
      deps.log.error({ err: error, alertId: alert.id }, 'job alert digest failed; will retry');
      await repo.resetSentAt(deps.db, alert.id, alert.lastSentAt);
    }
  }
  return { sent, paused };
}

/** The alert's owner when the alert goes to their verified address (their language is the e-mail's), else undefined. */
async function verifiedOwner(deps: Deps, alert: repo.JobAlertRow) {
  const owner = alert.userId ? await findUserById(deps.db, alert.userId) : undefined;
  const verified = owner?.emailVerifiedAt != null && !owner.deletedAt && normalizeEmail(owner.email) === normalizeEmail(alert.email);
  return verified ? owner : undefined;
}

async function newUnsubscribeLink(deps: Deps, alertId: string, locale: Locale) {
  const token = newSecureToken();
  await repo.rotateUnsubscribeToken(deps.db, alertId, hashToken(token));
  return `${deps.config.publicUrl}/api/job-alerts/unsubscribe?token=${token}${emailLinkLanguage(locale)}`;
}

/** Said once per lapse: the stamp is cleared when the owner is a member again. */
async function sendPausedNotice(deps: Deps, alert: repo.JobAlertRow, locale: Locale, now: Date) {
  await deps.email.send(
    jobAlertPausedEmail(
      alert.email,
      describeAlert(alert),
      `${deps.config.publicUrl}${pathInLocale('/pricing', locale)}`,
      await newUnsubscribeLink(deps, alert.id, locale),
      locale,
    ),
  );
  await repo.setPausedNoticeSentAt(deps.db, alert.id, now);
}

/**
 * Deletes the member's job alerts (those sent to their address before alerts had owners too); pass the
 * transaction that deletes the account (docs/product.md#account-page).
 */
export async function deleteJobAlertsOf(tx: Executor, input: { userId: string; email: string }) {
  await repo.deleteAlertsOf(tx, input.userId, input.email);
}
