import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../shared/schemas/auth';
import { forgetMemberData } from './forget-member';
import { SIGNED_OUT, authStatusQueryKey } from './get-auth-status';
import { getMeQueryOptions, type MeResponse } from './get-me';

/**
 * The two auth transitions of the query cache. The answer we already hold is written first so the
 * navigation bar and the gate change at once; the status is then re-read to confirm the cookie.
 *
 * Both start from nothing of the member before: whoever used this browser last (a shared phone, a cyber
 * café) leaves no data for the next person (docs/decisions/024-shared-phone-privacy.md).
 */
export function rememberSignedIn(queryClient: QueryClient, user: AuthUser) {
  forgetMemberData(queryClient);
  queryClient.setQueryData(authStatusQueryKey, { authenticated: true, isPaidMember: user.isPaidMember });
  const me: MeResponse = { success: true, user };
  queryClient.setQueryData(getMeQueryOptions().queryKey, me);
  void queryClient.invalidateQueries({ queryKey: authStatusQueryKey });
}

export function forgetSignedIn(queryClient: QueryClient) {
  queryClient.setQueryData(authStatusQueryKey, SIGNED_OUT);
  // Set, not invalidated: re-reading /me now would only fetch a 401.
  queryClient.setQueryData(getMeQueryOptions().queryKey, null);
  forgetMemberData(queryClient);
  void queryClient.invalidateQueries({ queryKey: authStatusQueryKey });
}
