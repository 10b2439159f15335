import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from '../../../lib/router';
import { clearAdminToken } from '../../../lib/admin-session/admin-token';
import { isSessionExpired } from '../admin-errors';
import { isConsoleKey } from '../api/admin-keys';

/**
 * One watch for the whole console page: any admin query or mutation answered 401 (the session ended after
 * 30 idle minutes or 8 hours, docs/product.md#administrator-sessions) forgets the token and goes to the
 * login page, so no list sits there failing one by one.
 */
export function useAdminSessionExpiry() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const expire = useEffectEvent(() => {
    clearAdminToken();
    void navigate('/admin-login', { replace: true });
  });

  useEffect(() => {
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        isConsoleKey(event.query.queryKey) &&
        isSessionExpired(event.action.error)
      )
        expire();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        isConsoleKey(event.mutation.options.mutationKey) &&
        isSessionExpired(event.action.error)
      )
        expire();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
