import { formatMembershipDate, PAYMENT_MESSAGES } from '../../../shared/messages';
import { RENEW_WITHIN_DAYS } from '../../../shared/schemas/account';
import { normalizeEmail } from '../../../shared/schemas/email';
import type { CheckoutState, PendingPayment } from '../../../shared/schemas/payments';
import { PAYMENT_ERROR_CODES } from '../../../shared/error-codes';
import type { Executor, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { DAY_MS } from '../../lib/dates';
import type { Deps } from '../../lib/deps';
import { hashToken } from '../../lib/secure-token';
import { getActiveMembership, lockMemberAccess } from '../membership/service';
import * as mpesaRepo from './mpesa-repo';
import * as repo from './repo';
import { applyPaymentOutcome, isStripeProvider } from './service';

/**
 * One payment in flight per member, whatever the method (docs/product.md#one-payment-at-a-time,
 * docs/decisions/023-one-payment-in-flight.md). A payment is in flight from its submission — an M-Pesa push
 * accepted, a card confirmation sent — until it has an outcome or a status query shows it failed. An unsubmitted
 * card intent is not: the checkout hands it out again instead of making another.
 */

/** The member pays for their own account only: an e-mail in the body must be the session's (docs/product.md#checkout). */
export function assertOwnAccount(user: { email: string }, email: string | undefined) {
  if (email === undefined) return;
  if (normalizeEmail(email) !== normalizeEmail(user.email)) {
    throw new AppError(403, PAYMENT_ERROR_CODES.notYourAccount, PAYMENT_MESSAGES.notYourAccount);
  }
}

/** The running membership as the checkout needs it; renewal opens RENEW_WITHIN_DAYS before it ends. */
export async function membershipWindow(db: Executor, userId: string, now: Date): Promise<CheckoutState['membership']> {
  const active = await getActiveMembership(db, { userId, now });
  if (!active) return null;
  const renewFrom = new Date(active.expiresAt.getTime() - RENEW_WITHIN_DAYS * DAY_MS);
  return { expiresAt: active.expiresAt.toISOString(), renewFrom: renewFrom.toISOString(), canRenew: now >= renewFrom };
}

/** The member's M-Pesa push without an outcome, as the checkout resumes it. */
export async function pendingPushOf(db: Executor, userId: string): Promise<PendingPayment | null> {
  const found = await mpesaRepo.findPushInFlightOf(db, userId);
  if (!found) return null;
  return {
    method: 'mpesa',
    id: found.payment.id,
    amountKes: found.mpesa.amountKes,
    phone: found.mpesa.phone,
    sentAt: found.mpesa.createdAt.toISOString(),
    expiresAt: found.mpesa.expiresAt.toISOString(),
  };
}

export interface CardPayments {
  /** A card payment submitted at Stripe and not decided yet. */
  inFlight: PendingPayment | null;
  /** The newest unsubmitted intent that can still be paid, to hand out again. */
  reusable: { providerRef: string; clientSecret: string } | null;
}

/**
 * The member's card payments without an outcome in our table, brought up to date: Stripe is asked about each
 * (a decided one is applied, as its webhook would); the sandbox's are never in flight (its confirmation decides
 * at once, under the member's lock). Runs outside any transaction: it calls Stripe. Stripe unreachable: that intent
 * is left as it is (neither reused nor counted), and the answer comes from what is known.
 */
export async function refreshCardPayments(deps: Deps, userId: string): Promise<CardPayments> {
  const result: CardPayments = { inFlight: null, reusable: null };
  for (const row of await repo.listOpenCardPaymentsOf(deps.db, userId)) {
    if (row.provider === 'sandbox') {
      const secret = deps.payments.kind === 'sandbox' ? deps.payments.secretOf?.(row.providerRef) : undefined;
      // After a restart the key is new and the secret no longer matches: that intent is simply not reused.
      if (!result.reusable && secret && row.clientSecretHash === hashToken(secret)) {
        result.reusable = { providerRef: row.providerRef, clientSecret: secret };
      }
      continue;
    }
    if (!isStripeProvider(deps.payments)) continue;
    let outcome;
    try {
      outcome = await deps.payments.retrieveOutcome(row.providerRef);
    } catch (error) {
      deps.log.warn({ err: error, paymentIntentId: row.providerRef }, 'Stripe could not be asked about an open payment');
      continue;
    }
    if (!outcome) continue;
    if (outcome.status !== 'requires_payment') {
      await applyPaymentOutcome(deps, { provider: 'stripe', providerRef: row.providerRef, outcome }).catch((error: unknown) => {
        // A wrong amount is left for the webhook's own answer; it grants nothing either way.
        if (error instanceof AppError) return;
        throw error;
      });
      continue;
    }
    if (outcome.submitted) result.inFlight ??= { method: 'card', id: row.id };
    else if (!result.reusable && outcome.clientSecret)
      result.reusable = { providerRef: row.providerRef, clientSecret: outcome.clientSecret };
  }
  return result;
}

/**
 * Under the member's lock: refuses a new payment (or a card confirmation) while another is in flight (409
 * PAYMENT_IN_FLIGHT with the pending one in `details`) or while the member has more than RENEW_WITHIN_DAYS of
 * membership left (409 ALREADY_MEMBER). `cardInFlight` is what refreshCardPayments learnt from Stripe.
 */
export async function assertMayPay(tx: Tx, deps: Deps, userId: string, cardInFlight: PendingPayment | null) {
  await lockMemberAccess(tx, userId);
  const pending = cardInFlight ?? (await pendingPushOf(tx, userId));
  if (pending) throw new AppError(409, PAYMENT_ERROR_CODES.paymentInFlight, PAYMENT_MESSAGES.paymentInFlight, { pending });
  const membership = await membershipWindow(tx, userId, deps.now());
  if (membership && !membership.canRenew) {
    throw new AppError(
      409,
      PAYMENT_ERROR_CODES.alreadyMember,
      PAYMENT_MESSAGES.alreadyMember(formatMembershipDate(membership.expiresAt), formatMembershipDate(membership.renewFrom)),
      { expiresAt: membership.expiresAt, renewFrom: membership.renewFrom },
    );
  }
}
