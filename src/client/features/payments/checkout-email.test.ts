import { describe, expect, it } from 'vitest';
import { resolveCheckoutEmail } from './checkout-email';

describe('resolveCheckoutEmail', () => {
  it('prefers the query parameter, then storage, then the signed-in member, then guest', () => {
    expect(resolveCheckoutEmail({ query: 'q@example.com', stored: 's@example.com', signedIn: 'm@example.com' })).toBe('q@example.com');
    expect(resolveCheckoutEmail({ query: null, stored: 's@example.com', signedIn: 'm@example.com' })).toBe('s@example.com');
    expect(resolveCheckoutEmail({ query: '', stored: '  ', signedIn: 'm@example.com' })).toBe('m@example.com');
    expect(resolveCheckoutEmail({ query: null, stored: null, signedIn: undefined })).toBe('guest');
  });

  it('trims what it uses', () => {
    expect(resolveCheckoutEmail({ query: ' q@example.com ', stored: null, signedIn: null })).toBe('q@example.com');
  });
});
