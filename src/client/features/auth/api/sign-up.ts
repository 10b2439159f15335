import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { signUpResponseSchema } from '../../../../shared/schemas/auth';
import { type signUpRequestSchema } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { writeLocal } from '../../../lib/local-store';
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
      // The checkout reads these to know whom it is charging (docs/product.md#browser-storage).
      writeLocal('userEmail', input.email);
      writeLocal('userInfo', JSON.stringify({ email: input.email, firstName: input.firstName, lastName: input.lastName }));
      // The server has started a session: the bar and the gates change at once, as after sign-in.
      writeLocal('userId', data.user.id);
      rememberSignedIn(queryClient, data.user);
      return onSuccess?.(data, input, ...args);
    },
  });
}
