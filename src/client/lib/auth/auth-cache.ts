import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../shared/schemas/auth';
import { AUTH_QUERY_ROOT, SIGNED_OUT, authStatusQueryKey } from './get-auth-status';
import { getMeQueryOptions, type MeResponse } from './get-me';

/**
 * The two auth transitions of the query cache. The answer we already hold is written first so the
 * navigation bar and the gate change at once; the status is then re-read to confirm the cookie.
 */
export function rememberSignedIn(queryClient: QueryClient, user: AuthUser) {
  queryClient.setQueryData(authStatusQueryKey, { authenticated: true, isPaidMember: user.isPaidMember });
  const me: MeResponse = { success: true, user };
  queryClient.setQueryData(getMeQueryOptions().queryKey, me);
  void queryClient.invalidateQueries({ queryKey: authStatusQueryKey });
}

export function forgetSignedIn(queryClient: QueryClient) {
  queryClient.setQueryData(authStatusQueryKey, SIGNED_OUT);
  // Set, not invalidated: re-reading /me now would only fetch a 401.
  queryClient.setQueryData(getMeQueryOptions().queryKey, null);
  // Whatever a member loaded (documents, applications) must not be shown to the next person at this
  // browser; public data is simply fetched again.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_QUERY_ROOT });
  void queryClient.invalidateQueries({ queryKey: authStatusQueryKey });
}
