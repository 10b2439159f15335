import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { signUpResponseSchema } from '../../../../shared/schemas/auth';
import type { signUpRequestSchema } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/mutation-config';
import { rememberSignedIn } from '../../../lib/auth/auth-cache';

/** Already sanitised and normalised: the output of signUpFormSchema (docs/product.md#input-sanitising). */
export type SignUpInput = z.output<typeof signUpRequestSchema>;
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** POST /api/auth/sign-up. It creates the account and signs the new member in (docs/product.md#sign-up). */
export function signUp(input: SignUpInput): Promise<SignUpResponse> {
  return apiRequest('POST', '/api/auth/sign-up', { contract: 'signUp', body: input });
}

export function useSignUp({ mutationConfig }: { mutationConfig?: MutationConfig<typeof signUp> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: signUp,
    onSuccess: (data, input, ...args) => {
      // The server has started a session: the bar and the gates change at once, as after sign-in. Nothing
      // is written to browser storage; the checkout charges the signed-in member (docs/product.md#browser-storage).
      rememberSignedIn(queryClient, data.user);
      return onSuccess?.(data, input, ...args);
    },
  });
}
