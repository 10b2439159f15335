import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

// Amounts follow the page's language (docs/i18n/conventions.md); English's are in money.test.ts.
describe('formatMoney in Kiswahili', () => {
  // Intl joins the currency to the figure with a no-break space, so that a line never ends between them.
  it('writes shillings whole, with the Kenyan "Ksh"', () => {
    expect(formatMoney(2_850_000, 'kes', 'sw')).toBe('Ksh\u00a028,500');
    expect(formatMoney(3_900_000, 'KES', 'sw')).toBe('Ksh\u00a039,000');
  });

  it('names other currencies by their code, never "$", which reads as the US dollar in Kenya', () => {
    expect(formatMoney(30_000, 'cad', 'sw')).toBe('CAD\u00a0300.00');
    expect(formatMoney(120_050, 'CAD', 'sw')).toBe('CAD\u00a01,200.50');
    expect(formatMoney(60_030, 'usd', 'sw')).toBe('USD\u00a0600.30');
  });

  it('follows the current language when none is given, and English is the base', () => {
    expect(formatMoney(30_000, 'cad')).toBe('$300.00 CAD');
    expect(formatMoney(30_000, 'cad', 'en')).toBe('$300.00 CAD');
  });
});
