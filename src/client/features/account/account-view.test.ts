import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGE_MESSAGES } from '../../../shared/messages';
import { ApiError } from '../../lib/api-client';
import { accountErrorMessage, daysLeftText, membershipKindText, receiptUrl } from './account-view';

describe('membership words', () => {
  it('names the kind', () => {
    expect(membershipKindText('paid')).toBe('Paid membership');
    expect(membershipKindText('complimentary')).toBe('Complimentary membership');
    expect(membershipKindText(null)).toBe('No membership');
  });

  it('counts the days left, and says when it ended', () => {
    expect(daysLeftText({ active: true, daysLeft: 200 })).toBe('200 days left');
    expect(daysLeftText({ active: true, daysLeft: 1 })).toBe('1 day left');
    expect(daysLeftText({ active: false, daysLeft: 0 })).toBe('Ended');
  });
});

describe('receiptUrl', () => {
  it('links a receipt only for a succeeded payment', () => {
    expect(receiptUrl({ id: 'a1', status: 'succeeded' })).toBe('/api/account/payments/a1/receipt.pdf');
    expect(receiptUrl({ id: 'a1', status: 'failed' })).toBeNull();
    expect(receiptUrl({ id: 'a1', status: 'pending' })).toBeNull();
  });
});

describe('accountErrorMessage', () => {
  it('says the password is wrong whatever the status', () => {
    for (const status of [400, 401, 403]) {
      const error = new ApiError({ status, statusText: '', errorCode: 'WRONG_PASSWORD', serverMessage: 'x' });
      expect(accountErrorMessage(error)).toBe(ACCOUNT_PAGE_MESSAGES.wrongPassword);
    }
  });

  it('passes other refusals through the usual status messages', () => {
    expect(accountErrorMessage(new ApiError({ status: 400, statusText: '', serverMessage: 'Phone is invalid' }))).toBe('Phone is invalid');
  });
});
