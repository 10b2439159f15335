import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { sandboxPaymentsConfig } from '../../test-support/payments-config';
import { PaymentSetupError } from './payment-setup-error';
import { SETUP_DETAILS, readPaymentsConfig, setUpPayment, type PaymentSetupCalls } from './payment-setup';

const SANDBOX_CONFIG = sandboxPaymentsConfig({ visitorCountry: 'KE' });
const STRIPE_CONFIG = { ...SANDBOX_CONFIG, provider: 'stripe', publishableKey: 'pk_test_123' };
const SECRET = 'pi_sandbox_1_secret_abc';

const never = () => new Promise<never>(() => {});

function calls(overrides: Partial<PaymentSetupCalls> = {}): PaymentSetupCalls {
  return {
    getConfig: vi.fn(async () => SANDBOX_CONFIG),
    createIntent: vi.fn(async () => ({ clientSecret: SECRET })),
    ...overrides,
  };
}

describe('setUpPayment', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('returns the provider settings and the client secret, asking for the intent with the e-mail', async () => {
    const api = calls();
    await expect(setUpPayment(api)).resolves.toEqual({ config: SANDBOX_CONFIG, clientSecret: SECRET });
    expect(api.createIntent).toHaveBeenCalledWith(expect.any(AbortSignal));
  });

  it('gives up after 30 s with a timeout, and aborts the calls', async () => {
    let intentSignal: AbortSignal | undefined;
    const api = calls({
      createIntent: (signal) => {
        intentSignal = signal;
        return never();
      },
    });
    const result = setUpPayment(api).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(intentSignal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(PaymentSetupError);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(intentSignal?.aborted).toBe(true);
  });

  it("passes the server's refusal on unchanged", async () => {
    const refusal = new ApiError({ status: 400, statusText: 'Bad Request', errorCode: 'UNKNOWN_ACCOUNT', serverMessage: 'No account' });
    await expect(setUpPayment(calls({ createIntent: () => Promise.reject(refusal) }))).rejects.toBe(refusal);
  });

  it('checks the client secret', async () => {
    await expect(setUpPayment(calls({ createIntent: async () => ({}) }))).rejects.toMatchObject({
      message: 'Invalid payment response - no client secret received',
    });
    await expect(setUpPayment(calls({ createIntent: async () => ({ clientSecret: 'nope' }) }))).rejects.toMatchObject({
      message: 'Invalid client secret format',
    });
  });

  it('stops when the caller aborts (the page was left)', async () => {
    const leave = new AbortController();
    const result = setUpPayment(calls({ getConfig: never }), { signal: leave.signal }).catch((error: unknown) => error);
    leave.abort(new DOMException('left', 'AbortError'));
    expect(await result).toMatchObject({ name: 'AbortError' });
  });
});

describe('readPaymentsConfig', () => {
  it('accepts the sandbox and a Stripe set-up with its key', () => {
    expect(readPaymentsConfig(SANDBOX_CONFIG)).toEqual(SANDBOX_CONFIG);
    expect(readPaymentsConfig(STRIPE_CONFIG)).toEqual(STRIPE_CONFIG);
  });

  it('calls a Stripe set-up without a key, or an unreadable answer, a configuration error', () => {
    expect(() => readPaymentsConfig({ ...STRIPE_CONFIG, publishableKey: null })).toThrow(
      expect.objectContaining({ kind: 'configuration', message: SETUP_DETAILS.noPublishableKey }),
    );
    expect(() => readPaymentsConfig({ provider: 'paypal' })).toThrow(
      expect.objectContaining({ kind: 'configuration', message: SETUP_DETAILS.unreadableConfig }),
    );
  });
});
