import { QueryClient } from '@tanstack/react-query';

/**
 * No default query function: every query names its own `queryFn`, which calls the API client with the
 * response schema of its endpoint (docs/product.md#data-queries). Query keys still start with the URL
 * root (AUTH_QUERY_ROOT, JOBS_QUERY_ROOT, …) so that one prefix invalidates a whole feature.
 *
 * Defaults: no retry, no refetch on focus, no polling, never stale; mutations are not retried either, and a
 * finished mutation is dropped as soon as no component shows it (`gcTime: 0`): its variables are what the
 * member typed (a password, a phone, a CV), and nothing reads a mutation after its form is gone
 * (docs/decisions/024-shared-phone-privacy.md).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    },
    mutations: { retry: false, gcTime: 0 },
  },
});
