import { PAYMENT_MESSAGES } from '../../../shared/messages';
import { PaymentSetupError } from './payment-setup-error';

/** Stripe's payment intent ids, and so their client secrets, start with this; the sandbox copies it. */
export const PAYMENT_INTENT_PREFIX = 'pi_';

/** The answer of POST /api/create-payment-intent must carry a usable secret (docs/product.md#checkout). */
export function readClientSecret(response: unknown): string {
  const secret = typeof response === 'object' && response !== null ? (response as { clientSecret?: unknown }).clientSecret : undefined;
  if (secret === undefined || secret === null || secret === '') {
    throw new PaymentSetupError('response', PAYMENT_MESSAGES.noClientSecret);
  }
  if (typeof secret !== 'string' || !secret.startsWith(PAYMENT_INTENT_PREFIX)) {
    throw new PaymentSetupError('response', PAYMENT_MESSAGES.invalidClientSecret);
  }
  return secret;
}
