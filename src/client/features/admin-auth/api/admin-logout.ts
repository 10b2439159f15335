import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageResponseSchema } from '../../../../shared/schemas/auth';
import type { MutationConfig } from '../../../lib/mutation-config';
import { clearAdminToken } from '../../../lib/admin-session/admin-token';
import { ADMIN_QUERY_ROOT, adminRequest } from '../../../lib/admin-session/admin-request';

export type AdminLogoutResponse = z.infer<typeof messageResponseSchema>;

/** POST /api/admin/logout: ends the session the bearer token names. */
export function adminLogout(): Promise<AdminLogoutResponse> {
  return adminRequest('POST', '/api/admin/logout', { contract: 'message' });
}

/** Logout always clears local state, even when the call fails (docs/product.md#administrator-sessions). */
export function useAdminLogout({ mutationConfig }: { mutationConfig?: MutationConfig<typeof adminLogout> } = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: adminLogout,
    onSettled: (...args) => {
      clearAdminToken();
      queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
      return onSettled?.(...args);
    },
  });
}
