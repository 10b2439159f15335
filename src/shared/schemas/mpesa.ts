import { z } from 'zod';
import { MPESA_MESSAGES } from '../messages';
import { PHONE_INPUT_MAX, toMpesaPhone } from '../phone';
import { lookupEmailField } from './email';
import { text } from './text';

/**
 * M-Pesa checkout contracts (docs/product.md#m-pesa). A Kenyan member pays the membership in whole
 * shillings by approving a payment request (an STK push) on their phone.
 */

/**
 * A phone field: required, at most 32 characters, read by the one Kenyan reader (docs/product.md#phone-numbers)
 * into Daraja's form (254712345678) or refused with the product's message.
 */
export const mpesaPhoneField = text({ required: () => MPESA_MESSAGES.phoneRequired, trim: true, max: PHONE_INPUT_MAX })
  .refine((value) => value.length > 0, { error: () => MPESA_MESSAGES.phoneRequired })
  .transform((value, ctx) => {
    const phone = toMpesaPhone(value);
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', message: MPESA_MESSAGES.phoneInvalid });
    return z.NEVER;
  });

/** POST /api/payments/mpesa, signed in: the session's account pays, as for a card; the amount is always the server's. */
export const createMpesaPaymentRequestSchema = z.object({
  // Optional: an address that is not the signed-in member's own is refused (NOT_YOUR_ACCOUNT).
  email: lookupEmailField.optional(),
  phone: mpesaPhoneField,
});

/** 202: the request is on its way to the phone. `id` is ours and unguessable; Safaricom's ids are not secrets. */
export const createMpesaPaymentResponseSchema = z.object({
  id: z.string(),
  checkoutRequestId: z.string(),
  status: z.literal('pending'),
  amountKes: z.number().int().positive(),
});
export type CreatedMpesaPayment = z.infer<typeof createMpesaPaymentResponseSchema>;

export const MPESA_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export type MpesaStatus = (typeof MPESA_STATUSES)[number];

/** GET /api/payments/mpesa/:id. `resultCode` is Safaricom's (0 paid, 1032 cancelled, …), null while pending. */
export const mpesaPaymentStatusSchema = z.object({
  status: z.enum(MPESA_STATUSES),
  resultCode: z.number().int().nullable(),
  message: z.string(),
  /** The M-Pesa receipt number once paid (e.g. 'NLJ7RT61SV'). */
  receiptNumber: z.string().nullable(),
  /** When the phone's prompt expires (ISO); the checkout counts down to it. */
  expiresAt: z.string(),
});
export type MpesaPaymentStatus = z.infer<typeof mpesaPaymentStatusSchema>;

export const mpesaPaymentIdParamsSchema = z.object({ id: z.uuid({ error: () => MPESA_MESSAGES.paymentNotFound }) });

/** Safaricom's result codes the checkout explains (anything else is a generic failure). */
export const MPESA_RESULT_CODES = {
  success: 0,
  insufficientFunds: 1,
  cancelledByUser: 1032,
  phoneUnreachable: 1037,
  wrongPin: 2001,
} as const;

/** The member's words for a failure Safaricom named by its result code; null for a code we do not explain. */
export function mpesaFailureMessage(resultCode: number | null): string | null {
  switch (resultCode) {
    case MPESA_RESULT_CODES.cancelledByUser:
      return MPESA_MESSAGES.cancelled;
    case MPESA_RESULT_CODES.insufficientFunds:
      return MPESA_MESSAGES.insufficientFunds;
    case MPESA_RESULT_CODES.phoneUnreachable:
      return MPESA_MESSAGES.noAnswer;
    case MPESA_RESULT_CODES.wrongPin:
      return MPESA_MESSAGES.wrongPin;
    default:
      return null;
  }
}

/**
 * The offline sandbox's phone numbers (docs/product.md#m-pesa): Safaricom's test number and any other
 * number succeed; these answer with the failure they are named after.
 */
export const MPESA_SANDBOX_NUMBERS = {
  succeeds: '254708374149',
  cancelled: '254700000032',
  insufficientFunds: '254700000001',
  noAnswer: '254700000037',
  wrongPin: '254700002001',
} as const;

/** How long a payment request waits for the member's PIN before we stop waiting (Safaricom's prompt lasts about a minute). */
export const MPESA_PROMPT_SECONDS = 90;
