import type { AdminPayment, AdminUser } from '../../../shared/schemas/admin';
import { AUDIT_ACTIONS } from '../../../shared/schemas/admin';
import { MPESA_MESSAGES } from '../../../shared/messages';
import { CONSOLE_TEXTS } from './console-texts';

/** What a cell shows for a missing value. */
export const EMPTY_CELL = '—';

export type BadgeTone = 'green' | 'red' | 'amber' | 'gray';

export function userName(user: Pick<AdminUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || EMPTY_CELL;
}

/** active is green, blocked red; any status the server may add later is shown as it is, in grey. */
export function accountStatusView(status: string): { label: string; tone: BadgeTone } {
  if (status === 'active') return { label: 'Active', tone: 'green' };
  if (status === 'blocked') return { label: 'Blocked', tone: 'red' };
  return { label: humanize(status), tone: 'gray' };
}

const PAYMENT_STATUS: Record<AdminPayment['status'], { label: string; tone: BadgeTone }> = {
  succeeded: { label: 'Succeeded', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
  refunded: { label: 'Refunded', tone: 'gray' },
  disputed: { label: 'Disputed', tone: 'amber' },
  requires_payment: { label: 'Requires payment', tone: 'gray' },
};

export function paymentStatusView(status: string): { label: string; tone: BadgeTone } {
  return PAYMENT_STATUS[status as AdminPayment['status']] ?? { label: humanize(status), tone: 'gray' };
}

/**
 * The payment method column: the provider leaves it empty for plain card payments. A code ('mobile_money') is put
 * into words; a label the provider already wrote for people ('M-Pesa', 'Card (Visa •••• 4242)') is shown as it is.
 */
export function paymentMethodLabel(method: string | null): string {
  const value = method?.trim();
  if (!value) return CONSOLE_TEXTS.payments.defaultMethod;
  if (/^m[-_ ]?pesa$/i.test(value)) return MPESA_MESSAGES.methodLabel;
  return /^[a-z0-9_-]+$/.test(value) ? humanize(value) : value;
}

/** The M-Pesa receipt number under the method ('Receipt NLJ7RT61SV'); null for other payments and unpaid pushes. */
export function paymentReceiptLabel(payment: Pick<AdminPayment, 'provider' | 'reference'>): string | null {
  const receipt = payment.reference?.trim();
  return payment.provider === 'mpesa' && receipt ? CONSOLE_TEXTS.payments.mpesaReceipt(receipt) : null;
}

/** Every action has a label: a new one in AUDIT_ACTIONS fails the typecheck until it is named here. */
const AUDIT_LABELS: Record<(typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS], string> = {
  [AUDIT_ACTIONS.loginSucceeded]: 'Signed in',
  [AUDIT_ACTIONS.loginFailed]: 'Sign-in failed',
  [AUDIT_ACTIONS.loginThrottled]: 'Sign-in throttled',
  [AUDIT_ACTIONS.logout]: 'Signed out',
  [AUDIT_ACTIONS.issueHumanitarianCode]: 'Issued access code',
  [AUDIT_ACTIONS.blockUser]: 'Blocked user',
  [AUDIT_ACTIONS.unblockUser]: 'Unblocked user',
  [AUDIT_ACTIONS.grantMembership]: 'Granted membership',
  [AUDIT_ACTIONS.exportUsers]: 'Exported members (CSV)',
  [AUDIT_ACTIONS.exportPayments]: 'Exported payments (CSV)',
  [AUDIT_ACTIONS.readOutbox]: 'Read the outbox',
  [AUDIT_ACTIONS.startFunnel]: 'Started the job funnel',
  [AUDIT_ACTIONS.stopFunnel]: 'Stopped the job funnel',
  [AUDIT_ACTIONS.updateFunnel]: 'Ran a job funnel update',
  [AUDIT_ACTIONS.refundPayment]: 'Refunded a payment',
  [AUDIT_ACTIONS.declineRefund]: 'Declined a refund',
  [AUDIT_ACTIONS.uploadLmiaQuarter]: 'Loaded an LMIA quarter',
};

/** The audit filter's choices, in the order of AUDIT_ACTIONS. */
export const AUDIT_ACTION_CHOICES = Object.values(AUDIT_ACTIONS).map((value) => ({ value, label: auditActionLabel(value) }));

/** "block_user" → "Blocked user"; an action this build does not know reads as its words ("Reset password"). */
export function auditActionLabel(action: string): string {
  return (AUDIT_LABELS as Record<string, string>)[action] ?? humanize(action);
}

/** When the account was blocked: blockedAt, else (older rows) the last sign-in, else its creation. */
export function blockedSince(user: Pick<AdminUser, 'blockedAt' | 'lastLoginAt' | 'createdAt'>): string {
  return user.blockedAt ?? user.lastLoginAt ?? user.createdAt;
}

/** "requires_payment" → "Requires payment", "mobile-money" → "Mobile money". */
export function humanize(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1).toLowerCase() : EMPTY_CELL;
}
