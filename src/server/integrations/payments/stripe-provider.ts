import Stripe from 'stripe';
import type { PaymentOutcome, PaymentProvider } from './payment-provider';

/** Where the SDK sends requests; tests point it at a local server that speaks the PaymentIntents API. */
export interface StripeApiLocation {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripePaymentProvider extends PaymentProvider {
  kind: 'stripe';
  /** Verifies the signature over the raw body (300 s tolerance) and parses the event. Throws when invalid. */
  constructEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event;
  /**
   * Re-reads the payment intent from Stripe, and the newest dispute of a disputed charge: webhooks trust
   * nothing but the id they carry.
   */
  retrieveOutcome(paymentIntentId: string): Promise<PaymentOutcome | null>;
}

export const WEBHOOK_TOLERANCE_SECONDS = 300;

export function createStripePaymentProvider(input: {
  secretKey: string;
  webhookSecret: string | undefined;
  api?: StripeApiLocation;
}): StripePaymentProvider {
  const stripe = new Stripe(input.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(input.api ?? {}) });
  return {
    kind: 'stripe',
    async createIntent({ userId, email, amountCents, currency, description, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency,
          description,
          receipt_email: email,
          metadata: { userId },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async refund({ paymentIntentId, idempotencyKey }) {
      const refund = await stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey });
      return { id: refund.id };
    },
    async cancelIntent(paymentIntentId) {
      await stripe.paymentIntents.cancel(paymentIntentId);
    },
    constructEvent(rawBody, signature) {
      if (!input.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      return stripe.webhooks.constructEvent(rawBody, signature ?? '', input.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    },
    async retrieveOutcome(paymentIntentId) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
      } catch (error) {
        // Unknown to Stripe: null. Anything else (network, Stripe's 5xx) propagates, so the webhook answers 500.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        throw error;
      }
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      const base = { userId: intent.metadata?.userId, amountCents: intent.amount, currency: intent.currency };
      if (charge?.refunded) return { ...base, status: 'refunded' };
      if (charge?.disputed) {
        // `disputed` stays true once a charge was ever disputed; the newest dispute says where it stands.
        const { data } = await stripe.disputes.list({ payment_intent: intent.id, limit: 1 });
        const status = data[0]?.status;
        // Lost: the bank took the money back, which for access is a refund.
        if (status === 'lost') return { ...base, status: 'refunded' };
        // Anything undecided (an inquiry or a chargeback awaiting a response or under review, or an
        // appeal) suspends access. Decided without losing the money ('won'; an inquiry closed without a
        // chargeback; 'prevented', stopped before it became one — a refund that came with it shows as
        // `refunded` above) it is paid, as below. A disputed charge whose dispute cannot be found yet is
        // treated as undecided.
        if (status === undefined || !['won', 'warning_closed', 'prevented'].includes(status)) return { ...base, status: 'disputed' };
      }
      if (intent.status === 'succeeded') {
        const type = charge?.payment_method_details?.type;
        const card = charge?.payment_method_details?.card;
        return { ...base, status: 'succeeded', paymentMethod: card ? `Card (${card.brand} •••• ${card.last4})` : (type ?? 'Card') };
      }
      if (intent.last_payment_error)
        return { ...base, status: 'failed', failureReason: intent.last_payment_error.message ?? 'Payment failed' };
      // Submitted and waiting for the bank (or the payer's 3-D Secure step): in flight. Still payable: reusable.
      const submitted = ['processing', 'requires_action', 'requires_capture'].includes(intent.status);
      const payable = intent.status === 'requires_payment_method' || intent.status === 'requires_confirmation';
      return { ...base, status: 'requires_payment', submitted, clientSecret: payable ? intent.client_secret : null };
    },
  };
}
