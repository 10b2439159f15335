/** What the payment feature needs from a provider; Stripe and the offline sandbox implement it. */
export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

/** A payment's state as the provider knows it, reduced to what grants or ends access. */
export interface PaymentOutcome {
  status: 'requires_payment' | 'succeeded' | 'failed' | 'refunded';
  paymentMethod?: string | null;
  failureReason?: string | null;
  /** Who paid, from the intent's metadata: lets a webhook record a payment our database missed. */
  userId?: string;
  amountCents?: number;
  currency?: string;
}

export interface PaymentProvider {
  kind: 'stripe' | 'sandbox';
  createIntent(input: { userId: string; email: string; amountCents: number; currency: string; description: string; idempotencyKey: string }): Promise<CreatedIntent>;
}
