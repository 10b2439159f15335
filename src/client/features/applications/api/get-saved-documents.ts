import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

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
