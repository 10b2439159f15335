import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { ChangePasswordRequest, deleteAccountRequestSchema, UpdateProfileRequest } from '../../../../shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { ACCOUNT_PAGE_MESSAGES } from '../../../../shared/messages';
import { toast } from '../../../components/ui/toast-store';
import { AUTH_QUERY_ROOT } from '../../../lib/auth/get-auth-status';
import { forgetSignedIn } from '../../../lib/auth/auth-cache';

/** The member's own account calls (docs/product.md#account-page). */
export const ACCOUNT_QUERY_ROOT = '/api/account';
const profileKey = [ACCOUNT_QUERY_ROOT, 'profile'] as const;

export function useAccountProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => apiRequest('GET', '/api/account/profile', { contract: 'accountProfile', signal }),
  });
}

export function useAccountPayments() {
  return useQuery({
    queryKey: [ACCOUNT_QUERY_ROOT, 'payments'] as const,
    queryFn: ({ signal }) => apiRequest('GET', '/api/account/payments', { contract: 'accountPayments', signal }),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => apiRequest('PATCH', '/api/account/profile', { contract: 'accountProfile', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(profileKey, answer);
      // The navigation bar shows the first name from /api/auth/me.
      void queryClient.invalidateQueries({ queryKey: [AUTH_QUERY_ROOT] });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => apiRequest('POST', '/api/account/password', { contract: 'message', body }),
  });
}

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
