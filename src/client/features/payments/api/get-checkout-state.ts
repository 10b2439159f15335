import { useQuery } from '@tanstack/react-query';
import type { CheckoutState } from '../../../../shared/schemas/payments';
import { apiRequest } from '../../../lib/api-client';

export const checkoutStateQueryKey = ['/api/payments', 'checkout'] as const;

/**
 * GET /api/payments/checkout: the signed-in member's membership window and the payment under way, if any
 * (docs/product.md#checkout). Read afresh on every visit: a reload must show what the server knows now.
 */
export function getCheckoutState(signal?: AbortSignal): Promise<CheckoutState> {
  return apiRequest('GET', '/api/payments/checkout', { contract: 'checkoutState', signal });
}

export function useCheckoutState({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: checkoutStateQueryKey, queryFn: ({ signal }) => getCheckoutState(signal), enabled, gcTime: 0, staleTime: 0 });
}
