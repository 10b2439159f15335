// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ERROR_CODES } from '../../../shared/error-codes';
import { apiRequest, SESSION_ENDED_CODE } from '../api-client';
import { readDocumentProfile, updateDocumentProfile } from '../document-profile';
import { rememberSignedIn } from './auth-cache';
import { authStatusQueryKey } from './get-auth-status';
import { meQueryKey } from './get-me';
import { guardMemberIdentity } from './identity-guard';
import { memoryStorage, member } from './test-members';

/**
 * The changes of member nobody announces (docs/decisions/024-shared-phone-privacy.md). The app's client
 * calls relative URLs, which only a browser resolves, so a stub of the global fetch answers them here (as in
 * get-me.test.ts); the storages are maps, since this suite runs in node.
 */
const A = member('a', 'Amina', 'amina@example.com', '+254 711 000 111');
const B = member('b', 'Baraka', 'baraka@example.com', '+254 722 000 222');
const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) =>
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

let client: QueryClient;
/** The two storages the code under test sees (as globals). */
let localStorage: ReturnType<typeof memoryStorage>;
let sessionStorage: ReturnType<typeof memoryStorage>;
let stop: () => void = () => {};
beforeEach(() => {
  localStorage = memoryStorage();
  sessionStorage = memoryStorage();
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('sessionStorage', sessionStorage);
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
});
afterEach(() => {
  stop();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  client.clear();
});

function aIsWorking() {
  rememberSignedIn(client, A);
  client.setQueryData(['/api/documents'], { documents: [{ title: "Amina's CV" }] });
  updateDocumentProfile({ firstName: 'Amina', phone: A.phone ?? '' });
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('guardMemberIdentity', () => {
  it('removes at start-up the member keys earlier versions left in either storage', () => {
    localStorage.setItem('userEmail', A.email);
    localStorage.setItem('userInfo', JSON.stringify({ email: A.email }));
    localStorage.setItem('userId', A.id);
    localStorage.setItem('adminToken', 'kept');
    sessionStorage.setItem('documentProfile', JSON.stringify({ firstName: 'Amina' }));
    stop = guardMemberIdentity(client);
    for (const key of ['userEmail', 'userInfo', 'userId']) expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('documentProfile')).toBeNull();
    // The administrator's token is not a member's trace.
    expect(localStorage.getItem('adminToken')).toBe('kept');
  });

  it('a 401 AUTHENTICATION_REQUIRED from any call forgets the signed-in member, as a sign-out does', async () => {
    stop = guardMemberIdentity(client);
    aIsWorking();
    answer(401, { success: false, message: 'Authentication required.', errorCode: SESSION_ENDED_CODE });

    await expect(apiRequest('GET', '/api/documents', { contract: 'documentList' })).rejects.toMatchObject({ status: 401 });
    expect(client.getQueryData(authStatusQueryKey)).toEqual({ authenticated: false, isPaidMember: false });
    expect(client.getQueryData(meQueryKey)).toBeNull();
    expect(client.getQueryData(['/api/documents'])).toBeUndefined();
    expect(readDocumentProfile().firstName).toBe('');
  });

  it('a 401 that is not about the session (a wrong password at sign-in) forgets nothing', async () => {
    stop = guardMemberIdentity(client);
    aIsWorking();
    answer(401, { success: false, message: 'Invalid password', errorCode: 'INVALID_PASSWORD' });

    await expect(apiRequest('POST', '/api/auth/sign-in', { contract: 'signIn', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(client.getQueryData(meQueryKey)).toEqual({ success: true, user: A });
    expect(readDocumentProfile().firstName).toBe('Amina');
  });

  it('a status re-read that says signed out (a sign-out in another tab) wipes what the member loaded', async () => {
    stop = guardMemberIdentity(client);
    aIsWorking();
    answer(200, { authenticated: false, isPaidMember: false });
    await client.fetchQuery({
      queryKey: authStatusQueryKey,
      queryFn: () => apiRequest('GET', '/api/auth/status', { contract: 'authStatus' }),
    });
    await tick();
    expect(client.getQueryData(['/api/documents'])).toBeUndefined();
    expect(readDocumentProfile().firstName).toBe('');
  });

  it('/me answering for someone else wipes what the member before loaded', async () => {
    stop = guardMemberIdentity(client);
    aIsWorking();
    client.setQueryData(meQueryKey, { success: true, user: B });
    await tick();
    expect(client.getQueryData(['/api/documents'])).toBeUndefined();
    expect(readDocumentProfile().phone).toBe('');
  });

  it('names the session-ended code the server sends', () => {
    expect(SESSION_ENDED_CODE).toBe(AUTH_ERROR_CODES.authenticationRequired);
  });
});
