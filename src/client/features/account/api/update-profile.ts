import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest } from '../../../../shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { AUTH_QUERY_ROOT } from '../../../lib/auth/get-auth-status';
import { accountProfileKey } from './get-account-profile';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => apiRequest('PATCH', '/api/account/profile', { contract: 'accountProfile', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(accountProfileKey, answer);
      // The navigation bar shows the first name from /api/auth/me.
      void queryClient.invalidateQueries({ queryKey: [AUTH_QUERY_ROOT] });
    },
  });
}
