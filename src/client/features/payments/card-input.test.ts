import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, isCardNumberShape, isCvcShape, isExpiryShape, onlyDigits } from './card-input';

describe('card number', () => {
  it('groups digits in fours as they are typed or pasted', () => {
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 4242.4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 ')).toBe('4242');
  });

  it('drops letters and stops at 19 digits', () => {
    expect(formatCardNumber('4a2b4c2')).toBe('4242');
    expect(onlyDigits(formatCardNumber('1'.repeat(25)))).toHaveLength(19);
  });

  it('accepts 12 to 19 digits in groups, nothing else', () => {
    expect(isCardNumberShape('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumberShape('4000000000000002')).toBe(true);
    expect(isCardNumberShape('4242 4242 424')).toBe(false);
    expect(isCardNumberShape('4242 4242 4242 4242 4242')).toBe(false);
    expect(isCardNumberShape('4242-4242-4242-4242')).toBe(false);
    expect(isCardNumberShape('')).toBe(false);
  });
});

describe('expiry', () => {
  it('adds the slash once the year starts', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/34')).toBe('12/34');
    expect(formatExpiry('123456')).toBe('12/34');
  });

  it('wants MM/YY with a month from 01 to 12', () => {
    expect(isExpiryShape('01/30')).toBe(true);
    expect(isExpiryShape('12/34')).toBe(true);
    expect(isExpiryShape('13/30')).toBe(false);
    expect(isExpiryShape('00/30')).toBe(false);
    expect(isExpiryShape('1/30')).toBe(false);
    expect(isExpiryShape('12/3')).toBe(false);
  });
});

describe('CVC', () => {
  it('keeps up to four digits and wants three or four', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
    expect(isCvcShape('123')).toBe(true);
    expect(isCvcShape('1234')).toBe(true);
    expect(isCvcShape('12')).toBe(false);
    expect(isCvcShape('12a')).toBe(false);
  });
});
