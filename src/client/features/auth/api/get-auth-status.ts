import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthStatus } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/** Every auth query key starts with this, so one prefix reaches them all. */
export const AUTH_QUERY_ROOT = '/api/auth';
export const authStatusQueryKey = [AUTH_QUERY_ROOT, 'status'] as const;

export const SIGNED_OUT: AuthStatus = { authenticated: false, isPaidMember: false };

export function getAuthStatus(signal?: AbortSignal): Promise<AuthStatus> {
  return apiRequest<AuthStatus>('GET', '/api/auth/status', undefined, { signal });
}

export function getAuthStatusQueryOptions() {
  return queryOptions({ queryKey: authStatusQueryKey, queryFn: ({ signal }) => getAuthStatus(signal) });
}

/** SPEC §4 access gate: who is signed in and whether they are a paid member. Never a 401, so no noise. */
export function useAuthStatus() {
  return useQuery(getAuthStatusQueryOptions());
}
