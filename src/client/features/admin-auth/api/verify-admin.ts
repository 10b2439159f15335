import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminVerifyResponseSchema } from '../../../../shared/schemas/auth';
import { ApiError } from '../../../lib/api-client';
import { clearAdminToken, readAdminToken } from '../../../lib/admin-session/admin-token';
import { ADMIN_QUERY_ROOT, adminRequest } from '../../../lib/admin-session/admin-request';

export type AdminVerifyResponse = z.infer<typeof adminVerifyResponseSchema>;

export class NoAdminTokenError extends Error {
  override readonly name = 'NoAdminTokenError';
}

/** GET /api/admin/verify: an OK answer means the stored token is a live administrator session. */
export async function verifyAdmin(signal?: AbortSignal): Promise<AdminVerifyResponse> {
  // Without a token the answer is known: skip a request that could only be refused.
  if (!readAdminToken()) throw new NoAdminTokenError('No administrator token is stored.');
  try {
    return await adminRequest('GET', '/api/admin/verify', { contract: 'adminVerify', signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearAdminToken();
    throw error;
  }
}

export function getAdminSessionQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'verify'],
    queryFn: ({ signal }) => verifyAdmin(signal),
    // The session is checked on every visit to the page, never taken from an earlier answer (docs/product.md#administrator-sessions).
    gcTime: 0,
  });
}

export function useAdminSession() {
  return useQuery(getAdminSessionQueryOptions());
}
