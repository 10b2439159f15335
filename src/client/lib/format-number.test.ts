import { describe, expect, it } from 'vitest';
import { formatCount } from './format-number';

describe('formatCount', () => {
  it('groups digits by three with commas, as Canadian English writes counts', () => {
    for (const value of [0, 7, 42, 999, 1000, 56287, 100000, 1234567, -1234, -999, Number.MAX_SAFE_INTEGER]) {
      expect(formatCount(value), String(value)).toBe(value.toLocaleString('en-CA'));
    }
  });

  it('writes a fraction as Intl does', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
  });
});
