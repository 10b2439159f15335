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
  /** An intent that looks like a real one and exists nowhere: the answer for an address with no account. */
  decoyIntent(): CreatedIntent;
}
