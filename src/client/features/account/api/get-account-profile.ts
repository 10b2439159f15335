import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The member's own account calls (docs/product.md#account-page) live under this root. */
export const ACCOUNT_QUERY_ROOT = '/api/account';
export const accountProfileKey = [ACCOUNT_QUERY_ROOT, 'profile'] as const;

export function useAccountProfile() {
  return useQuery({
    queryKey: accountProfileKey,
    queryFn: ({ signal }) => apiRequest('GET', '/api/account/profile', { contract: 'accountProfile', signal }),
  });
}
