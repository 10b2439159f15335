import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateApplicationRequest, UpdateApplicationRequest } from '../../../../shared/schemas/applications';
import { apiRequest } from '../../../lib/api-client';
import { applicationListUrl, type ApplicationFilters } from '../board';

/**
 * The member's tracked applications (docs/product.md#applications-page). Every write changes the list the board
 * and the job cards read, so each mutation refreshes everything under this root.
 */
export const APPLICATIONS_QUERY_ROOT = '/api/applications';

const applicationUrl = (id: string) => `${APPLICATIONS_QUERY_ROOT}/${encodeURIComponent(id)}`;

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

function useApplicationMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // Also after a refusal: a 409 means the list is stale (the job was tracked from another tab).
    onSettled: () => queryClient.invalidateQueries({ queryKey: [APPLICATIONS_QUERY_ROOT] }),
  });
}

export const useCreateApplication = () =>
  useApplicationMutation((body: CreateApplicationRequest) =>
    apiRequest('POST', APPLICATIONS_QUERY_ROOT, { contract: 'application', body }),
  );

export const useUpdateApplication = () =>
  useApplicationMutation(({ id, ...body }: UpdateApplicationRequest & { id: string }) =>
    apiRequest('PATCH', applicationUrl(id), { contract: 'application', body }),
  );

export const useDeleteApplication = () =>
  useApplicationMutation((id: string) => apiRequest('DELETE', applicationUrl(id), { contract: 'message' }));

/**
 * The member's saved documents, to attach to a status change. Same query key as the documents feature's list, so
 * both share one cache entry (features do not import each other).
 */
export function useSavedDocuments(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/documents', 'list'] as const,
    queryFn: ({ signal }) => apiRequest('GET', '/api/documents', { contract: 'documentList', signal }),
    enabled,
  });
}
