import { MEMBERSHIP } from '../../../shared/constants';
import { ERROR_CODES, PAYMENT_ERROR_CODES } from '../../../shared/error-codes';
import { z } from 'zod';
import { MPESA_MESSAGES, PAYMENT_MESSAGES, PAYMENT_STATUS_WORDS, SERVER_MESSAGES } from '../../../shared/messages';
import type { PaymentOutcome } from '../../integrations/payments/payment-provider';
import type { StripePaymentProvider } from '../../integrations/payments/stripe-provider';
import { AppError } from '../../lib/app-error';
import type { Executor, Tx } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { endMembershipForSource, grantMembership, restoreMembershipForSource } from '../membership/service';
import * as mpesaRepo from './mpesa-repo';
import * as repo from './repo';

export const invalidAmount = () => new AppError(400, PAYMENT_ERROR_CODES.invalidAmount, PAYMENT_MESSAGES.invalidAmount);
export const paymentNotFound = () => new AppError(404, PAYMENT_ERROR_CODES.paymentNotFound, PAYMENT_MESSAGES.paymentNotFound);

/**
 * The one place a payment's state changes, for the Stripe webhook and the sandbox alike. Refunded is
 * final (a lost dispute arrives as refunded too); success grants through grantMembership (once per
 * payment); an open dispute suspends a paid membership, and success after it restores the same period;
 * so duplicates and any order of arrival end in the same state.
 */
export async function applyPaymentOutcome(
  deps: Deps,
  input: {
    provider: 'stripe' | 'sandbox' | 'mpesa';
    providerRef: string;
    outcome: PaymentOutcome;
    /**
     * Asked under the payment's lock before a success is applied; false leaves the payment as it is. Lets a
     * provider's own hold (an M-Pesa push held for review) and a success arriving at once be decided in one order.
     */
    mayGrant?: (tx: Tx) => Promise<boolean>;
  },
) {
  return deps.db.transaction((tx) => applyPaymentOutcomeIn(tx, deps, input));
}

/** applyPaymentOutcome inside the caller's transaction (the sandbox's confirmation decides and applies in one). */
export async function applyPaymentOutcomeIn(tx: Tx, deps: Deps, input: Parameters<typeof applyPaymentOutcome>[1]) {
  const { outcome } = input;
  const now = deps.now();
  let payment = await repo.findPaymentForUpdate(tx, input.providerRef);
  if (!payment && outcome.userId && outcome.amountCents !== undefined) {
    // Stripe knows a payment we have no row for (our insert failed after Stripe created it): record it.
    await repo.insertPayment(tx, {
      userId: outcome.userId,
      provider: input.provider,
      providerRef: input.providerRef,
      amountCents: outcome.amountCents,
      currency: outcome.currency ?? MEMBERSHIP.currency,
      status: 'requires_payment',
      createdAt: now,
      updatedAt: now,
    });
    payment = await repo.findPaymentForUpdate(tx, input.providerRef);
  }
  if (!payment) throw paymentNotFound();
  if (payment.status === 'refunded') return payment.status;

  if (outcome.status === 'refunded') {
    await repo.updatePayment(tx, input.providerRef, { status: 'refunded', refundedAt: now, updatedAt: now });
    await endMembershipForSource(tx, { sourceType: 'payment', sourceRef: input.providerRef, now, reason: 'Payment refunded' });
    return 'refunded' as const;
  }
  if (outcome.status === 'disputed') {
    // Only money we received can be disputed; an unconfirmed payment stays unpaid until the bank decides.
    if (payment.status !== 'succeeded') return payment.status;
    await repo.updatePayment(tx, input.providerRef, { status: 'disputed', updatedAt: now });
    await endMembershipForSource(tx, { sourceType: 'payment', sourceRef: input.providerRef, now, reason: 'Payment disputed' });
    return 'disputed' as const;
  }
  if (outcome.status === 'succeeded') {
    // Only the server's price buys a membership, whatever a webhook says was paid: our row must hold it, and
    // so must the provider's own record of what was charged (an intent changed at Stripe after we made it).
    const chargedElse =
      (outcome.amountCents !== undefined && outcome.amountCents !== MEMBERSHIP.priceCents) ||
      (outcome.currency !== undefined && outcome.currency.toLowerCase() !== MEMBERSHIP.currency);
    if (payment.amountCents !== MEMBERSHIP.priceCents || payment.currency !== MEMBERSHIP.currency || chargedElse) throw invalidAmount();
    if (input.mayGrant && !(await input.mayGrant(tx))) return payment.status;
    await repo.updatePayment(tx, input.providerRef, {
      status: 'succeeded',
      succeededAt: payment.succeededAt ?? now,
      paymentMethod: outcome.paymentMethod ?? payment.paymentMethod,
      failureReason: null,
      updatedAt: now,
    });
    const { membership, granted } = await grantMembership(tx, {
      userId: payment.userId,
      kind: 'paid',
      sourceType: 'payment',
      sourceRef: input.providerRef,
      reason: 'Membership payment',
      now,
    });
    // A dispute decided for us: the period it suspended comes back, with the dates it had.
    if (payment.status === 'disputed' && !granted && membership.endedAt) {
      await restoreMembershipForSource(tx, {
        sourceType: 'payment',
        sourceRef: input.providerRef,
        now,
        reason: 'Membership payment (dispute closed in our favour)',
      });
    }
    return 'succeeded' as const;
  }
  if (outcome.status === 'failed' && (payment.status === 'requires_payment' || payment.status === 'failed')) {
    await repo.updatePayment(tx, input.providerRef, {
      status: 'failed',
      failureReason: outcome.failureReason ?? PAYMENT_MESSAGES.paymentFailedFallback,
      paymentMethod: outcome.paymentMethod ?? payment.paymentMethod,
      updatedAt: now,
    });
    return 'failed' as const;
  }
  return payment.status;
}

