import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthStatus } from '../../../shared/schemas/auth';
import { apiRequest } from '../api-client';

/** Every auth query key starts with this, so one prefix reaches them all. */
export const AUTH_QUERY_ROOT = '/api/auth';
export const authStatusQueryKey = [AUTH_QUERY_ROOT, 'status'] as const;

export const SIGNED_OUT: AuthStatus = { authenticated: false, isPaidMember: false };

export function getAuthStatus(signal?: AbortSignal): Promise<AuthStatus> {
  return apiRequest('GET', '/api/auth/status', { contract: 'authStatus', signal });
}

export function getAuthStatusQueryOptions() {
  return queryOptions({ queryKey: authStatusQueryKey, queryFn: ({ signal }) => getAuthStatus(signal) });
}

/** Access gate (docs/product.md#access-gate): who is signed in and whether they are a paid member. Never a 401, so no noise. */
export function useAuthStatus() {
  return useQuery(getAuthStatusQueryOptions());
}
