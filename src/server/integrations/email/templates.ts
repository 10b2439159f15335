import { INTL_LOCALE, type Locale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { boundText, escapeHtml } from '../../lib/html';
import type { EmailMessage } from './email-service';

/**
 * Every message is written in its recipient's language (`users.locale`, docs/product.md#languages): each
 * template takes the locale and reads its texts from the `emails` catalogue with it, never from whatever
 * request or job happens to be sending. The callers give links to the pages in that language
 * (docs/decisions/058-choosing-the-language.md).
 */

/**
 * The longest text a person typed (or a job feed supplied) that a message shows, in characters; longer is
 * cut with "…". Such text is never made into a link, and the HTML part escapes it
 * (docs/product.md#e-mail-content).
 */
export const EMAIL_TEXT_BOUNDS = { firstName: 50, alertDescription: 200, jobField: 120 } as const;

const SIGNATURE = '— Maple Bridge';

/**
 * A catalogue sentence with `<tag>words</tag>` parts, as HTML: the words of each tag become a link to its
 * address, everything else is escaped (the same tagged sentences the pages render with RichText).
 */
function taggedHtml(text: string, links: Record<string, string>): string {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(/<([a-z][a-zA-Z0-9]*)>(.*?)<\/\1>/g)) {
    html += escapeHtml(text.slice(from, match.index));
    const href = links[match[1]!];
    html += href === undefined ? escapeHtml(match[2]!) : `<a href="${escapeHtml(href)}">${escapeHtml(match[2]!)}</a>`;
    from = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(from));
}

/** One layout for every message: a greeting, a paragraph, one button-link, a footer. */
function linkMessage(input: {
  to: string;
  locale: Locale;
  /** Null when the message goes to an address, not a named person (job alerts). */
  firstName: string | null;
  subject: string;
  intro: string;
  action: string;
  link: string;
  outro: string;
}): EmailMessage {
  const { locale } = input;
  const greeting =
    input.firstName === null
      ? m.emails_greeting_anonymous({}, { locale })
      : m.emails_greeting({ firstName: boundText(input.firstName, EMAIL_TEXT_BOUNDS.firstName) }, { locale });
  const text = [greeting, '', input.intro, '', `${input.action}: ${input.link}`, '', input.outro, '', SIGNATURE].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#111827;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(input.intro)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#2563EB;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(input.action)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(input.outro)}<br>${escapeHtml(m.emails_button_fallback({ link: input.link }, { locale }))}</p>
<p>${SIGNATURE}</p>
</body></html>`;
  return { to: input.to, subject: input.subject, text, html, link: input.link };
}

export function verificationEmail(to: string, firstName: string, link: string, locale: Locale): EmailMessage {
  return linkMessage({
    to,
    locale,
    firstName,
    subject: m.emails_verify_subject({}, { locale }),
    intro: m.emails_verify_intro({}, { locale }),
    action: m.emails_verify_action({}, { locale }),
    link,
    outro: m.emails_verify_outro({}, { locale }),
  });
}

export function passwordResetEmail(to: string, firstName: string, link: string, locale: Locale): EmailMessage {
  return linkMessage({
    to,
    locale,
    firstName,
    subject: m.emails_reset_subject({}, { locale }),
    intro: m.emails_reset_intro({}, { locale }),
    action: m.emails_reset_action({}, { locale }),
    link,
    outro: m.emails_reset_outro({}, { locale }),
  });
}

const formatDate = (date: Date, locale: Locale) =>
  date.toLocaleDateString(INTL_LOCALE[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function membershipReminderEmail(to: string, firstName: string, expiresAt: Date, link: string, locale: Locale): EmailMessage {
  return linkMessage({
    to,
    locale,
    firstName,
    subject: m.emails_reminder_subject({}, { locale }),
    intro: m.emails_reminder_intro({ date: formatDate(expiresAt, locale) }, { locale }),
    action: m.emails_renew_action({}, { locale }),
    link,
    outro: m.emails_reminder_outro({}, { locale }),
  });
}

export function membershipExpiredEmail(to: string, firstName: string, link: string, locale: Locale): EmailMessage {
  return linkMessage({
    to,
    locale,
    firstName,
    subject: m.emails_expired_subject({}, { locale }),
    intro: m.emails_expired_intro({}, { locale }),
    action: m.emails_renew_action({}, { locale }),
    link,
    outro: m.emails_expired_outro({}, { locale }),
  });
}

/** An administrator refunded the member's payment (docs/product.md#refunds). */
export function refundedEmail(to: string, firstName: string, link: string, locale: Locale): EmailMessage {
  return linkMessage({
    to,
    locale,
    firstName,
    subject: m.emails_refunded_subject({}, { locale }),
    intro: m.emails_refunded_intro({}, { locale }),
    action: m.emails_account_action({}, { locale }),
    link,
    outro: m.emails_refunded_outro({}, { locale }),
  });
}

/**
 * An administrator declined the member's refund request, with the reason they gave (docs/product.md#refunds);
 * the reason is quoted as the administrator wrote it, whatever the member's language.
 */
export function refundDeclinedEmail(to: string, firstName: string, reason: string, link: string, locale: Locale): EmailMessage {
  return linkMessage({
    to,
    locale,
    firstName,
    subject: m.emails_refund_declined_subject({}, { locale }),
    intro: m.emails_refund_declined_intro({ reason: boundText(reason, 500) }, { locale }),
    action: m.emails_account_action({}, { locale }),
    link,
    outro: m.emails_refund_declined_outro({}, { locale }),
  });
}

const alertDescription = (description: string) => boundText(description, EMAIL_TEXT_BOUNDS.alertDescription);

export function jobAlertConfirmationEmail(
  to: string,
  description: string,
  confirmLink: string,
  unsubscribeLink: string,
  locale: Locale,
): EmailMessage {
  return linkMessage({
    to,
    locale,
    firstName: null,
    subject: m.emails_alert_confirm_subject({}, { locale }),
    intro: m.emails_alert_confirm_intro({ description: alertDescription(description) }, { locale }),
    action: m.emails_alert_confirm_action({}, { locale }),
    link: confirmLink,
    outro: m.emails_alert_confirm_outro({ link: unsubscribeLink }, { locale }),
  });
}

export function jobAlertPausedEmail(
  to: string,
  description: string,
  renewLink: string,
  unsubscribeLink: string,
  locale: Locale,
): EmailMessage {
  return linkMessage({
    to,
    locale,
    firstName: null,
    subject: m.emails_alert_paused_subject({}, { locale }),
    intro: m.emails_alert_paused_intro({ description: alertDescription(description) }, { locale }),
    action: m.emails_renew_action({}, { locale }),
    link: renewLink,
    outro: m.emails_alert_paused_outro({ link: unsubscribeLink }, { locale }),
  });
}

export function jobAlertDigestEmail(
  to: string,
  description: string,
  jobs: Array<{ title: string; company: string; location: string; province: string | null; isLMIA: boolean }>,
  jobsLink: string,
  unsubscribeLink: string,
  locale: Locale,
): EmailMessage {
  const field = (value: string) => boundText(value, EMAIL_TEXT_BOUNDS.jobField);
  const positiveLmia = m.emails_digest_positive_lmia({}, { locale });
  const lines = jobs.map(
    (job) =>
      `• ${field(job.title)} — ${field(job.company)}, ${field(job.location)}${job.province ? `, ${job.province}` : ''}${job.isLMIA ? ` ${positiveLmia}` : ''}`,
  );
  const heading = m.emails_digest_heading({ description: alertDescription(description) }, { locale });
  const text = [
    heading,
    '',
    ...lines,
    '',
    m.emails_digest_all_text({ link: jobsLink }, { locale }),
    '',
    m.emails_digest_unsubscribe_text({ link: unsubscribeLink }, { locale }),
    '',
    SIGNATURE,
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#111827;line-height:1.5">
<p>${escapeHtml(heading)}</p>
<ul>${jobs.map((_job, i) => `<li>${escapeHtml(lines[i]!.slice(2))}</li>`).join('')}</ul>
<p>${taggedHtml(m.emails_digest_all_html({}, { locale }), { all: jobsLink })}</p>
<p style="font-size:13px;color:#4b5563">${taggedHtml(m.emails_digest_unsubscribe_html({}, { locale }), { unsubscribe: unsubscribeLink })}</p>
</body></html>`;
  return {
    to,
    subject: m.emails_digest_subject({ count: jobs.length }, { locale }),
    text,
    html,
    link: unsubscribeLink,
  };
}

