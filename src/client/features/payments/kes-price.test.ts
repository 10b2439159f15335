import { describe, expect, it } from 'vitest';
import { formatKes, shownKesPrice } from './kes-price';

describe('shownKesPrice', () => {
  // The price shown in shillings is the price M-Pesa charges (docs/product.md#pricing), from one setting.
  it('is the M-Pesa price, exactly, whatever else the configuration holds', () => {
    expect(shownKesPrice({ mpesaPriceKes: 28_500 })).toBe('KES 28,500');
    expect(shownKesPrice({ mpesaPriceKes: 30_150 })).toBe('KES 30,150');
  });

  it('is null while the configuration is not there, so the line is left out', () => {
    expect(shownKesPrice(undefined)).toBeNull();
  });
});

describe('formatKes', () => {
  it('groups the thousands of an exact price without rounding it', () => {
    expect(formatKes(28_500)).toBe('KES 28,500');
    expect(formatKes(28_537)).toBe('KES 28,537');
    expect(formatKes(250_000)).toBe('KES 250,000');
    expect(formatKes(1)).toBe('KES 1');
  });
});
