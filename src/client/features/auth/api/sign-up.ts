import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { signUpRequestSchema, signUpResponseSchema } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { writeLocal } from '../../../lib/local-store';
import type { MutationConfig } from '../../../lib/mutation-config';

/** Already sanitised and normalised: the output of signUpFormSchema (SPEC §5). */
export type SignUpInput = z.output<typeof signUpRequestSchema>;
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** POST /api/auth/sign-up. It creates the account but does not sign in. */
export function signUp(input: SignUpInput): Promise<SignUpResponse> {
  return apiRequest<SignUpResponse>('POST', '/api/auth/sign-up', input);
}

export function useSignUp({ mutationConfig }: { mutationConfig?: MutationConfig<typeof signUp> } = {}) {
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: signUp,
    onSuccess: (data, input, ...args) => {
      // SPEC §3/§4: the checkout reads these to know whom it is charging.
      writeLocal('userEmail', input.email);
      writeLocal('userInfo', JSON.stringify({ email: input.email, firstName: input.firstName, lastName: input.lastName }));
      return onSuccess?.(data, input, ...args);
    },
  });
}
