import { describe, expect, it } from 'vitest';
import { formatMoney } from './messages';

// The one money formatter (docs/decisions/031-one-way-per-thing.md): every API sends cents, and the account
// page, the receipts, the admin console and the checkout's shilling figures all write them with this.
describe('formatMoney', () => {
  it('writes cents as an amount with its currency', () => {
    expect(formatMoney(30_000, 'cad')).toBe('$300.00 CAD');
    expect(formatMoney(120_050, 'CAD')).toBe('$1,200.50 CAD');
    expect(formatMoney(60_030, 'usd')).toBe('$600.30 USD');
  });

  it('writes shillings whole, as M-Pesa shows them', () => {
    expect(formatMoney(2_850_000, 'kes')).toBe('KES 28,500');
    expect(formatMoney(25_000_000, 'KES')).toBe('KES 250,000');
  });
});
