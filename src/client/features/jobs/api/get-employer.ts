import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Employer } from '../../../../shared/schemas/employers';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/employers/:id (members): the employer and every approval across quarters. */
export async function getEmployer(id: string, signal?: AbortSignal): Promise<Employer> {
  return (await apiRequest('GET', `/api/employers/${encodeURIComponent(id)}`, { contract: 'employer', signal })).employer;
}

export function useEmployer(id: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: ['/api/employers', id] as const, queryFn: ({ signal }) => getEmployer(id, signal) }),
    enabled,
  });
}
