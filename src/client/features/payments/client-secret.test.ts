import { describe, expect, it } from 'vitest';
import { readClientSecret } from './client-secret';
import { PaymentSetupError } from './payment-setup-error';

const failureOf = (response: unknown) => {
  try {
    readClientSecret(response);
  } catch (error) {
    return error;
  }
  throw new Error('expected readClientSecret to throw');
};

describe('readClientSecret', () => {
  it('returns Stripe and sandbox secrets', () => {
    expect(readClientSecret({ clientSecret: 'pi_3Abc_secret_xyz' })).toBe('pi_3Abc_secret_xyz');
    expect(readClientSecret({ clientSecret: 'pi_sandbox_42_secret_r4nd' })).toBe('pi_sandbox_42_secret_r4nd');
  });

  it.each([[{}], [{ clientSecret: '' }], [{ clientSecret: null }], [null], ['pi_x_secret_y'], [undefined]])(
    'says no secret was received for %j',
    (response) => {
      const error = failureOf(response);
      expect(error).toBeInstanceOf(PaymentSetupError);
      expect(error).toMatchObject({ kind: 'response', message: 'Invalid payment response - no client secret received' });
    },
  );

  it.each([
    [{ clientSecret: 'seti_123_secret_x' }],
    [{ clientSecret: 42 }],
    [{ clientSecret: ['pi_1'] }],
    [{ clientSecret: 'PI_1_secret_x' }],
  ])('refuses a secret of the wrong format: %j', (response) => {
    expect(failureOf(response)).toMatchObject({ kind: 'response', message: 'Invalid client secret format' });
  });
});
