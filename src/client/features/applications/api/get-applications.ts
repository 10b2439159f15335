import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicationListUrl, type ApplicationFilters } from '../board';

/**
 * The member's tracked applications (docs/product.md#applications-page). Every write changes the list the board
 * and the job cards read, so each mutation refreshes everything under this root.
 */
export const APPLICATIONS_QUERY_ROOT = '/api/applications';

export const applicationUrl = (id: string) => `${APPLICATIONS_QUERY_ROOT}/${encodeURIComponent(id)}`;

export const applicationsQueryOptions = (filters: ApplicationFilters = {}) =>
  queryOptions({
    queryKey: [APPLICATIONS_QUERY_ROOT, 'list', filters.status ?? '', filters.search ?? ''] as const,
    queryFn: ({ signal }) => apiRequest('GET', applicationListUrl(filters), { contract: 'applications', signal }),
  });

export function useApplications(filters: ApplicationFilters = {}, enabled = true) {
  return useQuery({ ...applicationsQueryOptions(filters), enabled, placeholderData: keepPreviousData });
}

/**
 * One application with its whole history (the list carries only the latest changes; the history's cap fits
 * the first page). Under the same root, so every write refreshes it too.
 */
export function useApplication(id: string) {
  return useQuery({
    queryKey: [APPLICATIONS_QUERY_ROOT, 'one', id] as const,
    queryFn: ({ signal }) => apiRequest('GET', applicationUrl(id), { contract: 'application', signal }),
  });
}
