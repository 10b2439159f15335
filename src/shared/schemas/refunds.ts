import { z } from 'zod';
import { ADMIN_CONSOLE_MESSAGES, REFUND_MESSAGES as M } from '../messages';
import { ADMIN_REASON_MAX } from './admin';
import { text } from './text';

/** Refunds (docs/product.md#refunds): a member asks, an administrator refunds or declines. */

export const REFUND_REASON_MAX = 500;
/** An M-Pesa transaction id, as Safaricom issues receipts and reversals: 10 capital letters and digits. */
export const MPESA_TRANSACTION_ID = /^[A-Z0-9]{10}$/;

export const refundRequestStatusSchema = z.enum(['pending', 'refunded', 'declined']);
export type RefundRequestStatus = z.infer<typeof refundRequestStatusSchema>;

/** POST /api/account/payments/:id/refund-request */
export const createRefundRequestSchema = z.object({
  reason: text({ trim: true, max: REFUND_REASON_MAX, maxMessage: () => M.reasonMax, multiline: true })
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
});
export type CreateRefundRequest = z.input<typeof createRefundRequestSchema>;

export const memberRefundRequestSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  status: refundRequestStatusSchema,
  reason: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why an administrator declined; null otherwise. */
  declineReason: z.string().nullable(),
});
export type MemberRefundRequest = z.infer<typeof memberRefundRequestSchema>;

/** A payment the member may still ask to have refunded. */
export const refundablePaymentSchema = z.object({
  paymentId: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  method: z.string(),
  paidAt: z.string(),
  refundableUntil: z.string(),
});
export type RefundablePayment = z.infer<typeof refundablePaymentSchema>;

/** GET /api/account/refunds */
export const memberRefundsResponseSchema = z.object({
  success: z.literal(true),
  windowDays: z.number().int(),
  requests: z.array(memberRefundRequestSchema),
  refundable: z.array(refundablePaymentSchema),
});
export type MemberRefunds = z.infer<typeof memberRefundsResponseSchema>;

export const refundRequestResponseSchema = z.object({ success: z.literal(true), message: z.string(), request: memberRefundRequestSchema });

/** GET /api/admin/refunds */
export const adminRefundsQuerySchema = z.object({ status: refundRequestStatusSchema.optional() });
export const adminRefundRequestSchema = memberRefundRequestSchema.extend({
  userId: z.string(),
  userEmail: z.string(),
  provider: z.enum(['stripe', 'sandbox', 'mpesa']),
  amountCents: z.number().int(),
  currency: z.string(),
  /** The payment's reference: Stripe's pi_…, the sandbox's, or the M-Pesa receipt number. */
  paymentReference: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Stripe's or the sandbox's refund id, or the M-Pesa reversal's transaction id. */
  refundReference: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type AdminRefundRequest = z.infer<typeof adminRefundRequestSchema>;
export const adminRefundListSchema = z.array(adminRefundRequestSchema);

export const refundIdParamsSchema = z.object({ id: text({ max: 100 }).pipe(z.uuid()) });

/** POST /api/admin/refunds/:id/refund — M-Pesa payments need the reversal's transaction id. */
export const adminRefundBodySchema = z.object({
  reversalReference: text({ trim: true, max: 20 })
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(MPESA_TRANSACTION_ID, { error: () => M.reversalShape }))
    .optional(),
});
export type AdminRefundBody = z.input<typeof adminRefundBodySchema>;

/** POST /api/admin/refunds/:id/decline */
export const adminDeclineRefundSchema = z.object({
  reason: text({ required: () => ADMIN_CONSOLE_MESSAGES.reasonRequired, trim: true, max: ADMIN_REASON_MAX, multiline: true }).min(1, {
    error: () => ADMIN_CONSOLE_MESSAGES.reasonRequired,
  }),
});

export const adminRefundActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  request: adminRefundRequestSchema,
});
