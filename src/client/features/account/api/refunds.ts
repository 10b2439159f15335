import { useQuery } from '@tanstack/react-query';
import type { CreateRefundRequest } from '../../../../shared/schemas/refunds';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { ACCOUNT_QUERY_ROOT } from './get-account-profile';

/** The member's refund requests and the payments still in the window (docs/product.md#refunds). */
export function useAccountRefunds() {
  return useQuery({
    queryKey: [ACCOUNT_QUERY_ROOT, 'refunds'] as const,
    queryFn: ({ signal }) => apiRequest('GET', '/api/account/refunds', { contract: 'accountRefunds', signal }),
  });
}

/** Asks for a refund; the account's queries (refunds, payments) refresh after it, also after a refusal (the window closed). */
export function useRequestRefund() {
  return useRefreshingMutation(
    ({ paymentId, ...body }: CreateRefundRequest & { paymentId: string }) =>
      apiRequest('POST', `/api/account/payments/${encodeURIComponent(paymentId)}/refund-request`, { contract: 'refundRequest', body }),
    ACCOUNT_QUERY_ROOT,
    'settled',
  );
}
