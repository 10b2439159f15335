import type { z } from 'zod';
import { MEMBERSHIP } from '../../../../shared/constants';
import type { createPaymentIntentResponseSchema } from '../../../../shared/schemas/payments';
import { apiRequest } from '../../../lib/api-client';

/** What Stripe shows on the payment and its receipt. */
export const MEMBERSHIP_PAYMENT_DESCRIPTION = `Maple Bridge ${MEMBERSHIP.months}-month membership`;

export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/**
 * POST /api/create-payment-intent, for the signed-in member (the session names the account, docs/product.md#checkout).
 * The body must be `{clientSecret: string}`; the checkout still checks that the secret is usable. A POST, so the API
 * client never repeats it; the server hands an unsubmitted intent out again, so a reload never makes a second.
 */
export function createPaymentIntent(signal?: AbortSignal): Promise<CreatePaymentIntentResponse> {
  const body = { amount: MEMBERSHIP.priceCad, description: MEMBERSHIP_PAYMENT_DESCRIPTION, currency: MEMBERSHIP.currency };
  return apiRequest('POST', '/api/create-payment-intent', { contract: 'paymentIntent', body, signal });
}
