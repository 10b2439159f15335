import { afterEach, describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '../../shared/i18n/paraglide/runtime.js';
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

// The grouping written by hand (no Intl for whole numbers) is right only while both languages group alike.
describe('formatCount in Kiswahili', () => {
  afterEach(() => overwriteGetLocale(() => 'en'));

  it('groups as sw-KE does: by three, with commas, the same as English', () => {
    overwriteGetLocale(() => 'sw');
    for (const value of [0, 999, 1000, 56287, 1234567, -1234, Number.MAX_SAFE_INTEGER]) {
      expect(formatCount(value), String(value)).toBe(new Intl.NumberFormat('sw-KE').format(value));
    }
    expect(formatCount(1234.5)).toBe(new Intl.NumberFormat('sw-KE').format(1234.5));
  });
});
