import type { AccountPayment, MembershipSummary } from '../../../shared/schemas/account';
import { ACCOUNT_ERROR_CODES } from '../../../shared/error-codes';
import { ACCOUNT_PAGE_MESSAGES } from '../../../shared/messages';
import { ApiError, toUserMessage } from '../../lib/api-client';
import { localized } from '../../../shared/i18n/localized';
import { m } from '../../../shared/i18n/paraglide/messages.js';

/** The account page's pure parts (docs/product.md#account-page): membership words, money, receipts, refusals. */

const KIND_LABELS: Record<NonNullable<MembershipSummary['kind']>, string> = localized({
  paid: m.account_kind_paid,
  complimentary: m.account_kind_complimentary,
  humanitarian: m.account_kind_humanitarian,
});

export function membershipKindText(kind: MembershipSummary['kind']): string {
  return kind ? KIND_LABELS[kind] : m.account_kind_none();
}

export function daysLeftText({ active, daysLeft }: Pick<MembershipSummary, 'active' | 'daysLeft'>): string {
  if (!active || daysLeft <= 0) return m.account_membership_ended();
  return m.account_days_left({ count: daysLeft });
}

/** A receipt exists for succeeded payments only; the link works as a plain link because the session cookie goes with it. */
export function receiptUrl(payment: Pick<AccountPayment, 'id' | 'status'>): string | null {
  return payment.status === 'succeeded' ? `/api/account/payments/${encodeURIComponent(payment.id)}/receipt.pdf` : null;
}

export const EXPORT_URL = '/api/account/export';

/** A wrong password reads as such whichever status the server uses for it; anything else as any failed call. */
export function accountErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.errorCode === ACCOUNT_ERROR_CODES.wrongPassword) return ACCOUNT_PAGE_MESSAGES.wrongPassword;
  return toUserMessage(error);
}
