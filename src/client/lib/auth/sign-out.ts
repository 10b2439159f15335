import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageResponseSchema } from '../../../shared/schemas/auth';
import { apiRequest } from '../api-client';
import type { MutationConfig } from '../mutation-config';
import { forgetSignedIn } from './auth-cache';

export type SignOutResponse = z.infer<typeof messageResponseSchema>;

export function signOut(): Promise<SignOutResponse> {
  return apiRequest('POST', '/api/auth/sign-out', { contract: 'message' });
}

/**
 * Local state is cleared only when the server confirms: the session cookie is httpOnly, so after a
 * failed call the person is still signed in and must be told so, not shown a signed-out bar.
 */
export function useSignOut({ mutationConfig }: { mutationConfig?: MutationConfig<typeof signOut> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: signOut,
    onSuccess: (data, ...args) => {
      forgetSignedIn(queryClient);
      return onSuccess?.(data, ...args);
    },
  });
}
