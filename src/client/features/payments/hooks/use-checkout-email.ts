import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { readLocal } from '../../../lib/local-store';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { resolveCheckoutEmail } from '../checkout-email';

/** Whom this checkout is for (docs/product.md#checkout). Pending only while the signed-in member is the last thing to ask. */
export function useCheckoutEmail(): { email: string; isPending: boolean } {
  const [params] = useSearchParams();
  const query = params.get('email');
  // Read once: a sign-up in another tab must not switch the account in the middle of a payment.
  const [stored] = useState(() => readLocal('userEmail'));
  const member = useCurrentUser();
  const known = Boolean(query?.trim() || stored?.trim());
  return {
    email: resolveCheckoutEmail({ query, stored, signedIn: member.user?.email }),
    isPending: !known && member.isPending,
  };
}
