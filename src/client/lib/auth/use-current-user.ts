import { useAuthStatus } from './get-auth-status';
import { useMe } from './get-me';

/**
 * The signed-in member for the navigation bar and the account page: the status first (it never
 * answers 401), then /me only when someone is signed in.
 */
export function useCurrentUser() {
  const status = useAuthStatus();
  const authenticated = status.data?.authenticated === true;
  const me = useMe({ enabled: authenticated });
  return {
    user: authenticated ? (me.data ?? null) : null,
    isPending: status.isPending || (authenticated && me.isPending),
    isError: status.isError || (authenticated && me.isError),
  };
}
