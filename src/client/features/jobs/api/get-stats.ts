import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Stats } from '../../../../shared/schemas/jobs';
import { apiRequest } from '../../../lib/api-client';

export const statsQueryKey = ['/api/stats'] as const;

/** GET /api/stats (public): live counts for the landing metrics and the /jobs stats band (docs/product.md#live-counts). */
export function getStats(signal?: AbortSignal): Promise<Stats> {
  return apiRequest('GET', '/api/stats', { contract: 'stats', signal });
}

export function useStats() {
  return useQuery(queryOptions({ queryKey: statsQueryKey, queryFn: ({ signal }) => getStats(signal) }));
}
