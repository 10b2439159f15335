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
  const memberQueries = queryClient.getQueryCache().findAll({ predicate: (query) => query.queryKey[0] !== AUTH_QUERY_ROOT });
  // Emptied, not only dropped from the cache: a page still mounted keeps its query object, and once it unmounts
  // a garbage-collection timer holds that object for gcTime (5 minutes) — with the member's data, had it not
  // been reset (found with a heap snapshot in e2e/shared-phone.spec.ts).
  for (const query of memberQueries) query.reset();
  queryClient.removeQueries({ predicate: (query) => memberQueries.includes(query) });
  const mutations = queryClient.getMutationCache();
  // Likewise each mutation's own timer would keep it, variables and answer, after it leaves the cache.
  for (const mutation of mutations.getAll()) mutation.destroy();
  mutations.clear();
  clearDocumentProfile();
  forgetLegacyMemberKeys();
}
