import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobSample } from '../../../../shared/schemas/jobs';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/jobs/samples (public): the landing page's three sample jobs. */
export function getJobSamples(signal?: AbortSignal): Promise<JobSample[]> {
  return apiRequest('GET', '/api/jobs/samples', { contract: 'jobSamples', signal });
}

export function useJobSamples() {
  return useQuery(queryOptions({ queryKey: ['/api/jobs', 'samples'] as const, queryFn: ({ signal }) => getJobSamples(signal) }));
}