/**
 * My matches' new-quarter e-mail (docs/product.md#my-matches): the member's best new matches from a quarter
 * just published, each with its reasons, a link to /matches and the one-click opt-out.
 */
export function newQuarterMatchesEmail(
  to: string,
  input: {
    quarterLabel: string;
    employers: Array<{ name: string; city: string | null; province: string | null; reasons: string[] }>;
    matchesLink: string;
    unsubscribeLink: string;
  },
  locale: Locale,
): EmailMessage {
  const field = (value: string) => boundText(value, EMAIL_TEXT_BOUNDS.jobField);
  const place = (e: { city: string | null; province: string | null }) => [e.city, e.province].filter(Boolean).map(String).join(', ');
  const heads = input.employers.map((e) => `${field(e.name)}${place(e) ? ` — ${field(place(e))}` : ''}`);
  const intro = m.emails_matches_intro({ quarter: input.quarterLabel }, { locale });
  const text = [
    intro,
    '',
    ...input.employers.flatMap((e, i) => [`• ${heads[i]}`, ...e.reasons.map((reason) => `    ${reason}`)]),
    '',
    m.emails_matches_all_text({ link: input.matchesLink }, { locale }),
    '',
    m.emails_matches_stop_text({ link: input.unsubscribeLink }, { locale }),
    '',
    SIGNATURE,
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#111827;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<ul>${input.employers
    .map((e, i) => `<li><strong>${escapeHtml(heads[i]!)}</strong><br>${e.reasons.map((reason) => escapeHtml(reason)).join('<br>')}</li>`)
    .join('')}</ul>
<p>${taggedHtml(m.emails_matches_all_html({}, { locale }), { all: input.matchesLink })}</p>
<p style="font-size:13px;color:#4b5563">${taggedHtml(m.emails_matches_stop_html({}, { locale }), { stop: input.unsubscribeLink })}</p>
</body></html>`;
  return {
    to,
    subject: m.emails_matches_subject({ quarter: input.quarterLabel }, { locale }),
    text,
    html,
    link: input.unsubscribeLink,
  };
}
