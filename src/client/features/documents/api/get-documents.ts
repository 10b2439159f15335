import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The member's saved documents (docs/product.md#documents). Every write saves or deletes a document on the
 * server, so each mutation refreshes everything under this root ('My documents').
 */
export const DOCUMENTS_QUERY_ROOT = '/api/documents';

export function useDocuments(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [DOCUMENTS_QUERY_ROOT, 'list'] as const,
      queryFn: ({ signal }) => apiRequest('GET', DOCUMENTS_QUERY_ROOT, { contract: 'documentList', signal }),
      enabled,
    }),
  );
}

export function getDocument(id: string, signal?: AbortSignal) {
  return apiRequest('GET', `${DOCUMENTS_QUERY_ROOT}/${encodeURIComponent(id)}`, { contract: 'documentDetail', signal });
}
