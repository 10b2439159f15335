import { formatMoney } from '../../../shared/messages';
import type { PaymentsConfig } from '../../../shared/schemas/payments';

/**
 * The membership's price in shillings as every page shows it: the M-Pesa price (MPESA_PRICE_KES), the one
 * shilling figure, so what is shown is what M-Pesa charges (docs/decisions/031-one-way-per-thing.md). Null
 * while the configuration is not there: the line is simply left out.
 */
export function shownKesPrice(config: Pick<PaymentsConfig, 'mpesaPriceKes'> | undefined): string | null {
  return config ? formatKes(config.mpesaPriceKes) : null;
}

/**
 * Whole shillings (M-Pesa's amounts are whole shillings, as Daraja takes them) as the pages show them,
 * e.g. 'KES 28,500': the one money formatter, formatMoney, given cents.
 */
export function formatKes(shillings: number): string {
  return formatMoney(shillings * 100, 'kes');
}
