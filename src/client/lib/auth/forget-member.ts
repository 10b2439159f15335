import type { QueryClient } from '@tanstack/react-query';
import { clearDocumentProfile } from '../document-profile';
import { forgetLegacyMemberKeys } from '../local-store';
import { AUTH_QUERY_ROOT } from './get-auth-status';

/**
 * Wipes everything this browser holds about the member, for every change of who is at the browser:
 * sign-out, sign-in or sign-up (perhaps as someone else), a session that ended (any 401), account deletion
 * (docs/product.md#browser-storage, docs/decisions/024-shared-phone-privacy.md).
 *
 * - every query but the auth ones (documents, applications, the profile, payments…; the caller sets the auth
 *   ones, and public data is simply fetched again),
 * - every mutation: a finished mutation keeps its variables in the cache for minutes, and those are the
 *   sign-in's e-mail and password, the profile's name and phone, the CV text sent for a document,
 * - the /ai-tools personal information held in memory,
 * - whatever an earlier version left in localStorage or sessionStorage.
 */
export function forgetMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_QUERY_ROOT });
  queryClient.getMutationCache().clear();
  clearDocumentProfile();
  forgetLegacyMemberKeys();
}
