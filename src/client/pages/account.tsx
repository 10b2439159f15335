import { BadgeCheck, CircleAlert } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { PageMeta } from '../components/layout/page-meta';
import { Button } from '../components/ui/button';
import { LoadingState } from '../components/ui/loading-state';
import { toUserMessage } from '../lib/api-client';
import { useSignOutAndGoHome } from '../lib/auth/use-sign-out-and-go-home';
import { useCurrentUser } from '../lib/auth/use-current-user';
import { useAccountProfile } from '../features/account/api/get-account-profile';
import { MembershipCard } from '../features/account/components/membership-card';
import { PaymentHistory } from '../features/account/components/payment-history';
import { AccessChecking, SignInPrompt } from '../features/auth/components/access-prompts';
import { lazyComponent, preloadComponents } from '../lib/lazy-component';
import { m } from '../../shared/i18n/paraglide/messages.js';

// The forms (react-hook-form and their zod schemas) are chunks of their own, fetched beside the account's data:
// the page starts with less JavaScript (docs/decisions/054-member-pages-start-small.md).
const ProfileForm = lazyComponent(() => import('../features/account/components/profile-form').then((module) => module.ProfileForm));
const PasswordForm = lazyComponent(() => import('../features/account/components/password-form').then((module) => module.PasswordForm));
const RefundRequests = lazyComponent(() => import('../features/account/components/refund-request').then((module) => module.RefundRequests));
const YourData = lazyComponent(() => import('../features/account/components/your-data').then((module) => module.YourData));

/** Any signed-in person, paid or not: their profile, password, membership, payments and data (docs/product.md#account-page). */
export function AccountPage() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <AccessChecking />;
  // A failed call, or a session that ended between the two calls, reads as signed out.
  if (!user) return <SignInPrompt />;
  preloadComponents(ProfileForm, PasswordForm, RefundRequests, YourData);
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta title={m.account_title()} description={m.account_description()} />
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{m.account_title()}</h1>
      {/* The sections show together once the forms' chunks are here, most often before the data. */}
      <Suspense fallback={<LoadingState label={m.account_loading()} />}>
        <AccountSections />
      </Suspense>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function AccountSections() {
  const account = useAccountProfile();
  const signOut = useSignOutAndGoHome();
  if (account.isPending) return <LoadingState label={m.account_loading()} />;
  if (account.isError) {
    return (
      <div role="alert" className="grid gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-gray-800">
        <p>{toUserMessage(account.error)}</p>
        <Button className="w-fit" onClick={() => void account.refetch()}>
          {m.account_try_again()}
        </Button>
      </div>
    );
  }
  const { profile, membership } = account.data;
  return (
    <>
      <Section id="account-profile" title={m.account_section_profile()}>
        <p className="flex flex-wrap items-center gap-x-2 text-gray-800">
          <span className="break-all">{profile.email}</span>
          {profile.emailVerified ? (
            <span className="inline-flex items-center gap-1 text-sm font-medium text-green-800">
              <BadgeCheck aria-hidden="true" className="size-4" />
              {m.account_email_verified()}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 text-sm font-medium text-amber-800">
              <CircleAlert aria-hidden="true" className="size-4" />
              {m.account_email_not_verified()}
            </span>
          )}
        </p>
        <ProfileForm profile={profile} />
      </Section>
      <Section id="account-membership" title={m.account_section_membership()}>
        <MembershipCard membership={membership} />
      </Section>
      <Section id="account-payments" title={m.account_section_payments()}>
        <PaymentHistory />
      </Section>
      <Section id="account-refunds" title={m.account_section_refunds()}>
        <RefundRequests />
      </Section>
      <Section id="account-password" title={m.account_change_password()}>
        <PasswordForm />
      </Section>
      <Section id="account-data" title={m.account_section_data()}>
        <YourData />
      </Section>
      <Button variant="outline" className="w-fit" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        {signOut.isPending ? m.account_signing_out() : m.account_sign_out()}
      </Button>
    </>
  );
}
