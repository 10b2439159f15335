import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { signUpFailure } from './sign-up-errors';

const apiError = (status: number, errorCode?: string, details?: unknown, serverMessage?: string) =>
  new ApiError({ status, statusText: '', errorCode, details, serverMessage });

describe('signUpFailure', () => {
  it('says the e-mail is taken, under the e-mail field too', () => {
    expect(signUpFailure(apiError(409, 'EMAIL_EXISTS'))).toEqual({
      toast: {
        title: 'Registration Failed',
        description: 'This email is already registered. Try signing in instead.',
        variant: 'destructive',
      },
      fieldErrors: { email: 'This email is already registered. Try signing in instead.' },
    });
  });

  it("puts each of the server's field messages under its field and in the toast", () => {
    const failure = signUpFailure(
      apiError(400, 'VALIDATION_ERROR', { password: 'This password is too common.', phone: 'Phone number must have at least 10 digits' }),
    );
    expect(failure.fieldErrors).toEqual({ password: 'This password is too common.', phone: 'Phone number must have at least 10 digits' });
    expect(failure.toast.description).toBe('This password is too common. Phone number must have at least 10 digits');
  });

  it('falls back when the validation error has no usable details', () => {
    for (const details of [undefined, null, ['x'], { email: 3 }, 'text']) {
      const failure = signUpFailure(apiError(400, 'VALIDATION_ERROR', details));
      expect(failure.toast.description).toBe('Please check all fields and try again.');
      expect(failure.fieldErrors).toEqual({});
    }
  });

  it('asks to wait when the service is busy', () => {
    expect(signUpFailure(apiError(503, 'SERVICE_UNAVAILABLE')).toast.description).toBe(
      'Our servers are experiencing high traffic. Please wait a moment and try again.',
    );
  });

  it('shows the registration-error text when the request never got an answer', () => {
    expect(signUpFailure(new NetworkError('Connection failed.')).toast).toEqual({
      title: 'Registration Failed',
      description: 'Registration Error: Unable to create account. Please check your connection and try again.',
      variant: 'destructive',
    });
  });
});
