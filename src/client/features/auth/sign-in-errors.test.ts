import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, ResponseFormatError } from '../../lib/api-client';
import { signInErrorToast } from './sign-in-errors';

const apiError = (status: number, errorCode?: string, serverMessage?: string) =>
  new ApiError({ status, statusText: '', errorCode, serverMessage });

describe('signInErrorToast', () => {
  it.each([
    ['USER_NOT_FOUND', 'No account found with this email. Please create an account first.'],
    ['INVALID_PASSWORD', 'Incorrect password. Please check your password and try again.'],
    ['CONNECTION_ERROR', 'Connection error. Please check your internet connection and try again.'],
    ['MISSING_CREDENTIALS', 'Please enter both email and password.'],
  ])('shows the fixed text for %s, whatever the server said', (code, text) => {
    expect(signInErrorToast(apiError(401, code, 'server wording'))).toEqual({
      title: 'Sign In Failed',
      description: text,
      variant: 'destructive',
    });
  });

  it("shows the server's own words for a blocked account and for too many attempts", () => {
    const blocked = 'Your account has been blocked. Contact support@maplebridge.ca.';
    expect(signInErrorToast(apiError(403, 'ACCOUNT_BLOCKED', blocked)).description).toBe(blocked);
    expect(signInErrorToast(apiError(429, 'RATE_LIMITED', 'Try again in 5 minutes.')).description).toBe('Try again in 5 minutes.');
    expect(signInErrorToast(apiError(403, 'ACCOUNT_BLOCKED')).description).toContain('support@maplebridge.ca');
  });

  it('falls back to the server message, then the generic text', () => {
    expect(signInErrorToast(apiError(500, 'INTERNAL_ERROR', 'Server error. Please try again in a moment.')).description).toBe(
      'Server error. Please try again in a moment.',
    );
    expect(signInErrorToast(apiError(502)).description).toBe('Invalid email or password. Please try again.');
    expect(signInErrorToast(new ResponseFormatError('x')).description).toBe('Invalid email or password. Please try again.');
  });

  it("titles a network failure 'Connection Error'", () => {
    expect(signInErrorToast(new NetworkError('Connection failed.'))).toMatchObject({ title: 'Connection Error', variant: 'destructive' });
  });
});
