import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FunnelStatus } from '../../../../shared/schemas/funnel';
import { apiRequest } from '../../../lib/api-client';
import { adminRequest } from '../../admin-auth/api/admin-request';
import { JOBS_QUERY_ROOT } from './get-jobs';

export const funnelStatusQueryKey = ['/api/job-funnel/status'] as const;
/** SPEC §7/§9: the funnel status is the one query that polls, every 30 s. */
const POLL_MS = 30_000;

export function useFunnelStatus() {
  return useQuery(
    queryOptions({
      queryKey: funnelStatusQueryKey,
      queryFn: ({ signal }) => apiRequest<FunnelStatus>('GET', '/api/job-funnel/status', undefined, { signal }),
      refetchInterval: POLL_MS,
      staleTime: 0,
    }),
  );
}

export type FunnelAction = 'start' | 'stop' | 'update';

/** Administrator-only (server-checked); start and update refresh the job list (SPEC §4 'Job funnel'). */
export function useFunnelAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: FunnelAction) => adminRequest<{ success: true; message: string }>('POST', `/api/job-funnel/${action}`),
    onSuccess: async (_data, action) => {
      await queryClient.invalidateQueries({ queryKey: funnelStatusQueryKey });
      if (action !== 'stop') await queryClient.invalidateQueries({ queryKey: [JOBS_QUERY_ROOT] });
    },
  });
}
