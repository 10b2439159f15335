import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiClient, type ApiClient } from './api-client';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * SPEC §7: a data query GETs the path made of its key parts joined by '/'. Queries that ask "who am I"
 * use `returnNull` so a signed-out visitor is data, not an error.
 */
export function getQueryFn<T>({
  on401 = 'throw',
  api = apiClient,
}: { on401?: UnauthorizedBehavior; api?: ApiClient } = {}): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await api.request<T>('GET', queryKey.join('/'), undefined, { signal });
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/** SPEC §9: no retry, no refetch on focus, no polling, never stale; mutations are not retried either. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    },
    mutations: { retry: false },
  },
});
