import { queryOptions, useQuery } from '@tanstack/react-query';
import { type JobDetail } from '../../../../shared/schemas/jobs';
import { apiRequest } from '../../../lib/api-client';
import { JOBS_QUERY_ROOT } from './get-jobs';

/** GET /api/jobs/:id: one job with the employer's positive LMIAs across quarters. */
export function getJob(id: number, signal?: AbortSignal): Promise<JobDetail> {
  return apiRequest('GET', `${JOBS_QUERY_ROOT}/${id}`, { contract: 'jobDetail', signal });
}

export function getJobQueryOptions(id: number) {
  return queryOptions({ queryKey: [JOBS_QUERY_ROOT, 'detail', id] as const, queryFn: ({ signal }) => getJob(id, signal) });
}

export function useJob(id: number | null) {
  return useQuery({ ...getJobQueryOptions(id ?? 0), enabled: id !== null });
}
