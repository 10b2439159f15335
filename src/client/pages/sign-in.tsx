import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PageMeta } from '../components/layout/page-meta';
import { Link, useNavigate, useSearchParams } from '../lib/router';
import { MEMBERSHIP } from '../../shared/constants';
import { ACCOUNT_MESSAGES } from '../../shared/messages';
import { SupportContacts } from '../components/layout/support-contacts';
import { buttonClasses } from '../components/ui/button';
import { LoadingState } from '../components/ui/loading-state';
import { Notice } from '../components/ui/notice';
import { toast } from '../components/ui/toast-store';
import { AUTH_QUERY_ROOT, getAuthStatusQueryOptions } from '../lib/auth/get-auth-status';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { safeRedirectPath } from '../features/auth/safe-redirect';
import { MembershipBenefits } from '../features/payments/components/membership-benefits';
import { usePaymentsConfig } from '../features/payments/api/get-payments-config';
import { m } from '../../shared/i18n/paraglide/messages.js';

export function SignInPage() {
  const [params] = useSearchParams();
  const redirectTo = safeRedirectPath(params.get('redirect'));
  // Stripe adds redirect_status to the return URL; a failed or pending payment gets no thank-you.
  const redirectStatus = params.get('redirect_status');
  const paymentDone = params.get('payment') === 'success' && (redirectStatus === null || redirectStatus === 'succeeded');
  const humanitarian = params.get('access') === 'humanitarian';
  const arrival = useSignedInArrival();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (arrival !== 'signed-in') return;
    if (paymentDone)
      toast({ title: ACCOUNT_MESSAGES.paymentReceivedTitle, description: ACCOUNT_MESSAGES.paymentReceivedSignedIn, variant: 'success' });
    else if (humanitarian)
      toast({ title: ACCOUNT_MESSAGES.humanitarianTitle, description: ACCOUNT_MESSAGES.humanitarianSignedIn, variant: 'success' });
    // The navigation bar's /me was read before the payment: read it again with the membership.
    void queryClient.invalidateQueries({ queryKey: [AUTH_QUERY_ROOT] });
    void navigate(redirectTo, { replace: true });
  }, [arrival, paymentDone, humanitarian, redirectTo, navigate, queryClient]);

  if (arrival !== 'signed-out')
    return <LoadingState label={arrival === 'checking' ? m.auth_checking_session() : m.auth_signing_you_in()} />;

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)] lg:gap-16 lg:py-14">
      <PageMeta title={m.auth_sign_in()} description={m.auth_sign_in_description()} />
      <section aria-labelledby="sign-in-title" className="space-y-6">
        <div>
          <h1 id="sign-in-title" className="text-3xl font-bold tracking-tight text-gray-900">
            {m.auth_sign_in()}
          </h1>
          <p className="mt-2 text-gray-700">{m.auth_sign_in_welcome()}</p>
        </div>
        {paymentDone && (
          <Notice tone="success" title={ACCOUNT_MESSAGES.paymentReceivedTitle}>
            {ACCOUNT_MESSAGES.paymentReceived}
          </Notice>
        )}
        {humanitarian && (
          <Notice tone="success" title={ACCOUNT_MESSAGES.humanitarianTitle}>
            {ACCOUNT_MESSAGES.humanitarian}
          </Notice>
        )}
        <PaymentsModeNotice />
        <SignInForm redirectTo={redirectTo} />
        <p className="text-sm">
          <Link to="/forgot-password" className="font-medium text-blue-700 underline underline-offset-2">
            {m.auth_forgot_password_link()}
          </Link>
        </p>
        <div className="border-t border-gray-200 pt-6">
          <p className="text-sm text-gray-700">{m.auth_new_to_maple_bridge()}</p>
          <Link to="/sign-up" className={buttonClasses({ variant: 'accent', size: 'lg', className: 'mt-3 w-full' })}>
            {m.auth_create_account_and_pay_cad({ price: MEMBERSHIP.priceCad })}
          </Link>
        </div>
      </section>
      <aside className="space-y-6 lg:pt-16" aria-label={m.auth_sign_in_aside_label()}>
        <MembershipBenefits />
        <SupportContacts />
      </aside>
    </div>
  );
}

/**
 * Whether the page was opened with a valid session (docs/product.md#sign-in): a new member comes back from the
 * checkout still signed in from sign-up and goes straight on. Decided once, from a fresh status (the cached one
 * predates the payment); a sign-in made on this page afterwards follows the form's own path.
 */
function useSignedInArrival(): 'checking' | 'signed-in' | 'signed-out' {
  const status = useQuery({ ...getAuthStatusQueryOptions(), refetchOnMount: 'always' });
  const [arrival, setArrival] = useState<'checking' | 'signed-in' | 'signed-out'>('checking');
  if (arrival === 'checking' && !status.isFetching) {
    setArrival(status.isSuccess && status.data.authenticated ? 'signed-in' : 'signed-out');
  }
  return arrival;
}

/**
 * One truthful mode label (docs/product.md#sign-in): "Live platform" only when real cards are charged; with the
 * sandbox provider the same "TEST MODE" the checkout shows.
 */
function PaymentsModeNotice() {
  const config = usePaymentsConfig();
  if (!config.data) return null;
  return config.data.provider === 'sandbox' ? (
    <Notice tone="warning" title={m.auth_test_mode_title()}>
      {m.auth_test_mode_body()}
    </Notice>
  ) : (
    <Notice tone="warning" title={m.auth_live_platform_title()}>
      {m.auth_live_platform_body({ price: MEMBERSHIP.priceCad })}
    </Notice>
  );
}
