import { describe, expect, it } from 'vitest';
import { MPESA_MESSAGES } from '../../../shared/messages';
import type { MpesaPaymentStatus } from '../../../shared/schemas/mpesa';
import { ApiError, NetworkError } from '../../lib/api-client';
import {
  MPESA_EXPIRY_GRACE_MS,
  MPESA_POLL_MS,
  checkoutChoices,
  formatCountdown,
  mpesaFailureMessage,
  mpesaPollInterval,
  mpesaRequestFailure,
  mpesaView,
  pendingMpesaOf,
  promptDeadline,
  resumedRequest,
  secondsLeft,
  spokenTimeLeft,
} from './mpesa-checkout';
import { mpesaFormSchema } from './mpesa-form-schema';

const SENT_AT = Date.parse('2026-11-25T10:00:00.000Z');
const EXPIRES_AT = '2026-11-25T10:01:30.000Z';
const DEADLINE = Date.parse(EXPIRES_AT);

const status = (overrides: Partial<MpesaPaymentStatus>): MpesaPaymentStatus => ({
  status: 'pending',
  resultCode: null,
  message: '',
  receiptNumber: null,
  expiresAt: EXPIRES_AT,
  ...overrides,
});

describe('checkoutChoices', () => {
  it('puts M-Pesa first for a visitor from Kenya', () => {
    expect(checkoutChoices({ mpesaProvider: 'sandbox', visitorCountry: 'KE' })).toEqual(['mpesa', 'card', 'humanitarian']);
    expect(checkoutChoices({ mpesaProvider: 'daraja', visitorCountry: 'KE' })).toEqual(['mpesa', 'card', 'humanitarian']);
  });

  it('offers M-Pesa after the card to everyone else', () => {
    for (const visitorCountry of ['CA', 'UG', null]) {
      expect(checkoutChoices({ mpesaProvider: 'daraja', visitorCountry })).toEqual(['card', 'mpesa', 'humanitarian']);
    }
  });

  it('leaves M-Pesa out when the server does not offer it, even in Kenya', () => {
    expect(checkoutChoices({ mpesaProvider: null, visitorCountry: 'KE' })).toEqual(['card', 'humanitarian']);
    expect(checkoutChoices({ mpesaProvider: null, visitorCountry: null })).toEqual(['card', 'humanitarian']);
  });
});

describe('mpesaPollInterval', () => {
  it('polls until the status is final', () => {
    expect(mpesaPollInterval(undefined, DEADLINE, SENT_AT)).toBe(MPESA_POLL_MS);
    expect(mpesaPollInterval('pending', DEADLINE, SENT_AT)).toBe(MPESA_POLL_MS);
    for (const final of ['succeeded', 'failed', 'cancelled'] as const) expect(mpesaPollInterval(final, DEADLINE, SENT_AT)).toBe(false);
  });

  it('keeps polling past the deadline while the view is still checking, and stops when it gives up', () => {
    expect(mpesaPollInterval('pending', DEADLINE, DEADLINE + 1_000)).toBe(MPESA_POLL_MS);
    expect(mpesaPollInterval('pending', DEADLINE, DEADLINE + MPESA_EXPIRY_GRACE_MS - 1)).toBe(MPESA_POLL_MS);
    expect(mpesaPollInterval('pending', DEADLINE, DEADLINE + MPESA_EXPIRY_GRACE_MS)).toBe(false);
    expect(mpesaView(status({}), DEADLINE, DEADLINE + MPESA_EXPIRY_GRACE_MS).kind).toBe('failed');
  });
});

