import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { signInResponseSchema } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/mutation-config';
import { rememberSignedIn } from '../../../lib/auth/auth-cache';

export type SignInInput = { email: string; password: string };
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** POST /api/auth/sign-in: the server sets the httpOnly session cookie. */
export function signIn(input: SignInInput): Promise<SignInResponse> {
  return apiRequest('POST', '/api/auth/sign-in', { contract: 'signIn', body: input });
}

export function useSignIn({ mutationConfig }: { mutationConfig?: MutationConfig<typeof signIn> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: signIn,
    onSuccess: (data, ...args) => {
      // Nothing is written to browser storage: the cache starts afresh for this member (docs/product.md#browser-storage).
      rememberSignedIn(queryClient, data.user);
      return onSuccess?.(data, ...args);
    },
  });
}
