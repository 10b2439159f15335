import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ACCOUNT_QUERY_ROOT } from './get-account-profile';

export function useAccountPayments() {
  return useQuery({
    queryKey: [ACCOUNT_QUERY_ROOT, 'payments'] as const,
    queryFn: ({ signal }) => apiRequest('GET', '/api/account/payments', { contract: 'accountPayments', signal }),
  });
}