describe('mpesaView', () => {
  it('waits while pending before the deadline, checks a little longer after it, then says the request timed out', () => {
    expect(mpesaView(undefined, DEADLINE, SENT_AT)).toEqual({ kind: 'waiting' });
    expect(mpesaView(status({}), DEADLINE, DEADLINE - 1)).toEqual({ kind: 'waiting' });
    expect(mpesaView(status({}), DEADLINE, DEADLINE)).toEqual({ kind: 'checking' });
    expect(mpesaView(undefined, DEADLINE, DEADLINE + MPESA_EXPIRY_GRACE_MS - 1)).toEqual({ kind: 'checking' });
    expect(mpesaView(status({}), DEADLINE, DEADLINE + MPESA_EXPIRY_GRACE_MS)).toEqual({
      kind: 'failed',
      message: MPESA_MESSAGES.timedOut,
      retry: true,
    });
  });

  it("shows a final status with the server's message, whatever the clock says", () => {
    const paid = status({ status: 'succeeded', resultCode: 0, message: 'Paid, thank you.', receiptNumber: 'NLJ7RT61SV' });
    expect(mpesaView(paid, DEADLINE, DEADLINE + 10 * MPESA_EXPIRY_GRACE_MS)).toEqual({ kind: 'succeeded', message: 'Paid, thank you.' });
    const cancelled = status({ status: 'cancelled', resultCode: 1032, message: MPESA_MESSAGES.cancelled });
    expect(mpesaView(cancelled, DEADLINE, SENT_AT)).toEqual({ kind: 'failed', message: MPESA_MESSAGES.cancelled, retry: true });
    const timedOut = status({ status: 'failed', resultCode: 1037, message: MPESA_MESSAGES.timedOut });
    expect(mpesaView(timedOut, DEADLINE, SENT_AT)).toEqual({ kind: 'failed', message: MPESA_MESSAGES.timedOut, retry: true });
  });

  it("falls back to each outcome's own words when the server sent none", () => {
    expect(mpesaView(status({ status: 'succeeded', resultCode: 0, message: ' ' }), DEADLINE, SENT_AT)).toEqual({
      kind: 'succeeded',
      message: MPESA_MESSAGES.succeeded,
    });
    const cases: Array<[MpesaPaymentStatus['status'], number | null, string]> = [
      ['cancelled', 1032, MPESA_MESSAGES.cancelled],
      ['failed', 1032, MPESA_MESSAGES.cancelled],
      ['failed', 1, MPESA_MESSAGES.insufficientFunds],
      ['failed', 1037, MPESA_MESSAGES.noAnswer],
      ['failed', 2001, MPESA_MESSAGES.wrongPin],
      ['failed', 17, MPESA_MESSAGES.failed],
      ['failed', null, MPESA_MESSAGES.failed],
      ['cancelled', null, MPESA_MESSAGES.cancelled],
    ];
    for (const [state, resultCode, message] of cases) {
      expect(mpesaFailureMessage({ status: state, resultCode })).toBe(message);
      expect(mpesaView(status({ status: state, resultCode, message: '' }), DEADLINE, SENT_AT)).toEqual({
        kind: 'failed',
        message,
        retry: true,
      });
    }
  });
});

describe('mpesaView: payments that must not simply be tried again, or are not known', () => {
  it('offers no Try again for a payment held for review, whose message asks not to pay again', () => {
    const held = status({ status: 'failed', resultCode: null, message: MPESA_MESSAGES.underReview });
    expect(mpesaView(held, DEADLINE, SENT_AT)).toEqual({ kind: 'failed', message: MPESA_MESSAGES.underReview, retry: false });
  });

  it("ends the wait on a 404 with the server's words (an unknown payment), and keeps waiting through other failed polls", () => {
    const missing = new ApiError({
      status: 404,
      statusText: 'Not Found',
      errorCode: 'MPESA_PAYMENT_NOT_FOUND',
      serverMessage: MPESA_MESSAGES.paymentNotFound,
    });
    expect(mpesaView(undefined, DEADLINE, SENT_AT, missing)).toEqual({
      kind: 'failed',
      message: MPESA_MESSAGES.paymentNotFound,
      retry: true,
    });
    expect(mpesaView(undefined, DEADLINE, SENT_AT, new ApiError({ status: 404, statusText: '' }))).toEqual({
      kind: 'failed',
      message: MPESA_MESSAGES.paymentNotFound,
      retry: true,
    });
    expect(mpesaPollInterval(undefined, DEADLINE, SENT_AT, missing)).toBe(false);
    for (const transient of [
      new NetworkError('offline'),
      new ApiError({ status: 429, statusText: '' }),
      new ApiError({ status: 503, statusText: '' }),
    ]) {
      expect(mpesaView(status({}), DEADLINE, SENT_AT, transient)).toEqual({ kind: 'waiting' });
      expect(mpesaPollInterval('pending', DEADLINE, SENT_AT, transient)).toBe(MPESA_POLL_MS);
    }
  });
});

