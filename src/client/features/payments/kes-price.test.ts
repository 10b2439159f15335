import { describe, expect, it } from 'vitest';
import { approximateKes, formatKes } from './kes-price';

describe('approximateKes', () => {
  it('rounds to the nearest 100 shillings and groups the thousands', () => {
    expect(approximateKes(300, 96.5)).toBe('KES 29,000');
    expect(approximateKes(300, 96.4)).toBe('KES 28,900');
    expect(approximateKes(300, 94.83)).toBe('KES 28,400');
    expect(approximateKes(300, 1000)).toBe('KES 300,000');
  });

  it('gives nothing without a usable rate', () => {
    for (const rate of [undefined, 0, -3, Number.NaN, Number.POSITIVE_INFINITY]) expect(approximateKes(300, rate)).toBeNull();
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
