import { MEMBERSHIP } from '../../../shared/constants';
import { PAYMENT_MESSAGES } from '../../../shared/messages';
import type { CheckoutState } from '../../../shared/schemas/payments';
import { PAYMENT_ERROR_CODES } from '../../../shared/error-codes';
import { sandboxOutcomeForCard } from '../../integrations/payments/sandbox-provider';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { hashToken } from '../../lib/secure-token';
import { localKenyanMobile } from '../../../shared/phone';
import { lockMemberAccess } from '../membership/service';
import { savedProfilePhone } from '../profile/service';
import { assertMayPay, assertOwnAccount, membershipWindow, pendingPushOf, refreshCardPayments } from './in-flight';
import { refreshPushesOf } from './mpesa-service';
import * as repo from './repo';
import { applyPaymentOutcomeIn, invalidAmount, paymentNotFound } from './service';

type Member = { id: string; email: string };

/**
 * The M-Pesa number to start the form with (docs/product.md#checkout): the member typed it once already, in My
 * profile or on the account, so they are not asked again. The profile's comes first (it is the CV's, kept
 * current); a number that is no Kenyan mobile is passed over, never guessed at (docs/decisions/043).
 */
async function knownMpesaPhone(deps: Deps, user: { id: string; phone: string | null }): Promise<string | null> {
  return localKenyanMobile(await savedProfilePhone(deps, user.id)) ?? localKenyanMobile(user.phone ?? '');
}

/**
 * GET /api/payments/checkout: what /checkout shows the signed-in member (docs/product.md#checkout): the running
 * membership and whether renewal is open, the payment in flight, which the page resumes after a reload, and the
 * number the M-Pesa form starts with.
 */
export async function getCheckoutState(deps: Deps, user: { id: string; phone: string | null }): Promise<CheckoutState> {
  const userId = user.id;
  await refreshPushesOf(deps, userId);
  const card = await refreshCardPayments(deps, userId);
  return {
    membership: await membershipWindow(deps.db, userId, deps.now()),
    pending: card.inFlight ?? (await pendingPushOf(deps.db, userId)),
    mpesaPhone: await knownMpesaPhone(deps, user),
  };
}

/**
 * POST /api/create-payment-intent, signed in: for the session's account only. The client's amount is only checked
 * (it must say 300 CAD, docs/product.md#checkout); the charge is always the server's 30000 cents CAD
 * (docs/product.md#price-and-grant-rules). The member's unsubmitted intent is handed out again; none while another
 * payment is in flight or the member has more than 30 days left (docs/product.md#one-payment-at-a-time).
 */
export async function createPaymentIntent(
  deps: Deps,
  user: Member,
  input: { amount?: unknown; currency?: unknown; email?: string | undefined; description?: string | undefined },
): Promise<{ clientSecret: string }> {
  if (input.amount !== MEMBERSHIP.priceCad || typeof input.currency !== 'string' || input.currency.toLowerCase() !== MEMBERSHIP.currency) {
    throw invalidAmount();
  }
  assertOwnAccount(user, input.email);
  await refreshPushesOf(deps, user.id);
  const card = await refreshCardPayments(deps, user.id);
  const purchase = await deps.db.transaction(async (tx) => {
    await assertMayPay(tx, deps, user.id, card.inFlight);
    return (await repo.countPaymentsOf(tx, user.id)) + 1;
  });
  if (card.reusable) return { clientSecret: card.reusable.clientSecret };

  // Made outside the transaction (it calls Stripe). Parallel requests compute the same key and so get the same
  // intent (Stripe's idempotency, and the sandbox's), whose row is written once (provider_ref is unique).
  const day = deps.now().toISOString().slice(0, 10);
  const intent = await deps.payments.createIntent({
    userId: user.id,
    email: user.email,
    amountCents: MEMBERSHIP.priceCents,
    currency: MEMBERSHIP.currency,
    description: PAYMENT_MESSAGES.intentDescription,
    idempotencyKey: `membership:${user.id}:${purchase}:${day}`,
  });
  await repo.insertPayment(deps.db, {
    userId: user.id,
    provider: deps.payments.kind,
    providerRef: intent.id,
    clientSecretHash: deps.payments.kind === 'sandbox' ? hashToken(intent.clientSecret) : null,
    amountCents: MEMBERSHIP.priceCents,
    currency: MEMBERSHIP.currency,
    status: 'requires_payment',
    createdAt: deps.now(),
    updatedAt: deps.now(),
  });
  return { clientSecret: intent.clientSecret };
}

/**
 * POST /api/payments/sandbox/confirm: the sandbox's card check, then the same outcome path as Stripe's webhook. The
 * confirmation is the card's submission: decided and applied in one transaction under the member's lock, so it
 * never overlaps another payment of the member, and it is refused like a new payment while one is in flight or
 * the member has more than 30 days left. Confirming an already paid intent again changes nothing.
 */
export async function confirmSandboxPayment(deps: Deps, input: { paymentIntentId: string; clientSecret: string; cardNumber: string }) {
  const payment = await repo.findPayment(deps.db, input.paymentIntentId);
  // The client secret proves the caller holds this checkout; compare hashes, never the raw value.
  if (!payment || payment.provider !== 'sandbox' || payment.clientSecretHash !== hashToken(input.clientSecret)) throw paymentNotFound();
  const outcome = sandboxOutcomeForCard(input.cardNumber);
  const status = await deps.db.transaction(async (tx) => {
    await lockMemberAccess(tx, payment.userId);
    const current = await repo.findPayment(tx, payment.providerRef);
    if (current?.status === 'requires_payment' || current?.status === 'failed') await assertMayPay(tx, deps, payment.userId, null);
    return applyPaymentOutcomeIn(tx, deps, { provider: 'sandbox', providerRef: payment.providerRef, outcome });
  });
  if (status !== 'succeeded') {
    throw new AppError(402, PAYMENT_ERROR_CODES.cardDeclined, outcome.failureReason ?? PAYMENT_MESSAGES.paymentFailedFallback);
  }
}
