import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '../../../../shared/schemas/payments';
import { apiRequest } from '../../../lib/api-client';

export const paymentsConfigQueryKey = ['/api/payments', 'config'] as const;

/** GET /api/payments/config: which provider takes the payment, its public key, the price in KES. */
export function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  return apiRequest('GET', '/api/payments/config', { contract: 'paymentsConfig', signal });
}

/** It changes only with a server restart: one read per visit serves pricing and checkout alike. */
export function getPaymentsConfigQueryOptions() {
  return queryOptions({ queryKey: paymentsConfigQueryKey, queryFn: ({ signal }) => getPaymentsConfig(signal) });
}

export function usePaymentsConfig() {
  return useQuery(getPaymentsConfigQueryOptions());
}
