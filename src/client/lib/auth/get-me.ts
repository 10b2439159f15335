import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { meResponseSchema } from '../../../shared/schemas/auth';
import type { AuthUser } from '../../../shared/schemas/auth';
import { ApiError, apiRequest } from '../api-client';
import { AUTH_QUERY_ROOT } from './get-auth-status';

export type MeResponse = z.infer<typeof meResponseSchema>;

export const meQueryKey = [AUTH_QUERY_ROOT, 'me'] as const;

/** GET /api/auth/me. A signed-out visitor (401) is an answer, null, not an error. */
export async function getMe(signal?: AbortSignal): Promise<MeResponse | null> {
  try {
    return await apiRequest('GET', '/api/auth/me', { contract: 'me', signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function getMeQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });
}

const selectUser = (data: MeResponse | null): AuthUser | null => data?.user ?? null;

/**
 * The signed-in member. Callers enable it only once /api/auth/status says someone is signed in: a 401
 * here would still be printed by the browser as a failed resource, on every page a visitor opens.
 */
export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMeQueryOptions(), enabled, select: selectUser });
}
