import { boundText, escapeHtml } from '../../lib/html';
import type { EmailMessage } from './email-service';

/**
 * The longest text a person typed (or a job feed supplied) that a message shows, in characters; longer is
 * cut with "…". Such text is never made into a link, and the HTML part escapes it
 * (docs/product.md#e-mail-content).
 */
export const EMAIL_TEXT_BOUNDS = { firstName: 50, alertDescription: 200, jobField: 120 } as const;

/** One layout for every message: a greeting, a paragraph, one button-link, a footer. */
function linkMessage(input: {
  to: string;
  firstName: string;
  subject: string;
  intro: string;
  action: string;
  link: string;
  outro: string;
}): EmailMessage {
  const firstName = boundText(input.firstName, EMAIL_TEXT_BOUNDS.firstName);
  const text = [`Hello ${firstName},`, '', input.intro, '', `${input.action}: ${input.link}`, '', input.outro, '', '— Maple Bridge'].join(
    '\n',
  );
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111827;line-height:1.5">
<p>Hello ${escapeHtml(firstName)},</p>
<p>${escapeHtml(input.intro)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#2563EB;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(input.action)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(input.outro)}<br>If the button does not work, copy this address into your browser: ${escapeHtml(input.link)}</p>
<p>— Maple Bridge</p>
</body></html>`;
  return { to: input.to, subject: input.subject, text, html, link: input.link };
}

export function verificationEmail(to: string, firstName: string, link: string): EmailMessage {
  return linkMessage({
    to,
    firstName,
    subject: 'Verify your e-mail address for Maple Bridge',
    intro: 'Thank you for creating your Maple Bridge account. Please confirm that this e-mail address is yours.',
    action: 'Verify my e-mail address',
    link,
    outro: 'The link is valid for 7 days. If you did not create an account, you can ignore this message.',
  });
}

export function passwordResetEmail(to: string, firstName: string, link: string): EmailMessage {
  return linkMessage({
    to,
    firstName,
    subject: 'Reset your Maple Bridge password',
    intro: 'Someone asked to reset the password of your Maple Bridge account.',
    action: 'Choose a new password',
    link,
    outro: 'The link is valid for 60 minutes and works once. If you did not ask for it, ignore this message: your password stays as it is.',
  });
}

const formatDate = (date: Date) => date.toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function membershipReminderEmail(to: string, firstName: string, expiresAt: Date, link: string): EmailMessage {
  return linkMessage({
    to,
    firstName,
    subject: 'Your Maple Bridge membership ends in 7 days',
    intro: `Your membership ends on ${formatDate(expiresAt)}. Renew for another 12 months to keep your access to jobs and document tools.`,
    action: 'Renew my membership',
    link,
    outro: 'Renewing adds 12 months to the end of your current membership, so no days are lost.',
  });
}

export function membershipExpiredEmail(to: string, firstName: string, link: string): EmailMessage {
  return linkMessage({
    to,
    firstName,
    subject: 'Your Maple Bridge membership has ended',
    intro: 'Your 12-month membership has ended. Your account and documents are kept; renew to get access again.',
    action: 'Renew my membership',
    link,
    outro: 'If you believe this is a mistake, reply to this e-mail or contact support.',
  });
}

/** An administrator refunded the member's payment (docs/product.md#refunds). */
export function refundedEmail(to: string, firstName: string, link: string): EmailMessage {
  return linkMessage({
    to,
    firstName,
    subject: 'Your Maple Bridge payment was refunded',
    intro:
      'Your refund request was accepted and your payment was refunded. A card refund reaches your account in 5 to 10 days; an M-Pesa reversal at once. The access this payment gave has ended.',
    action: 'See my account',
    link,
    outro: 'If you did not ask for a refund, reply to this e-mail or contact support.',
  });
}

/** An administrator declined the member's refund request, with the reason they gave (docs/product.md#refunds). */
export function refundDeclinedEmail(to: string, firstName: string, reason: string, link: string): EmailMessage {
  return linkMessage({
    to,
    firstName,
    subject: 'Your Maple Bridge refund request was declined',
    intro: `Your refund request was declined. The reason: ${boundText(reason, 500)} Your membership continues as before.`,
    action: 'See my account',
    link,
    outro: 'If you have questions about this decision, reply to this e-mail or contact support.',
  });
}

const alertDescription = (description: string) => boundText(description, EMAIL_TEXT_BOUNDS.alertDescription);

export function jobAlertConfirmationEmail(to: string, description: string, confirmLink: string, unsubscribeLink: string): EmailMessage {
  const message = linkMessage({
    to,
    firstName: 'there',
    subject: 'Confirm your Maple Bridge job alert',
    intro: `You asked for a daily e-mail about new jobs matching: ${alertDescription(description)}. Please confirm this is you.`,
    action: 'Confirm my job alert',
    link: confirmLink,
    outro: `If you did not ask for this, ignore this message and nothing will be sent. To stop at any time: ${unsubscribeLink}`,
  });
  return message;
}

export function jobAlertPausedEmail(to: string, description: string, renewLink: string, unsubscribeLink: string): EmailMessage {
  return linkMessage({
    to,
    firstName: 'there',
    subject: 'Your Maple Bridge job alert is paused',
    intro: `Your job alert (${alertDescription(description)}) is paused because the membership of the account that saved it is not active. Job alerts are part of the membership; renew and the daily e-mails start again with the next new jobs.`,
    action: 'Renew my membership',
    link: renewLink,
    outro: `This is the only message you will get about it while the alert is paused. To delete the alert instead: ${unsubscribeLink}`,
  });
}

export function jobAlertDigestEmail(
  to: string,
  description: string,
  jobs: Array<{ title: string; company: string; location: string; province: string | null; isLMIA: boolean }>,
  jobsLink: string,
  unsubscribeLink: string,
): EmailMessage {
  const field = (value: string) => boundText(value, EMAIL_TEXT_BOUNDS.jobField);
  const lines = jobs.map(
    (job) =>
      `• ${field(job.title)} — ${field(job.company)}, ${field(job.location)}${job.province ? `, ${job.province}` : ''}${job.isLMIA ? ' (positive LMIA)' : ''}`,
  );
  const shown = alertDescription(description);
  const text = [
    `New jobs matching your alert (${shown}):`,
    '',
    ...lines,
    '',
    `See them all (members): ${jobsLink}`,
    '',
    `Unsubscribe with one click: ${unsubscribeLink}`,
    '',
    '— Maple Bridge',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111827;line-height:1.5">
<p>New jobs matching your alert (${escapeHtml(shown)}):</p>
<ul>${jobs.map((job, i) => `<li>${escapeHtml(lines[i]!.slice(2))}</li>`).join('')}</ul>
<p><a href="${escapeHtml(jobsLink)}">See them all</a> (members)</p>
<p style="font-size:13px;color:#4b5563"><a href="${escapeHtml(unsubscribeLink)}">Unsubscribe</a> with one click.</p>
</body></html>`;
  return {
    to,
    subject: `${jobs.length} new job${jobs.length === 1 ? '' : 's'} for your Maple Bridge alert`,
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
): EmailMessage {
  const field = (value: string) => boundText(value, EMAIL_TEXT_BOUNDS.jobField);
  const place = (e: { city: string | null; province: string | null }) => [e.city, e.province].filter(Boolean).map(String).join(', ');
  const heads = input.employers.map((e) => `${field(e.name)}${place(e) ? ` — ${field(place(e))}` : ''}`);
  const intro = `The approvals of ${input.quarterLabel} are published. These employers were approved to hire for your occupations:`;
  const text = [
    intro,
    '',
    ...input.employers.flatMap((e, i) => [`• ${heads[i]}`, ...e.reasons.map((reason) => `    ${reason}`)]),
    '',
    `See all your matches (members): ${input.matchesLink}`,
    '',
    `Stop these e-mails with one click: ${input.unsubscribeLink}`,
    '',
    '— Maple Bridge',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111827;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<ul>${input.employers
    .map((e, i) => `<li><strong>${escapeHtml(heads[i]!)}</strong><br>${e.reasons.map((reason) => escapeHtml(reason)).join('<br>')}</li>`)
    .join('')}</ul>
<p><a href="${escapeHtml(input.matchesLink)}">See all your matches</a> (members)</p>
<p style="font-size:13px;color:#4b5563"><a href="${escapeHtml(input.unsubscribeLink)}">Stop these e-mails</a> with one click.</p>
</body></html>`;
  return {
    to,
    subject: `New employer matches for you: ${input.quarterLabel}`,
    text,
    html,
    link: input.unsubscribeLink,
  };
}
