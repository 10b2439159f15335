// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../shared/schemas/auth';
import { ApiError, ResponseFormatError } from '../api-client';
import { queryClient } from '../query-client';
import { AUTH_QUERY_ROOT } from './get-auth-status';
import { getMe, getMeQueryOptions, meQueryKey } from './get-me';

const USER: AuthUser = {
  id: 'u_1',
  firstName: 'Amina',
  lastName: 'Otieno',
  email: 'amina@example.com',
  username: 'amina@example.com',
  phone: null,
  emailVerified: true,
  isPaidMember: false,
  membershipExpiresAt: null,
  createdAt: '2025-01-15T00:00:00.000Z',
  locale: 'en',
};

/**
 * Faked on purpose: the app's own client calls relative URLs ('/api/auth/me'), which only a browser can
 * resolve, so a stub of the global fetch answers them here. The real HTTP path of the client is tested on a
 * loopback server in api-client.test.ts and against the real server in e2e/.
 */
const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown) {
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('getMe', () => {
  it('GETs /api/auth/me and returns the parsed member', async () => {
    answer(200, { success: true, user: USER });

    await expect(getMe()).resolves.toEqual({ success: true, user: USER });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/me');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('answers null for a signed-out visitor (401), not an error', async () => {
    answer(401, { success: false, message: 'Authentication required.', errorCode: 'AUTHENTICATION_REQUIRED' });
    await expect(getMe()).resolves.toBeNull();
  });

  it('still fails on other errors and on a body that is not a member', async () => {
    answer(503, { success: false, message: 'Busy', errorCode: 'SERVICE_UNAVAILABLE' });
    await expect(getMe()).rejects.toBeInstanceOf(ApiError);

    answer(200, { success: true, user: { ...USER, emailVerified: 'yes' } });
    await expect(getMe()).rejects.toBeInstanceOf(ResponseFormatError);
  });
});

describe('the /me query', () => {
  it('keeps the auth root as the first key part, so auth invalidation reaches it', () => {
    expect(meQueryKey[0]).toBe(AUTH_QUERY_ROOT);
    expect(getMeQueryOptions().queryKey).toEqual([AUTH_QUERY_ROOT, 'me']);
  });

  it('runs its own query function: a signed-out visitor is cached as null', async () => {
    answer(401, { success: false, message: 'Authentication required.', errorCode: 'AUTHENTICATION_REQUIRED' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    await expect(client.fetchQuery(getMeQueryOptions())).resolves.toBeNull();
    expect(client.getQueryData(meQueryKey)).toBeNull();
  });
});

describe('queryClient defaults', () => {
  it('has no default query function, and no retry, focus refetch or staleness; finished mutations are not kept', () => {
    const queries = queryClient.getDefaultOptions().queries;
    expect(queries?.queryFn).toBeUndefined();
    expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
    expect(queryClient.getDefaultOptions().mutations).toMatchObject({ retry: false, gcTime: 0 });
  });
});
