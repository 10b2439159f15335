import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminRequest } from '../../../lib/admin-session/admin-request';
import { JOBS_QUERY_ROOT } from './get-jobs';

export const funnelStatusQueryKey = ['/api/job-funnel/status'] as const;
/** The funnel status is the one query that polls, every 30 s (docs/product.md#data-queries). */
const POLL_MS = 30_000;

export function useFunnelStatus() {
  return useQuery(
    queryOptions({
      queryKey: funnelStatusQueryKey,
      queryFn: ({ signal }) => apiRequest('GET', '/api/job-funnel/status', { contract: 'funnelStatus', signal }),
      refetchInterval: POLL_MS,
      staleTime: 0,
    }),
  );
}

export type FunnelAction = 'start' | 'stop' | 'update';

/** Administrator-only (server-checked); start and update refresh the job list (docs/product.md#job-funnel). */
export function useFunnelAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: FunnelAction) => adminRequest('POST', `/api/job-funnel/${action}`, { contract: 'funnelAction' }),
    onSuccess: async (_data, action) => {
      await queryClient.invalidateQueries({ queryKey: funnelStatusQueryKey });
      if (action !== 'stop') await queryClient.invalidateQueries({ queryKey: [JOBS_QUERY_ROOT] });
    },
  });
}
