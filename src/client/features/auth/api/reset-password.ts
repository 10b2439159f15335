import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/mutation-config';
import type { MessageResponse } from './forgot-password';

/** POST /api/auth/reset-password with the token from the e-mailed link. */
export function resetPassword(input: { token: string; password: string }): Promise<MessageResponse> {
  return apiRequest('POST', '/api/auth/reset-password', { contract: 'message', body: input });
}

export function useResetPassword({ mutationConfig }: { mutationConfig?: MutationConfig<typeof resetPassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resetPassword });
}
