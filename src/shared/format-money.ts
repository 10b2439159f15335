import { INTL_LOCALE, type Locale } from './i18n/locale';
import { getLocale } from './i18n/paraglide/runtime.js';

/**
 * An amount as members read it, from minor units and an ISO currency code, in the language of the page or of the
 * request (docs/i18n/conventions.md): "$300.00 CAD" / "CAD 300.00" for a card payment, "KES 28,500" / "Ksh 28,500"
 * for M-Pesa (whole shillings). Kiswahili names every currency but the shilling by its code: in Kenya "$" reads as
 * the US dollar. Shared by the account page, the receipt and the admin lists.
 */
export function formatMoney(amountCents: number, currency: string, locale: Locale = getLocale()): string {
  const code = currency.toUpperCase();
  const shillings = code === 'KES';
  const digits = shillings ? 0 : 2;
  const major = shillings ? Math.round(amountCents / 100) : amountCents / 100;
  if (locale !== 'en') {
    return new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'currency',
      currency: code,
      currencyDisplay: shillings ? 'symbol' : 'code',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(major);
  }
  const amount = new Intl.NumberFormat(INTL_LOCALE.en, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(major);
  if (shillings) return `KES ${amount}`;
  return code === 'CAD' || code === 'USD' ? `$${amount} ${code}` : `${amount} ${code}`;
}
