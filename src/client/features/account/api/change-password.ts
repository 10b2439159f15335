import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '../../../../shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => apiRequest('POST', '/api/account/password', { contract: 'message', body }),
  });
}
