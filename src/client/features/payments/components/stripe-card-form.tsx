import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementsOptions } from '@stripe/stripe-js';
import { useEffect, useState, type FormEvent } from 'react';
import { PAYMENT_MESSAGES } from '../../../../shared/messages';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { Button } from '../../../components/ui/button';
import { localePath } from '../../../lib/locale-path';
import { Notice } from '../../../components/ui/notice';
import { toast } from '../../../components/ui/toast-store';
import { stripeFailedToast } from '../payment-toasts';
import { payButtonLabel, PAYMENT_RETURN_PATH, processingLabel } from '../return-paths';

/**
 * This module is its own chunk, loaded only when the server runs Stripe: Stripe.js and its React
 * bindings stay out of every other page. One Stripe instance per key for the page's life, since
 * <Elements> refuses a new one; a failed load resolves to null rather than rejecting inside <Elements>.
 */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

/** Brand blue (DESIGN) inside Stripe's iframe, which our stylesheet cannot reach. */
const APPEARANCE: StripeElementsOptions['appearance'] = { theme: 'stripe', variables: { colorPrimary: '#2563eb', borderRadius: '6px' } };

export function StripeCardForm({ publishableKey, clientSecret }: { publishableKey: string; clientSecret: string }) {
  const stripe = stripeFor(publishableKey);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((instance) => {
      if (current && !instance) setUnavailable(true);
    });
    return () => {
      current = false;
    };
  }, [stripe]);

  if (unavailable) {
    return (
      <Notice tone="error" title={PAYMENT_MESSAGES.setupErrorTitle}>
        {PAYMENT_MESSAGES.setupConnection}
      </Notice>
    );
  }
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: APPEARANCE }}>
      <StripePaymentForm />
    </Elements>
  );
}

/**
 * The pay button waits for Stripe.js, its Elements and the Payment Element to be ready (docs/product.md#card-payments).
 * Not react-hook-form: every field is Stripe's Payment Element, which Stripe validates; no value is ours to check.
 */
function StripePaymentForm() {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const [processing, setProcessing] = useState(false);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    try {
      // On success Stripe sends the browser to return_url and this promise never settles; the server
      // learns of the payment from Stripe's webhook, not from that redirect (docs/product.md#d4-server-confirmed-membership).
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${localePath(PAYMENT_RETURN_PATH)}` },
      });
      toast(stripeFailedToast(error.message));
    } catch {
      toast(stripeFailedToast(undefined));
    }
    setProcessing(false);
  }

  return (
    <form onSubmit={(event) => void pay(event)} aria-label={m.payments_card_form_label()} className="space-y-5">
      <PaymentElement onReady={() => setElementReady(true)} />
      <Button type="submit" variant="accent" size="lg" className="w-full" disabled={processing || !stripe || !elements || !elementReady}>
        {processing ? processingLabel() : payButtonLabel()}
      </Button>
    </form>
  );
}
