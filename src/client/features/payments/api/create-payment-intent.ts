import { MEMBERSHIP } from '../../../../shared/constants';
import { apiRequest } from '../../../lib/api-client';

/** What Stripe shows on the payment and its receipt. */
export const MEMBERSHIP_PAYMENT_DESCRIPTION = `Maple Bridge ${MEMBERSHIP.months}-month membership`;

/**
 * POST /api/create-payment-intent (SPEC §7). The answer is left unknown: the checkout checks the secret
 * itself (SPEC §5). A POST, so the API client never repeats it.
 */
export function createPaymentIntent(email: string, signal?: AbortSignal): Promise<unknown> {
  const body = { amount: MEMBERSHIP.priceCad, email, description: MEMBERSHIP_PAYMENT_DESCRIPTION, currency: MEMBERSHIP.currency };
  return apiRequest<unknown>('POST', '/api/create-payment-intent', body, { signal });
}
