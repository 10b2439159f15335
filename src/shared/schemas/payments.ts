import { z } from 'zod';
import { MEMBERSHIP } from '../constants';
import { emailField, lookupEmailField } from './email';
import { text } from './text';

/** GET /api/payments/config: what the checkout needs to set itself up. */
export const paymentsConfigSchema = z.object({
  provider: z.enum(['stripe', 'sandbox']),
  /** Stripe's publishable key (safe in the browser); null for the sandbox. */
  publishableKey: z.string().nullable(),
  priceCad: z.literal(MEMBERSHIP.priceCad),
  currency: z.literal(MEMBERSHIP.currency),
  /**
   * The M-Pesa price in whole shillings, fixed by the operator (MPESA_PRICE_KES), never from a live rate: the one
   * shilling figure, shown on the pricing page and the checkout and charged by M-Pesa.
   */
  mpesaPriceKes: z.number().int().positive(),
  /** 'daraja' with Daraja keys, 'sandbox' without (the offline stand-in answers), null when M-Pesa is not offered (production without keys). */
  mpesaProvider: z.enum(['daraja', 'sandbox']).nullable(),
  /** The visitor's country from their address (ISO code, e.g. 'KE'), or null: M-Pesa comes first for Kenya. */
  visitorCountry: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/**
 * POST /api/create-payment-intent (docs/product.md#checkout), signed in. The server checks amount and currency and charges
 * its own price to the session's account.
 */
export const createPaymentIntentRequestSchema = z.object({
  // Checked by the service, which answers INVALID_AMOUNT for any amount or currency but 300 CAD (docs/product.md#checkout).
  amount: z.unknown().optional(),
  // Optional: the account is the session's; an address that is not the member's own is refused (NOT_YOUR_ACCOUNT).
  email: lookupEmailField.optional(),
  description: text({ max: 500 }).optional(),
  currency: z.unknown().optional(),
});
export const createPaymentIntentResponseSchema = z.object({ clientSecret: z.string() });

/** Sandbox client secrets look like Stripe's: pi_sandbox_<id>_secret_<random>. */
export const SANDBOX_INTENT_PREFIX = 'pi_sandbox_';
export const paymentIntentIdFromClientSecret = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

/** POST /api/payments/sandbox/confirm: the sandbox's stand-in for Stripe's confirmPayment. */
export const sandboxConfirmRequestSchema = z.object({
  paymentIntentId: text({ max: 200 }),
  clientSecret: text({ max: 300 }),
  cardNumber: text({ max: 40 }),
});
export const sandboxConfirmResponseSchema = z.object({ success: z.literal(true), status: z.literal('succeeded') });

/** Stripe's documented test cards (the sandbox follows them). */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** POST /api/humanitarian-access (docs/product.md#humanitarian-access). The code is upper-cased on the way in. */
export const humanitarianAccessRequestSchema = z.object({
  // Every failure gets the same ACCESS_DENIED from the service, an address of the wrong shape included.
  email: lookupEmailField,
  accessCode: text({ trim: true, max: 64 }).transform((code) => code.toUpperCase()),
});
export const humanitarianAccessResponseSchema = z.object({ success: z.literal(true), message: z.string(), expiresAt: z.string() });

/** POST /api/admin/humanitarian-codes and its list. */
/** The longest note an administrator may keep with an access code. */
export const HUMANITARIAN_NOTE_MAX = 500;
/** How long an access code stays valid, in days. */
export const HUMANITARIAN_CODE_DAYS = { min: 1, max: 365, default: 90 } as const;
export const issueHumanitarianCodeRequestSchema = z.object({
  email: emailField.optional(),
  note: text({ trim: true, max: HUMANITARIAN_NOTE_MAX, multiline: true }).optional(),
  expiresInDays: z.number().int().min(HUMANITARIAN_CODE_DAYS.min).max(HUMANITARIAN_CODE_DAYS.max).default(HUMANITARIAN_CODE_DAYS.default),
});
export const issueHumanitarianCodeResponseSchema = z.object({ success: z.literal(true), code: z.string(), expiresAt: z.string() });
export const humanitarianCodeSchema = z.object({
  id: z.string(),
  issuedBy: z.string(),
  email: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  redeemedAt: z.string().nullable(),
  redeemedByEmail: z.string().nullable(),
});
export const humanitarianCodeListSchema = z.object({ success: z.literal(true), codes: z.array(humanitarianCodeSchema) });

/**
 * A payment of the member's that has been submitted and has no outcome yet (docs/product.md#one-payment-at-a-time): an
 * M-Pesa request the phone has not answered, or a card payment the bank is still deciding.
 */
export const pendingPaymentSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('mpesa'),
    /** Our id: GET /api/payments/mpesa/:id follows it. */
    id: z.string(),
    amountKes: z.number().int().positive(),
    /** Daraja's form, 254712345678: the member's own number, shown on the waiting screen. */
    phone: z.string(),
    sentAt: z.string(),
    expiresAt: z.string(),
  }),
  z.object({ method: z.literal('card'), id: z.string() }),
]);
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;

/** GET /api/payments/checkout: what /checkout shows this member before anything is created. */
export const checkoutStateSchema = z.object({
  /** The running membership, or null. `canRenew`: within RENEW_WITHIN_DAYS of `expiresAt`, from `renewFrom`. */
  membership: z.object({ expiresAt: z.string(), renewFrom: z.string(), canRenew: z.boolean() }).nullable(),
  pending: pendingPaymentSchema.nullable(),
  /**
   * The number the M-Pesa form starts with, as it is typed in Kenya ("0712 345 678"): the Kenyan mobile of the
   * member's saved My profile, else the account's; null when neither is one (docs/product.md#checkout).
   */
  mpesaPhone: z.string().nullable(),
});
export type CheckoutState = z.infer<typeof checkoutStateSchema>;

/** The `details` of a 409 PAYMENT_IN_FLIGHT and of a 409 ALREADY_MEMBER. */
export const paymentInFlightDetailsSchema = z.object({ pending: pendingPaymentSchema });
export const alreadyMemberDetailsSchema = z.object({ expiresAt: z.string(), renewFrom: z.string() });