/**
 * What a signed event must look like before it is read: a genuine signature proves who sent the bytes,
 * not that they are an event (a JSON array, an id with a NUL). Anything else is a 400, never a 500 that
 * Stripe would retry for days. Stripe's ids are short ASCII.
 */
const stripeId = z.string().regex(/^[\x21-\x7e]{1,255}$/);
const stripeEventSchema = z.object({
  id: stripeId,
  type: stripeId,
  data: z.object({
    object: z.object({
      id: stripeId.optional(),
      payment_intent: z.union([stripeId, z.object({ id: stripeId }), z.null()]).optional(),
    }),
  }),
});

/** The payment intent a Stripe event is about, or null for events we do not act on. */
function paymentIntentIdOf(event: z.infer<typeof stripeEventSchema>): string | null {
  const object = event.data.object;
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
      return object.id ?? null;
    // A charge, or a dispute about a charge: both name the payment intent (null for a charge made without one).
    case 'charge.refunded':
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
      return typeof object.payment_intent === 'string' ? object.payment_intent : (object.payment_intent?.id ?? null);
    default:
      return null;
  }
}

/** Only the Stripe provider is ever created with kind 'stripe' (app.ts); the sandbox has no webhooks. */
export const isStripeProvider = (provider: Deps['payments']): provider is StripePaymentProvider => provider.kind === 'stripe';

/** The provider Stripe's webhooks are checked with: this server must run on Stripe and hold the webhook secret. */
function stripeWebhookProvider(deps: Deps): StripePaymentProvider {
  if (!isStripeProvider(deps.payments) || !deps.config.stripe?.webhookSecret) {
    throw new AppError(400, PAYMENT_ERROR_CODES.webhookNotConfigured, PAYMENT_MESSAGES.webhookNotConfigured);
  }
  return deps.payments;
}

/**
 * POST /api/webhooks/stripe. The event only names a payment intent; its state is re-read from Stripe and
 * applied. An event id is recorded after it was applied, so a failure leaves it for Stripe's retry.
 */
export async function handleStripeEvent(deps: Deps, rawBody: Buffer, signature: string | undefined) {
  const stripe = stripeWebhookProvider(deps);
  let event;
  try {
    event = stripe.constructEvent(rawBody, signature);
  } catch {
    throw new AppError(400, PAYMENT_ERROR_CODES.invalidSignature, PAYMENT_MESSAGES.invalidSignature);
  }
  const parsed = stripeEventSchema.safeParse(event);
  if (!parsed.success) throw new AppError(400, ERROR_CODES.validation, SERVER_MESSAGES.validation);
  if (await repo.isEventProcessed(deps.db, 'stripe', event.id)) return { duplicate: true };
  const paymentIntentId = paymentIntentIdOf(parsed.data);
  if (paymentIntentId) {
    const outcome = await stripe.retrieveOutcome(paymentIntentId);
    // An intent Stripe does not know, or one that is not ours (another product on the same Stripe
    // account), is acknowledged and ignored.
    if (outcome) {
      await applyPaymentOutcome(deps, { provider: 'stripe', providerRef: paymentIntentId, outcome }).catch((error: unknown) => {
        if (error instanceof AppError && error.errorCode === PAYMENT_ERROR_CODES.paymentNotFound) return;
        throw error;
      });
    }
  }
  await repo.markEventProcessed(deps.db, 'stripe', event.id, event.type, deps.now());
  return { duplicate: false };
}

export type { PaymentListQuery } from './repo';

/**
 * The administrator's Payment Details (docs/product.md#admin-dashboard): one page, newest first, and the
 * total; every row, a checkout opened and never paid too (the dashboard labels each status); `reference` is the
 * M-Pesa receipt number for M-Pesa payments (null until paid), else the provider's id.
 */
export async function listPaymentsForAdmin(db: Executor, query: repo.PaymentListQuery) {
  const { rows, total } = await repo.listPaymentsForAdmin(db, query);
  const details = await mpesaDetailsOf(db, rows);
  return { rows: rows.map((row) => ({ ...row, reference: referenceOf(row, details.get(row.id)) })), total };
}

/** The dashboard's figures: payment rows, succeeded ones, and revenue in cents (CAD). */
export async function getPaymentTotals(db: Executor) {
  return repo.paymentTotals(db);
}

