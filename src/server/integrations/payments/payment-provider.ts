/** What the payment feature needs from a provider; Stripe and the offline sandbox implement it. */
export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

/**
 * A payment's state as the provider knows it, reduced to what grants or ends access. 'disputed': the
 * cardholder's bank is contesting the charge and has not decided yet (access is suspended meanwhile);
 * a dispute that was lost counts as 'refunded', one decided for us as 'succeeded'.
 */
export interface PaymentOutcome {
  status: 'requires_payment' | 'succeeded' | 'failed' | 'refunded' | 'disputed';
  paymentMethod?: string | null;
  failureReason?: string | null;
  /** Who paid, from the intent's metadata: lets a webhook record a payment our database missed. */
  userId?: string;
  amountCents?: number;
  currency?: string;
  /**
   * Only with 'requires_payment': true once the payer submitted it (Stripe's processing, requires_action or
   * requires_capture): in flight until the bank decides (docs/product.md#one-payment-at-a-time).
   */
  submitted?: boolean;
  /** Only for an unsubmitted intent that can still be paid: its client secret, so the checkout reuses it. */
  clientSecret?: string | null;
}

export interface PaymentProvider {
  kind: 'stripe' | 'sandbox';
  createIntent(input: {
    userId: string;
    email: string;
    amountCents: number;
    currency: string;
    description: string;
    idempotencyKey: string;
  }): Promise<CreatedIntent>;
  /**
   * The sandbox only: the client secret of an intent it made (derived from the id with a key of this process),
   * so an unsubmitted checkout is reused instead of doubled. Null after a restart (a new key): a new intent is made.
   */
  secretOf?(intentId: string): string;
  /**
   * Refunds a paid intent in full (docs/product.md#refunds). The same idempotency key gives the same refund,
   * so a retried call never refunds twice. The sandbox simulates it.
   */
  refund(input: { paymentIntentId: string; idempotencyKey: string }): Promise<{ id: string }>;
  /** Stripe only: cancels an unsubmitted intent, so it can no longer be paid (another payment was started). */
  cancelIntent?(intentId: string): Promise<void>;
}
