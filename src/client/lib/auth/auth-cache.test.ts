// @vitest-environment node
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../shared/schemas/auth';
import { readDocumentProfile, updateDocumentProfile } from '../document-profile';
import { rememberSignedIn, forgetSignedIn } from './auth-cache';
import { authStatusQueryKey } from './get-auth-status';
import { meQueryKey } from './get-me';
import { memoryStorage, member } from './test-members';

/**
 * The auth transitions wipe every trace of the member before (docs/product.md#browser-storage,
 * docs/decisions/024-shared-phone-privacy.md). The browser's storages are stood in for by maps: this suite
 * runs in node, and what it checks is which keys are left, not how a browser stores them.
 */
const A: AuthUser = member('a', 'Amina', 'amina@example.com', '+254 711 000 111');
const B: AuthUser = member('b', 'Baraka', 'baraka@example.com', '+254 722 000 222');

let client: QueryClient;
/** The two storages the code under test sees (as globals). */
let localStorage: ReturnType<typeof memoryStorage>;
let sessionStorage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  localStorage = memoryStorage();
  sessionStorage = memoryStorage();
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('sessionStorage', sessionStorage);
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  client.clear();
});

/** What member A leaves behind on /ai-tools, /applications and /account, as an earlier version also stored it. */
async function aUsedTheBrowser() {
  rememberSignedIn(client, A);
  client.setQueryData(['/api/documents'], { documents: [{ title: "Amina's CV" }] });
  client.setQueryData(['/api/account', 'profile'], { profile: { firstName: 'Amina', phone: A.phone } });
  // A finished mutation keeps its variables: here the profile A saved.
  await client
    .getMutationCache()
    .build(client, { mutationFn: async (body: unknown) => body })
    .execute({ firstName: 'Amina', phone: A.phone });
  updateDocumentProfile({ firstName: 'Amina', phone: '+254 711 000 111', experience: 'Caregiver, Nairobi Hospital' });
  localStorage.setItem('userEmail', A.email);
  localStorage.setItem('userInfo', JSON.stringify({ email: A.email, firstName: 'Amina' }));
  localStorage.setItem('userId', A.id);
  sessionStorage.setItem('documentProfile', JSON.stringify({ firstName: 'Amina' }));
}

function everythingHeld() {
  return JSON.stringify({
    queries: client
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryKey, query.state.data]),
    mutations: client
      .getMutationCache()
      .getAll()
      .map((mutation) => mutation.state.variables),
    profile: readDocumentProfile(),
    local: localStorage.dump(),
    session: sessionStorage.dump(),
  });
}

describe('the auth transitions', () => {
  it("empties what a page still shows of the member, so nothing outlives the page's unmount", async () => {
    rememberSignedIn(client, A);
    // A page still mounted: it observes its query and holds its mutation until React unmounts it.
    const observer = new QueryObserver(client, { queryKey: ['/api/account', 'profile'], queryFn: async () => ({ phone: A.phone }) });
    const stopObserving = observer.subscribe(() => {});
    await observer.refetch();
    const query = client.getQueryCache().find({ queryKey: ['/api/account', 'profile'] })!;
    const mutation = client.getMutationCache().build(client, { mutationFn: async (body: unknown) => body, gcTime: 300_000 });
    await mutation.execute({ password: 'Amina-secret-1' });

    forgetSignedIn(client);
    // The objects the page keeps are empty, and the unmount's garbage-collection timer has nothing to hold.
    expect(JSON.stringify(query.state)).not.toContain('711 000 111');
    expect(client.getQueryCache().getAll().includes(query)).toBe(false);
    expect(client.getMutationCache().getAll()).toEqual([]);
    stopObserving();
  });

  it('sign-out leaves nothing of the member: queries, mutations, the /ai-tools profile, either storage', async () => {
    await aUsedTheBrowser();
    forgetSignedIn(client);

    const held = everythingHeld();
    for (const trace of ['Amina', 'amina@example.com', '711 000 111', 'Nairobi', A.id]) expect(held).not.toContain(trace);
    expect(client.getQueryData(authStatusQueryKey)).toEqual({ authenticated: false, isPaidMember: false });
    expect(client.getQueryData(meQueryKey)).toBeNull();
    expect(readDocumentProfile().firstName).toBe('');
  });

  it('signing in as someone else starts from nothing of the member before, even without a sign-out', async () => {
    await aUsedTheBrowser();
    rememberSignedIn(client, B);

    const held = everythingHeld();
    for (const trace of ['Amina', 'amina@example.com', '711 000 111', 'Nairobi', A.id]) expect(held).not.toContain(trace);
    expect(client.getQueryData(meQueryKey)).toEqual({ success: true, user: B });
    expect(client.getQueryData(authStatusQueryKey)).toEqual({ authenticated: true, isPaidMember: false });
  });
});
