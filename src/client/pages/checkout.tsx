import { PageMeta } from '../components/layout/page-meta';
import { PageHeader } from '../components/layout/page-header';
import { LoadingState } from '../components/ui/loading-state';
import { MEMBERSHIP } from '../../shared/constants';
import { CheckoutReady } from '../features/payments/components/checkout-ready';
import { PaymentSetupErrorCard } from '../features/payments/components/payment-setup-error-card';
import { useCheckoutEmail } from '../features/payments/hooks/use-checkout-email';
import { usePaymentSetup } from '../features/payments/hooks/use-payment-setup';

/** /checkout (docs/product.md#checkout): loading, then ready (a client secret obtained) or the set-up error card. */
export function CheckoutPage() {
  const { email, isPending } = useCheckoutEmail();
  const setup = usePaymentSetup(email, { enabled: !isPending });

  return (
    <>
      <PageMeta title="Checkout" description="Pay for your 12-month Maple Bridge membership securely by card." />
      <PageHeader
        title="Checkout"
        subtitle={`Complete your $${MEMBERSHIP.priceCad} CAD membership payment for ${MEMBERSHIP.months} months of access.`}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {setup.isError ? (
          <PaymentSetupErrorCard error={setup.error} />
        ) : setup.data ? (
          <CheckoutReady email={email} setup={setup.data} />
        ) : (
          <LoadingState label="Preparing your secure payment…" />
        )}
      </div>
    </>
  );
}
