import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NOC_SEARCH } from '../../../../shared/constants';
import type { NocSearchResponse } from '../../../../shared/schemas/noc';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/noc/search: the NOC unit groups a job title most likely belongs to, best first. */
export function searchNoc(title: string, signal?: AbortSignal): Promise<NocSearchResponse> {
  const query = new URLSearchParams({ title, limit: String(NOC_SEARCH.limitDefault) });
  return apiRequest('GET', `/api/noc/search?${query}`, { contract: 'nocSearch', signal });
}

export function searchNocQueryOptions(title: string) {
  return queryOptions({
    queryKey: ['/api/noc/search', title],
    queryFn: ({ signal }) => searchNoc(title, signal),
    // The answer changes only when the product is updated.
    staleTime: Infinity,
  });
}

/** Runs only once there is a title to look up (from the page's address). */
export function useNocSearch(title: string) {
  return useQuery({ ...searchNocQueryOptions(title), enabled: title.length >= NOC_SEARCH.titleMin, placeholderData: keepPreviousData });
}
