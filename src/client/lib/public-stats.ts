import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contacts } from '../../shared/schemas/contacts';
import type { Stats } from '../../shared/schemas/jobs';
import { apiRequest } from './api-client';

/**
 * GET /api/stats (public): the live counts shown on the landing page, /jobs, /pricing and the flyers
 * (docs/product.md#live-counts). Shared because pages of different features show them.
 */
export function useStats() {
  return useQuery(
    queryOptions({
      queryKey: ['/api/stats'] as const,
      queryFn: ({ signal }): Promise<Stats> => apiRequest('GET', '/api/stats', { contract: 'stats', signal }),
    }),
  );
}

/** GET /api/contacts (public): support's e-mail and the configured WhatsApp numbers (docs/product.md#support-contact). */
export function useContacts() {
  return useQuery(
    queryOptions({
      queryKey: ['/api/contacts'] as const,
      queryFn: ({ signal }): Promise<Contacts> => apiRequest('GET', '/api/contacts', { contract: 'contacts', signal }),
      staleTime: Infinity,
    }),
  );
}
