import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link, Navigate } from '../lib/router';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { PageMeta } from '../components/layout/page-meta';
import { PageHeader } from '../components/layout/page-header';
import { LoadingState } from '../components/ui/loading-state';
import { MEMBERSHIP } from '../../shared/constants';
import { useCurrentUser } from '../lib/auth/use-current-user';
import { checkoutStateQueryKey, useCheckoutState } from '../features/payments/api/get-checkout-state';
import { usePaymentsConfig } from '../features/payments/api/get-payments-config';
import { PaymentSetupErrorCard } from '../features/payments/components/payment-setup-error-card';
import { preloadPaymentSetup, usePaymentSetup } from '../features/payments/hooks/use-payment-setup';
import { lazyComponent, preloadComponents } from '../lib/lazy-component';
import { RichText } from '../lib/rich-text';

// What the server's answers decide to show — the payment forms (react-hook-form, zod), the standing cards — are
// chunks of their own, fetched beside those answers (docs/decisions/054-member-pages-start-small.md).
const CheckoutReady = lazyComponent(() => import('../features/payments/components/checkout-ready').then((module) => module.CheckoutReady));
const loadStanding = () => import('../features/payments/components/checkout-standing');
const MemberUntil = lazyComponent(() => loadStanding().then((module) => module.MemberUntil));
const PaymentUnderWay = lazyComponent(() => loadStanding().then((module) => module.PaymentUnderWay));
const RenewalNote = lazyComponent(() => loadStanding().then((module) => module.RenewalNote));

/** Signed out: sign in first, then back here (docs/product.md#checkout). */
export const CHECKOUT_SIGN_IN_PATH = `/sign-in?redirect=${encodeURIComponent('/checkout')}`;

/**
 * /checkout (docs/product.md#checkout), for the signed-in member only: what the server says of them first (a payment
 * under way resumes; a member with more than 30 days left is told until when), then the payment set-up.
 */
export function CheckoutPage() {
  const member = useCurrentUser();
  const state = useCheckoutState({ enabled: Boolean(member.user) });
  const config = usePaymentsConfig();
  const queryClient = useQueryClient();
  const signedOut = !member.isPending && !member.isError && !member.user;
  if (signedOut) return <Navigate to={CHECKOUT_SIGN_IN_PATH} replace />;
  if (member.user) {
    preloadComponents(CheckoutReady, MemberUntil, PaymentUnderWay, RenewalNote);
    preloadPaymentSetup();
  }

  const standing = state.data;
  let body;
  if (member.isError || state.isError) body = <PaymentSetupErrorCard error={state.error ?? new Error('status')} />;
  else if (!member.user || !standing) body = <LoadingState label={m.payments_checkout_preparing()} />;
  else if (standing.pending) {
    body = config.data ? (
      <PaymentUnderWay
        pending={standing.pending}
        config={config.data}
        onTryAgain={() => void queryClient.invalidateQueries({ queryKey: checkoutStateQueryKey })}
      />
    ) : config.isError ? (
      <PaymentSetupErrorCard error={config.error} />
    ) : (
      <LoadingState label={m.payments_checkout_preparing()} />
    );
  } else if (standing.membership && !standing.membership.canRenew) body = <MemberUntil membership={standing.membership} />;
  else {
    body = (
      <>
        {standing.membership && <RenewalNote membership={standing.membership} />}
        <CheckoutSetup email={member.user.email} mpesaPhone={standing.mpesaPhone} />
      </>
    );
  }

  return (
    <>
      <PageMeta title={m.payments_checkout_title()} description={m.payments_checkout_meta_description()} />
      <PageHeader
        title={m.payments_checkout_title()}
        subtitle={
          // A member with more than 30 days left is offered no payment, so the page does not ask for one.
          standing?.membership && !standing.membership.canRenew && !standing.pending
            ? m.payments_checkout_nothing_to_pay()
            : m.payments_checkout_subtitle({ price: MEMBERSHIP.priceCad, months: MEMBERSHIP.months })
        }
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <Suspense fallback={<LoadingState label={m.payments_checkout_preparing()} />}>{body}</Suspense>
        {/* The policies a payment is made under (docs/product.md#policy-pages). */}
        <p className="mt-8 text-sm text-gray-700">
          <RichText
            text={m.payments_checkout_policies()}
            tags={{
              terms: (words) => policyLink('/terms', words),
              refunds: (words) => policyLink('/refunds', words),
              privacy: (words) => policyLink('/privacy', words),
            }}
          />
        </p>
      </div>
    </>
  );
}

function policyLink(to: string, words: string) {
  return (
    <Link to={to} className="font-medium text-blue-700 underline underline-offset-2">
      {words}
    </Link>
  );
}

/** The payment set-up (a client secret obtained) or the set-up error card. */
function CheckoutSetup({ email, mpesaPhone }: { email: string; mpesaPhone: string | null }) {
  const setup = usePaymentSetup({ enabled: true });
  if (setup.isError) return <PaymentSetupErrorCard error={setup.error} />;
  if (setup.data) return <CheckoutReady email={email} setup={setup.data} mpesaPhone={mpesaPhone} />;
  return <LoadingState label={m.payments_checkout_preparing()} />;
}
