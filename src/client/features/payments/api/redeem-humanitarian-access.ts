import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { humanitarianAccessResponseSchema } from '../../../../shared/schemas/payments';
import { apiRequest } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/mutation-config';
import { AUTH_QUERY_ROOT } from '../../../lib/auth/get-auth-status';

/** Already trimmed and upper-cased by the form (docs/product.md#humanitarian-access). */
export type HumanitarianAccessInput = { email: string; accessCode: string };
export type HumanitarianAccessResponse = z.infer<typeof humanitarianAccessResponseSchema>;

/** POST /api/humanitarian-access (docs/product.md#humanitarian-access): a support-issued code grants 12 free months. */
export function redeemHumanitarianAccess(input: HumanitarianAccessInput): Promise<HumanitarianAccessResponse> {
  return apiRequest('POST', '/api/humanitarian-access', { contract: 'humanitarianAccess', body: input });
}

export function useRedeemHumanitarianAccess({ mutationConfig }: { mutationConfig?: MutationConfig<typeof redeemHumanitarianAccess> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: redeemHumanitarianAccess,
    onSuccess: (...args) => {
      // As after a card payment: a signed-in member's cached "unpaid" is no longer true.
      void queryClient.invalidateQueries({ queryKey: [AUTH_QUERY_ROOT] });
      return onSuccess?.(...args);
    },
  });
}
