import { lazy, Suspense, type ComponentType } from 'react';
import type { PaymentsConfig } from '../../../../shared/schemas/payments';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { PAYMENT_MESSAGES } from '../../../../shared/messages';
import { LoadingState } from '../../../components/ui/loading-state';
import { Notice } from '../../../components/ui/notice';
import { SandboxCardForm } from './sandbox-card-form';

type StripeCardFormProps = { publishableKey: string; clientSecret: string };

function StripeUnavailable() {
  return (
    <Notice tone="error" title={PAYMENT_MESSAGES.setupErrorTitle}>
      {PAYMENT_MESSAGES.setupConnection}
    </Notice>
  );
}

/** Stripe.js and its React bindings are fetched only when the server really takes cards through Stripe. */
const StripeCardForm = lazy<ComponentType<StripeCardFormProps>>(() =>
  import('./stripe-card-form').then(
    (module) => ({ default: module.StripeCardForm }),
    () => ({ default: StripeUnavailable }),
  ),
);

/** The card form of whichever provider the server runs (GET /api/payments/config). */
export function CardPayment({ config, clientSecret }: { config: PaymentsConfig; clientSecret: string }) {
  if (config.provider === 'sandbox') return <SandboxCardForm clientSecret={clientSecret} />;
  // The set-up already refuses a Stripe configuration without its key; this only narrows the type.
  if (!config.publishableKey) return <StripeUnavailable />;
  return (
    <Suspense fallback={<LoadingState label={m.payments_card_loading()} />}>
      <StripeCardForm publishableKey={config.publishableKey} clientSecret={clientSecret} />
    </Suspense>
  );
}
