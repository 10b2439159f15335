import { PAYMENT_MESSAGES } from '../../../shared/messages';
import { ApiError, NetworkError } from '../../lib/api-client';
import type { ToastInput } from '../../components/ui/toast-store';

/** The server's words for a refusal, the connection failure for a request that never arrived, else the fallback. */
function reason(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof NetworkError) return error.message;
  return fallback;
}

/** 'Payment Failed' with the provider's message, e.g. 'Your card was declined.' (docs/product.md#card-payments). */
export function paymentFailedToast(error: unknown): ToastInput {
  return {
    title: PAYMENT_MESSAGES.paymentFailedTitle,
    description: reason(error, PAYMENT_MESSAGES.paymentFailedFallback),
    variant: 'destructive',
  };
}

/** The same toast for Stripe.js, which answers with an error object instead of throwing. */
export function stripeFailedToast(message: string | undefined): ToastInput {
  return {
    title: PAYMENT_MESSAGES.paymentFailedTitle,
    description: message || PAYMENT_MESSAGES.paymentFailedFallback,
    variant: 'destructive',
  };
}

/** 'Access Denied' with the server's message or the fixed text (docs/product.md#humanitarian-access). */
export function accessDeniedToast(error: unknown): ToastInput {
  return { title: PAYMENT_MESSAGES.accessDeniedTitle, description: reason(error, PAYMENT_MESSAGES.accessDenied), variant: 'destructive' };
}
