import { createHmac, randomBytes } from 'node:crypto';
import { SANDBOX_INTENT_PREFIX } from '../../../shared/schemas/payments';
import { PAYMENT_MESSAGES } from '../../../shared/messages';
import type { PaymentOutcome, PaymentProvider } from './payment-provider';

/**
 * The offline stand-in for Stripe (never in production: config.ts refuses it). Intents live only in our
 * payments table; the card number decides the outcome, following Stripe's documented test cards.
 */
export function createSandboxPaymentProvider(): PaymentProvider {
  // The secret is derived from the id, so the checkout can hand an unsubmitted intent out again
  // (docs/product.md#one-payment-at-a-time); the same idempotency key gives the same intent, as at Stripe.
  const key = randomBytes(32);
  const derive = (label: string, value: string, bytes: number) =>
    createHmac('sha256', key).update(`${label}:${value}`).digest().subarray(0, bytes);
  const secretOf = (id: string) => `${id}_secret_${derive('secret', id, 18).toString('base64url')}`;
  return {
    kind: 'sandbox',
    async createIntent({ idempotencyKey }) {
      const id = `${SANDBOX_INTENT_PREFIX}${derive('intent', idempotencyKey, 12).toString('hex')}`;
      return { id, clientSecret: secretOf(id) };
    },
    async refund({ idempotencyKey }) {
      return { id: `re_sandbox_${derive('refund', idempotencyKey, 12).toString('hex')}` };
    },
    secretOf,
  };
}

const TEST_CARD_OUTCOMES: Record<string, PaymentOutcome> = {
  '4242424242424242': { status: 'succeeded', paymentMethod: 'Card (Visa •••• 4242, test)' },
  '4000000000000002': { status: 'failed', failureReason: PAYMENT_MESSAGES.cardDeclined },
  '4000000000009995': { status: 'failed', failureReason: PAYMENT_MESSAGES.insufficientFunds },
};

/** What a sandbox card number does; unknown numbers fail like a mistyped card would at Stripe. */
export function sandboxOutcomeForCard(cardNumber: string): PaymentOutcome {
  return TEST_CARD_OUTCOMES[cardNumber.replace(/[\s-]/g, '')] ?? { status: 'failed', failureReason: PAYMENT_MESSAGES.incorrectNumber };
}
