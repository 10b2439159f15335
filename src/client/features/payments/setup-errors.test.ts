import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../shared/messages';
import { ApiError, NetworkError, ResponseFormatError } from '../../lib/api-client';
import { PaymentSetupError } from './payment-setup-error';
import { describeSetupError } from './setup-errors';

const apiError = (status: number, errorCode?: string, serverMessage?: string) =>
  new ApiError({ status, statusText: '', errorCode, serverMessage });

describe('describeSetupError', () => {
  it('says the set-up took too long for our own timeout and for gateway timeouts', () => {
    const expected = { kind: 'timeout', message: 'Payment setup is taking too long. Please check your connection and try again.' };
    expect(describeSetupError(new PaymentSetupError('timeout', 'x'))).toMatchObject(expected);
    expect(describeSetupError(apiError(504))).toMatchObject(expected);
    expect(describeSetupError(new DOMException('signal timed out', 'TimeoutError'))).toMatchObject(expected);
  });

  it("shows the server's reason when it refused the request, and asks for an account when it does not know the e-mail", () => {
    expect(describeSetupError(apiError(400, 'UNKNOWN_ACCOUNT', PAYMENT_MESSAGES.unknownAccount))).toEqual({
      kind: 'configuration',
      message: PAYMENT_MESSAGES.unknownAccount,
      needsAccount: true,
    });
    expect(describeSetupError(apiError(400, 'INVALID_AMOUNT', 'Invalid payment amount. Membership fee is $300 CAD'))).toEqual({
      kind: 'configuration',
      message: 'Invalid payment amount. Membership fee is $300 CAD',
      needsAccount: false,
    });
  });

  it('calls a refusal without words, a server failure and a missing key a configuration problem', () => {
    const text = 'Payment system temporarily unavailable. Please try again later or contact support.';
    expect(describeSetupError(apiError(400))).toMatchObject({ kind: 'configuration', message: text });
    expect(describeSetupError(apiError(500, 'INTERNAL_ERROR', 'Server error. Please try again in a moment.'))).toMatchObject({
      kind: 'configuration',
      message: text,
    });
    expect(describeSetupError(apiError(503))).toMatchObject({ kind: 'configuration', message: text });
    expect(describeSetupError(new PaymentSetupError('configuration', 'No publishable key'))).toMatchObject({
      kind: 'configuration',
      message: text,
      detail: 'No publishable key',
    });
  });

  it('calls network failures a connection error', () => {
    const expected = { kind: 'connection', message: 'Connection error. Please check your internet connection and try again.' };
    expect(describeSetupError(new NetworkError('Connection failed after 3 attempts.'))).toMatchObject(expected);
    expect(describeSetupError(new TypeError('Failed to fetch'))).toMatchObject(expected);
  });

  it('uses the generic text for anything else, with the reason of a bad answer underneath', () => {
    const text = 'Unable to initialize payment. Please refresh the page and try again.';
    expect(describeSetupError(new PaymentSetupError('response', 'Invalid client secret format'))).toEqual({
      kind: 'other',
      message: text,
      detail: 'Invalid client secret format',
      needsAccount: false,
    });
    expect(describeSetupError(new ResponseFormatError('Empty response from server'))).toMatchObject({ kind: 'other', message: text });
    expect(describeSetupError(new Error('boom'))).toMatchObject({ kind: 'other', message: text });
    expect(describeSetupError('weird')).toMatchObject({ kind: 'other', message: text });
  });
});
