import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sandboxConfirmResponseSchema } from '../../../../shared/schemas/payments';
import type { sandboxConfirmRequestSchema } from '../../../../shared/schemas/payments';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/mutation-config';
import { AUTH_QUERY_ROOT } from '../../../lib/auth/get-auth-status';

export type SandboxConfirmInput = z.infer<typeof sandboxConfirmRequestSchema>;
export type SandboxConfirmResponse = z.infer<typeof sandboxConfirmResponseSchema>;

/** POST /api/payments/sandbox/confirm: the offline provider's stand-in for Stripe's confirmPayment. */
export function confirmSandboxPayment(input: SandboxConfirmInput): Promise<SandboxConfirmResponse> {
  return apiRequest('POST', '/api/payments/sandbox/confirm', { contract: 'sandboxConfirm', body: input });
}

export function useConfirmSandboxPayment({ mutationConfig }: { mutationConfig?: MutationConfig<typeof confirmSandboxPayment> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: confirmSandboxPayment,
    onSuccess: (...args) => {
      // A member who was signed in while paying is a paid member now; the gate must not show the old answer.
      void queryClient.invalidateQueries({ queryKey: [AUTH_QUERY_ROOT] });
      return onSuccess?.(...args);
    },
  });
}
