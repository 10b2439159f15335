import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/mutation-config';
import type { MessageResponse } from './forgot-password';
import { meQueryKey } from '../../../lib/auth/get-me';

/** GET /api/auth/verify-email?token=…, the link of the verification e-mail. */
export function verifyEmail(token: string): Promise<MessageResponse> {
  return apiRequest('GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`, { contract: 'message' });
}

/** A mutation although it is a GET: it changes the account, and a page must run it exactly once. */
export function useVerifyEmail({ mutationConfig }: { mutationConfig?: MutationConfig<typeof verifyEmail> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: verifyEmail,
    onSuccess: (...args) => {
      // The account page shows whether the address is verified.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      return onSuccess?.(...args);
    },
  });
}
