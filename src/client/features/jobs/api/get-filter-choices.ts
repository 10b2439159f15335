import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobFilterChoices } from '../../../../shared/schemas/jobs';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/jobs/filters (public): the streams, quarters and TEERs the published lists have. */
export function getFilterChoices(signal?: AbortSignal): Promise<JobFilterChoices> {
  return apiRequest('GET', '/api/jobs/filters', { contract: 'jobFilterChoices', signal });
}

export function useFilterChoices() {
  // The lists change once a quarter: one fetch per visit is plenty.
  return useQuery(
    queryOptions({ queryKey: ['/api/jobs', 'filters'] as const, queryFn: ({ signal }) => getFilterChoices(signal), staleTime: Infinity }),
  );
}
