import { JOB_CATEGORIES, PROVINCES } from '../../../shared/constants';
import { JOB_ALERT_MESSAGES, type JobAlertRequest } from '../../../shared/schemas/funnel';
import { ERROR_CODES } from '../../../shared/schemas/envelope';
import { jobAlertConfirmationEmail, jobAlertDigestEmail, jobAlertPausedEmail } from '../../integrations/email/templates';
import { withAdvisoryLock } from '../../db/advisory-locks';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { hashToken, newSecureToken } from '../../lib/secure-token';
import { searchJobs } from '../jobs/service';
import { getActiveMembership } from '../membership/service';
import * as repo from './repo';

const DIGEST_MAX_JOBS = 20;
export const ALERTS_PER_EMAIL = { limit: 5, windowMs: 60 * 60 * 1000 };

/** Stores an unconfirmed alert and e-mails the confirmation link (double opt-in). */
export async function subscribeToJobAlert(deps: Deps, input: JobAlertRequest & { email: string; userId: string }) {
  if (input.province && !(PROVINCES as readonly string[]).includes(input.province)) {
    throw new AppError(400, ERROR_CODES.validation, 'Unknown province.', { province: 'Unknown province' });
  }
  if (input.category && !(JOB_CATEGORIES as readonly string[]).includes(input.category)) {
    throw new AppError(400, ERROR_CODES.validation, 'Unknown category.', { category: 'Unknown category' });
  }
  // Quietly ignore a flood for one address: the answer stays the same, no e-mail goes out.
  const perEmail = await deps.attempts.hit(`job-alert:${input.email}`, ALERTS_PER_EMAIL.windowMs);
  if (perEmail.count > ALERTS_PER_EMAIL.limit) return;
  const confirmToken = newSecureToken();
  const unsubscribeToken = newSecureToken();
  await repo.insertAlert(deps.db, {
    userId: input.userId,
    email: input.email,
    search: input.search || null,
    province: input.province || null,
    category: input.category || null,
    lmiaOnly: input.lmiaOnly ?? false,
    confirmTokenHash: hashToken(confirmToken),
    unsubscribeTokenHash: hashToken(unsubscribeToken),
    createdAt: deps.now(),
  });
  const base = deps.config.publicUrl;
  await deps.email.send(
    jobAlertConfirmationEmail(
      input.email,
      describeAlert(input),
      `${base}/api/job-alerts/confirm?token=${confirmToken}`,
      `${base}/api/job-alerts/unsubscribe?token=${unsubscribeToken}`,
    ),
  );
}

export function describeAlert(alert: {
  search?: string | null;
  province?: string | null;
  category?: string | null;
  lmiaOnly?: boolean | null;
}) {
  const parts = [
    alert.search ? `"${alert.search}"` : 'all jobs',
    alert.category,
    alert.province,
    alert.lmiaOnly ? 'positive LMIA only' : null,
  ].filter(Boolean);
  return parts.join(' · ');
}

export async function confirmJobAlert(deps: Deps, token: string) {
  if (!(await repo.confirmAlert(deps.db, hashToken(token), deps.now()))) return JOB_ALERT_MESSAGES.invalidLink;
  return JOB_ALERT_MESSAGES.confirmed;
}

export async function unsubscribeJobAlert(deps: Deps, token: string) {
  if (!(await repo.unsubscribeAlert(deps.db, hashToken(token), deps.now()))) return JOB_ALERT_MESSAGES.invalidLink;
  return JOB_ALERT_MESSAGES.unsubscribed;
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
      const owner = alert.userId ? await getActiveMembership(deps.db, { userId: alert.userId, now }) : null;
      if (!owner) {
        paused += 1;
        if (!alert.pausedNoticeSentAt) await sendPausedNotice(deps, alert, now);
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
          `${deps.config.publicUrl}/jobs`,
          await newUnsubscribeLink(deps, alert.id),
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

async function newUnsubscribeLink(deps: Deps, alertId: string) {
  const token = newSecureToken();
  await repo.rotateUnsubscribeToken(deps.db, alertId, hashToken(token));
  return `${deps.config.publicUrl}/api/job-alerts/unsubscribe?token=${token}`;
}

/** Said once per lapse: the stamp is cleared when the owner is a member again. */
async function sendPausedNotice(deps: Deps, alert: repo.JobAlertRow, now: Date) {
  await deps.email.send(
    jobAlertPausedEmail(alert.email, describeAlert(alert), `${deps.config.publicUrl}/pricing`, await newUnsubscribeLink(deps, alert.id)),
  );
  await repo.setPausedNoticeSentAt(deps.db, alert.id, now);
}
