import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '../../../lib/mutation-config';
import { clearAdminToken } from '../admin-token';
import { ADMIN_QUERY_ROOT, adminRequest } from './admin-request';

export function adminLogout(): Promise<unknown> {
  return adminRequest<unknown>('POST', '/api/admin/logout');
}

/** SPEC §4 'Admin session': logout always clears local state, even when the call fails. */
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
