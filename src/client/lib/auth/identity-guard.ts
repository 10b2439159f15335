import type { QueryClient } from '@tanstack/react-query';
import type { AuthStatus } from '../../../shared/schemas/auth';
import { onSessionEnded } from '../api-client';
import { clearDocumentProfile } from '../document-profile';
import { forgetLegacyMemberKeys } from '../local-store';
import { forgetSignedIn } from './auth-cache';
import { forgetMemberData } from './forget-member';
import { AUTH_QUERY_ROOT, authStatusQueryKey } from './get-auth-status';
import { meQueryKey, type MeResponse } from './get-me';

/**
 * Keeps one member's data from reaching the next person at this browser (docs/product.md#browser-storage,
 * docs/decisions/024-shared-phone-privacy.md). Sign-in, sign-up, sign-out and account deletion wipe through
 * auth-cache.ts themselves; this catches the changes nobody announces:
 *
 * - at start-up, the member keys an earlier version left in storage;
 * - any 401 AUTHENTICATION_REQUIRED while the cache still believes someone is signed in (the session
 *   expired, was ended by a password change or a proof of the address, or the account was blocked):
 *   the browser forgets the member at once, as at sign-out;
 * - the cached member changing under us (a status re-read that says signed out after a sign-out in
 *   another tab, /me answering for someone else).
 *
 * Returns a function that stops it (tests).
 */
export function guardMemberIdentity(queryClient: QueryClient): () => void {
  forgetLegacyMemberKeys();

  const signedInNow = () =>
    queryClient.getQueryData<AuthStatus>(authStatusQueryKey)?.authenticated === true ||
    Boolean(queryClient.getQueryData<MeResponse | null>(meQueryKey)?.user);

  const stopListening = onSessionEnded(() => {
    if (signedInNow()) forgetSignedIn(queryClient);
    else clearDocumentProfile();
  });

  let knownMember: string | null = queryClient.getQueryData<MeResponse | null>(meQueryKey)?.user.id ?? null;
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const [root, name] = event.query.queryKey as readonly unknown[];
    if (root !== AUTH_QUERY_ROOT) return;
    let next: string | null | undefined;
    if (name === 'me') next = (event.query.state.data as MeResponse | null | undefined)?.user.id ?? null;
    else if (name === authStatusQueryKey[1] && (event.query.state.data as AuthStatus | undefined)?.authenticated === false) next = null;
    if (next === undefined || next === knownMember) return;
    const someoneElse = knownMember !== null;
    knownMember = next;
    // Wiped after this notification: removing queries while the cache is telling its listeners is not safe.
    if (someoneElse) queueMicrotask(() => forgetMemberData(queryClient));
  });

  return () => {
    stopListening();
    stopWatching();
  };
}