describe('promptDeadline', () => {
  it("uses the server's expiry while it agrees with the send time plus the prompt's life", () => {
    expect(promptDeadline(EXPIRES_AT, SENT_AT)).toBe(DEADLINE);
    expect(promptDeadline('2026-11-25T10:01:40.000Z', SENT_AT)).toBe(DEADLINE + 10_000);
  });

  it("counts from the send time when this device's clock is off, or the server's date is missing or unreadable", () => {
    const skewed = new Date(DEADLINE + 5 * 60_000).toISOString();
    expect(promptDeadline(skewed, SENT_AT)).toBe(DEADLINE);
    expect(promptDeadline(undefined, SENT_AT)).toBe(DEADLINE);
    expect(promptDeadline('soon', SENT_AT)).toBe(DEADLINE);
  });
});

describe('the countdown', () => {
  it('counts whole seconds up, never below zero', () => {
    expect(secondsLeft(DEADLINE, SENT_AT)).toBe(90);
    expect(secondsLeft(DEADLINE, DEADLINE - 1)).toBe(1);
    expect(secondsLeft(DEADLINE, DEADLINE)).toBe(0);
    expect(secondsLeft(DEADLINE, DEADLINE + 5_000)).toBe(0);
  });

  it('shows minutes and seconds', () => {
    expect(formatCountdown(90)).toBe('1:30');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('speaks in 30-second steps, so the live region changes a few times, not every second', () => {
    expect(spokenTimeLeft(90)).toBe('About 1 minute 30 seconds left to approve the payment request.');
    expect(spokenTimeLeft(61)).toBe('About 1 minute 30 seconds left to approve the payment request.');
    expect(spokenTimeLeft(60)).toBe('About 1 minute left to approve the payment request.');
    expect(spokenTimeLeft(31)).toBe('About 1 minute left to approve the payment request.');
    expect(spokenTimeLeft(30)).toBe('About 30 seconds left to approve the payment request.');
    expect(spokenTimeLeft(1)).toBe('About 30 seconds left to approve the payment request.');
    expect(spokenTimeLeft(150)).toBe('About 2 minutes 30 seconds left to approve the payment request.');
    expect(spokenTimeLeft(0)).toBeNull();
    const distinct = new Set(Array.from({ length: 90 }, (_, index) => spokenTimeLeft(90 - index)));
    expect(distinct.size).toBe(3);
  });
});

describe('mpesaFormSchema', () => {
  it('accepts the ways Kenyans write a mobile number and sends the normalised one', () => {
    for (const phone of ['0708 374 149', '0708374149', '+254 708 374 149', '254708374149', '(0708) 374-149']) {
      expect(mpesaFormSchema.parse({ phone })).toEqual({ phone: '254708374149' });
    }
    expect(mpesaFormSchema.parse({ phone: '0112 345 678' })).toEqual({ phone: '254112345678' });
  });

  it("refuses an empty or foreign number with the product's messages", () => {
    const message = (phone: string) => mpesaFormSchema.safeParse({ phone }).error?.issues[0]?.message;
    expect(message('')).toBe(MPESA_MESSAGES.phoneRequired);
    expect(message('   ')).toBe(MPESA_MESSAGES.phoneRequired);
    for (const phone of ['0208 374 149', '070837414', '+1 416 555 0100', 'my phone'])
      expect(message(phone)).toBe(MPESA_MESSAGES.phoneInvalid);
  });
});

describe('mpesaRequestFailure', () => {
  const apiError = (init: { status: number; errorCode?: string; details?: unknown; serverMessage?: string }) =>
    new ApiError({ statusText: '', ...init });

  it("puts the server's phone message under the field, and anything else above the button", () => {
    expect(
      mpesaRequestFailure(apiError({ status: 400, errorCode: 'VALIDATION_ERROR', details: { phone: MPESA_MESSAGES.phoneInvalid } })),
    ).toEqual({
      message: null,
      phone: MPESA_MESSAGES.phoneInvalid,
    });
    expect(
      mpesaRequestFailure(
        apiError({ status: 400, errorCode: 'VALIDATION_ERROR', details: { email: 'Please enter a valid e-mail.', phone: 'Bad phone.' } }),
      ),
    ).toEqual({ message: 'Please enter a valid e-mail.', phone: 'Bad phone.' });
    expect(mpesaRequestFailure(apiError({ status: 400, errorCode: 'VALIDATION_ERROR', serverMessage: 'Invalid request.' }))).toEqual({
      message: 'Invalid request.',
      phone: null,
    });
  });

  it('shows the refusal of a throttled, failed or unknown request in the form', () => {
    const tooMany = 'Too many requests. Please wait a moment and try again.';
    expect(mpesaRequestFailure(apiError({ status: 429, errorCode: 'RATE_LIMITED', serverMessage: tooMany }))).toEqual({
      message: tooMany,
      phone: null,
    });
    expect(mpesaRequestFailure(apiError({ status: 429 }))).toEqual({ message: tooMany, phone: null });
    expect(
      mpesaRequestFailure(apiError({ status: 502, errorCode: 'MPESA_REQUEST_FAILED', serverMessage: MPESA_MESSAGES.requestFailed })),
    ).toEqual({
      message: MPESA_MESSAGES.requestFailed,
      phone: null,
    });
    expect(mpesaRequestFailure(apiError({ status: 502 }))).toEqual({ message: MPESA_MESSAGES.requestFailed, phone: null });
    expect(mpesaRequestFailure(apiError({ status: 400, errorCode: 'UNKNOWN_ACCOUNT', serverMessage: 'Create an account first.' }))).toEqual(
      {
        message: 'Create an account first.',
        phone: null,
      },
    );
    expect(mpesaRequestFailure(new NetworkError('Connection failed.'))).toEqual({ message: 'Connection failed.', phone: null });
    expect(mpesaRequestFailure(new Error('boom'))).toEqual({ message: MPESA_MESSAGES.requestFailed, phone: null });
  });
});

describe('a payment already under way (docs/product.md#one-payment-at-a-time)', () => {
  const pending = {
    method: 'mpesa' as const,
    id: '5b1f1f1e-1b7e-4f8e-9d0a-0c8f1f1e1b7e',
    amountKes: 28_500,
    phone: '254700000037',
    sentAt: '2026-03-10T12:00:00.000Z',
    expiresAt: '2026-03-10T12:01:30.000Z',
  };

  it("resumes the server's pending M-Pesa request where it started", () => {
    expect(resumedRequest(pending)).toEqual({
      id: pending.id,
      amountKes: 28_500,
      phone: '254700000037',
      sentAtMs: Date.parse('2026-03-10T12:00:00.000Z'),
    });
    expect(promptDeadline(pending.expiresAt, resumedRequest(pending).sentAtMs)).toBe(Date.parse(pending.expiresAt));
  });

  it('follows the pending request named by a 409 PAYMENT_IN_FLIGHT instead of showing an error; anything else is no such request', () => {
    const inFlight = (details: unknown) =>
      new ApiError({ status: 409, statusText: 'Conflict', errorCode: 'PAYMENT_IN_FLIGHT', serverMessage: 'under way', details });
    expect(pendingMpesaOf(inFlight({ pending }))).toEqual(resumedRequest(pending));
    expect(pendingMpesaOf(inFlight({ pending: { method: 'card', id: 'x' } }))).toBeNull();
    expect(pendingMpesaOf(inFlight({}))).toBeNull();
    expect(pendingMpesaOf(new ApiError({ status: 409, statusText: '', errorCode: 'ALREADY_MEMBER', details: { pending } }))).toBeNull();
    expect(pendingMpesaOf(new NetworkError())).toBeNull();
  });
});
