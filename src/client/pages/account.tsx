import { NarrowPage } from '../components/layout/narrow-page';
import { AccessChecking, SignInPrompt } from '../features/auth/components/access-prompts';
import { AccountDetails } from '../features/auth/components/account-details';
import { useCurrentUser } from '../lib/auth/use-current-user';

/** Any signed-in person, paid or not: this is where they see whether their membership is active. */
export function AccountPage() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <AccessChecking />;
  // A failed call, or a session that ended between the two calls, reads as signed out.
  if (!user) return <SignInPrompt />;
  return (
    <NarrowPage title="Your Account" description="Your Maple Bridge account and membership.">
      <AccountDetails user={user} />
    </NarrowPage>
  );
}
