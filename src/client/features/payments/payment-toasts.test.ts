import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, ResponseFormatError } from '../../lib/api-client';
import { accessDeniedToast, paymentFailedToast, stripeFailedToast } from './payment-toasts';

const apiError = (status: number, errorCode?: string, serverMessage?: string) =>
  new ApiError({ status, statusText: '', errorCode, serverMessage });

describe('paymentFailedToast', () => {
  it("shows the provider's reason", () => {
    expect(paymentFailedToast(apiError(402, 'CARD_DECLINED', 'Your card was declined.'))).toEqual({
      title: 'Payment Failed',
      description: 'Your card was declined.',
      variant: 'destructive',
    });
  });

  it('falls back to the fixed text, or says the connection failed', () => {
    expect(paymentFailedToast(apiError(402)).description).toBe('Payment could not be processed. Please try again.');
    expect(paymentFailedToast(new ResponseFormatError('x')).description).toBe('Payment could not be processed. Please try again.');
    expect(
      paymentFailedToast(new NetworkError('Connection failed. Please check your internet connection and try again.')).description,
    ).toBe('Connection failed. Please check your internet connection and try again.');
  });

  it("uses Stripe's message, or the fallback when it has none", () => {
    expect(stripeFailedToast('Your card has insufficient funds.').description).toBe('Your card has insufficient funds.');
    expect(stripeFailedToast(undefined)).toEqual({
      title: 'Payment Failed',
      description: 'Payment could not be processed. Please try again.',
      variant: 'destructive',
    });
  });
});

describe('accessDeniedToast', () => {
  it("shows the server's message or the fixed text", () => {
    expect(accessDeniedToast(apiError(429, 'RATE_LIMITED', 'Too many attempts. Try again in 15 minutes.'))).toEqual({
      title: 'Access Denied',
      description: 'Too many attempts. Try again in 15 minutes.',
      variant: 'destructive',
    });
    expect(accessDeniedToast(apiError(400, 'ACCESS_DENIED')).description).toBe('Invalid access code or user not found');
    expect(accessDeniedToast(new Error('x')).description).toBe('Invalid access code or user not found');
  });
});
