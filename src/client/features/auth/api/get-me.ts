import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuthUser, meResponseSchema } from '../../../../shared/schemas/auth';
import { getQueryFn } from '../../../lib/query-client';
import { AUTH_QUERY_ROOT } from './get-auth-status';

export type MeResponse = z.infer<typeof meResponseSchema>;

/** Joined by the default query function into GET /api/auth/me. */
export const meQueryKey = [AUTH_QUERY_ROOT, 'me'] as const;

export function getMeQueryOptions() {
  // A signed-out visitor is an answer (null), not an error.
  return queryOptions({ queryKey: meQueryKey, queryFn: getQueryFn<MeResponse>({ on401: 'returnNull' }) });
}

const selectUser = (data: MeResponse | null): AuthUser | null => data?.user ?? null;

/**
 * The signed-in member. Callers enable it only once /api/auth/status says someone is signed in: a 401
 * here would still be printed by the browser as a failed resource, on every page a visitor opens.
 */
export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMeQueryOptions(), enabled, select: selectUser });
}
