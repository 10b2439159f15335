import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/router';
import type { z } from 'zod';
import { ACCOUNT_PAGE_MESSAGES } from '../../../../shared/messages';
import type { deleteAccountRequestSchema } from '../../../../shared/schemas/account';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { forgetSignedIn } from '../../../lib/auth/auth-cache';

/**
 * DELETE /api/account: the server ends every session; this browser forgets the member and what they loaded, and goes
 * home. Done here rather than in mutate()'s callbacks: the page unmounts as soon as the member is forgotten.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: z.input<typeof deleteAccountRequestSchema>) => apiRequest('DELETE', '/api/account', { contract: 'message', body }),
    onSuccess: () => {
      // Everything this browser held about the member goes with the account (docs/product.md#browser-storage).
      forgetSignedIn(queryClient);
      toast({ title: ACCOUNT_PAGE_MESSAGES.accountDeleted, variant: 'success' });
      void navigate('/', { replace: true });
    },
  });
}