export interface MemberPayment {
  id: string;
  /** What was actually charged, in the currency's minor unit: 30000 CAD cents by card, 2850000 KES cents (KES 28,500) by M-Pesa. */
  amountCents: number;
  currency: string;
  status: 'requires_payment' | 'succeeded' | 'failed' | 'refunded' | 'disputed';
  /** The status as a person reads it ("Paid", "Failed: Your card was declined."). */
  statusLabel: string;
  failureReason: string | null;
  /** How the member paid, as a person reads it. */
  method: string;
  /** The provider's reference (Stripe's pi_…, the sandbox's, the M-Pesa receipt number once paid). */
  reference: string;
  createdAt: Date;
  paidAt: Date | null;
}

// Read for each request, in its language (docs/i18n/conventions.md).
const PROVIDER_METHODS: Record<'stripe' | 'sandbox' | 'mpesa', () => string> = {
  stripe: () => PAYMENT_MESSAGES.methodCard,
  sandbox: () => PAYMENT_MESSAGES.methodSandboxCard,
  mpesa: () => MPESA_MESSAGES.methodLabel,
};

type PaymentRow = NonNullable<Awaited<ReturnType<typeof repo.findPaymentOf>>>;
type MpesaDetails = { receiptNumber: string | null; amountKes: number };

/** A payment's status in words; a failure says why (docs/product.md#account-page). */
export function statusInWords(status: MemberPayment['status'], failureReason: string | null): string {
  return status === 'failed' && failureReason ? `${PAYMENT_STATUS_WORDS.failed}: ${failureReason}` : PAYMENT_STATUS_WORDS[status];
}

const mpesaDetailsOf = (db: Executor, rows: readonly Pick<PaymentRow, 'id' | 'provider'>[]) =>
  mpesaRepo.mpesaDetailsOf(
    db,
    rows.filter((row) => row.provider === 'mpesa').map((row) => row.id),
  );

/**
 * What a member or an administrator reads as a payment's reference: for M-Pesa the receipt number
 * (docs/product.md#m-pesa), else the provider's id; an M-Pesa payment without a receipt yet has none.
 */
export const referenceOf = (row: Pick<PaymentRow, 'provider' | 'providerRef'>, mpesa: MpesaDetails | undefined) =>
  row.provider === 'mpesa' ? (mpesa?.receiptNumber ?? null) : row.providerRef;

/**
 * What the member was charged. An M-Pesa payment's row holds the membership's CAD price (grants and revenue use
 * it); the member paid shillings.
 */
export const chargedOf = (row: Pick<PaymentRow, 'provider' | 'amountCents' | 'currency'>, mpesa: MpesaDetails | undefined) =>
  row.provider === 'mpesa' && mpesa
    ? { amountCents: mpesa.amountKes * 100, currency: 'kes' }
    : { amountCents: row.amountCents, currency: row.currency };

function toMemberPayment(row: PaymentRow, mpesa: MpesaDetails | undefined): MemberPayment {
  return {
    id: row.id,
    ...chargedOf(row, mpesa),
    status: row.status,
    statusLabel: statusInWords(row.status, row.failureReason),
    failureReason: row.failureReason,
    method: row.paymentMethod ?? PROVIDER_METHODS[row.provider](),
    reference: referenceOf(row, mpesa) ?? row.providerRef,
    createdAt: row.createdAt,
    paidAt: row.succeededAt,
  };
}

/**
 * The member's own payments, newest first (docs/product.md#account-page). The history lists only those that reached
 * an outcome (`outcomesOnly`); the data export lists every row.
 */
export async function listPaymentsOf(db: Executor, userId: string, options: { outcomesOnly: boolean }): Promise<MemberPayment[]> {
  const rows = await repo.listPaymentsOf(db, userId, options);
  const details = await mpesaDetailsOf(db, rows);
  return rows.map((row) => toMemberPayment(row, details.get(row.id)));
}

/** One of the member's own payments; undefined for another member's or an unknown id (a well-formed UUID). */
export async function findPaymentOf(db: Executor, userId: string, id: string): Promise<MemberPayment | undefined> {
  const row = await repo.findPaymentOf(db, userId, id);
  if (!row) return undefined;
  return toMemberPayment(row, (await mpesaDetailsOf(db, [row])).get(row.id));
}

/** The phone numbers the member paid from by M-Pesa, for their data export (docs/product.md#account-page). */
export async function mpesaPhoneNumbersOf(db: Executor, userId: string) {
  const rows = await mpesaRepo.phonesOf(db, userId);
  return rows.filter((row) => row.phone !== '').map((row) => ({ paymentId: row.paymentId, phone: row.phone, createdAt: row.createdAt }));
}

/**
 * Account deletion's share of payments (docs/product.md#account-page): the payments stay for accounting,
 * the phone numbers of the M-Pesa ones are erased. Pass the deletion's transaction.
 */
export async function erasePhoneNumbersOf(tx: Executor, userId: string) {
  await mpesaRepo.erasePhonesOf(tx, userId);
}
