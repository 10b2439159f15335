import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobDetail, JobTeaser } from '../../../../shared/schemas/jobs';
import { apiRequest } from '../../../lib/api-client';
import { useAuthStatus } from '../../../lib/auth/get-auth-status';
import { isJobDetail } from '../job-view';
import { JOBS_QUERY_ROOT } from './get-jobs';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/** GET /api/jobs/:id: a member gets the job with the employer's positive LMIAs across quarters, a visitor the teaser. */
export function getJobView(id: number, signal?: AbortSignal): Promise<JobDetail | JobTeaser> {
  return apiRequest('GET', `${JOBS_QUERY_ROOT}/${id}`, { contract: 'jobView', signal });
}

/** Keyed by who asks too, so the teaser fetched before paying is not shown to the member after. */
export function getJobViewQueryOptions(id: number, member: boolean) {
  return queryOptions({ queryKey: [JOBS_QUERY_ROOT, 'detail', id, member] as const, queryFn: ({ signal }) => getJobView(id, signal) });
}

/** The job as the person at the browser may see it: the job's sheet and its page (docs/product.md#job-page). */
export function useJobView(id: number | null) {
  const status = useAuthStatus();
  const member = status.data?.isPaidMember === true;
  return useQuery({ ...getJobViewQueryOptions(id ?? 0, member), enabled: id !== null && !status.isPending });
}

/** A member tool's job (the AI tools' Apply target): the full job, or an error for anyone who is not a member. */
export function useJob(id: number | null) {
  return useQuery({
    queryKey: [JOBS_QUERY_ROOT, 'member-detail', id ?? 0] as const,
    queryFn: async ({ signal }) => {
      const job = await getJobView(id ?? 0, signal);
      if (!isJobDetail(job)) throw new Error(m.jobs_members_only());
      return job;
    },
    enabled: id !== null,
  });
}
