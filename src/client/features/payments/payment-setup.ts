import { PAYMENT_SETUP_TIMEOUT_MS } from '../../../shared/constants';
import { localized } from '../../../shared/i18n/localized';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { PAYMENT_MESSAGES } from '../../../shared/messages';
import { paymentsConfigSchema, type PaymentsConfig } from '../../../shared/schemas/payments';
import { readClientSecret } from './client-secret';
import { PaymentSetupError } from './payment-setup-error';

export interface PaymentSetup {
  config: PaymentsConfig;
  clientSecret: string;
}

export interface PaymentSetupCalls {
  getConfig: (signal: AbortSignal) => Promise<unknown>;
  createIntent: (signal: AbortSignal) => Promise<unknown>;
}

export const SETUP_DETAILS = localized({
  unreadableConfig: m.payments_setup_unreadable_config,
  noPublishableKey: m.payments_setup_no_publishable_key,
});

/** The provider settings the checkout can work with; a Stripe checkout needs its publishable key. */
export function readPaymentsConfig(response: unknown): PaymentsConfig {
  const parsed = paymentsConfigSchema.safeParse(response);
  if (!parsed.success) throw new PaymentSetupError('configuration', SETUP_DETAILS.unreadableConfig);
  if (parsed.data.provider === 'stripe' && !parsed.data.publishableKey) {
    throw new PaymentSetupError('configuration', SETUP_DETAILS.noPublishableKey);
  }
  return parsed.data;
}

/**
 * Checkout set-up (docs/product.md#checkout): the provider settings and a payment intent, asked for together, within 30 s.
 * The time limit races the calls rather than trusting each to honour the signal, so nothing can leave
 * the page loading for ever; the signal still cancels what it can.
 */
export async function setUpPayment(
  calls: PaymentSetupCalls,
  { signal, timeoutMs = PAYMENT_SETUP_TIMEOUT_MS }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<PaymentSetup> {
  const controller = new AbortController();
  const timedOut = new PaymentSetupError('timeout', PAYMENT_MESSAGES.setupTimeout);
  const timer = setTimeout(() => controller.abort(timedOut), timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  const aborted = new Promise<never>((_, reject) => {
    const fail = () => reject(controller.signal.reason);
    if (controller.signal.aborted) fail();
    else controller.signal.addEventListener('abort', fail, { once: true });
  });
  aborted.catch(() => {}); // Only the race below listens; a late abort must not surface as unhandled.

  try {
    const [config, intent] = await Promise.race([
      Promise.all([calls.getConfig(controller.signal), calls.createIntent(controller.signal)]),
      aborted,
    ]);
    return { config: readPaymentsConfig(config), clientSecret: readClientSecret(intent) };
  } catch (error) {
    // fetch rejects with the abort reason, but a call may have wrapped it: the timer's verdict wins.
    if (controller.signal.reason === timedOut) throw timedOut;
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
