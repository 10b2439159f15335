const KES_ROUNDING = 100;
const GROUPED = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/**
 * The price in Kenyan shillings, e.g. 'KES 29,000', rounded to the nearest 100: the rate is approximate,
 * and so is the figure. Null when there is no usable rate, so the line is simply left out.
 */
export function approximateKes(priceCad: number, kesPerCad: number | undefined): string | null {
  if (typeof kesPerCad !== 'number' || !Number.isFinite(kesPerCad) || kesPerCad <= 0) return null;
  return formatKes(Math.round((priceCad * kesPerCad) / KES_ROUNDING) * KES_ROUNDING);
}

/** Whole shillings as the checkout shows them, e.g. 'KES 28,500' (the M-Pesa price is exact, not rounded). */
export function formatKes(shillings: number): string {
  return `KES ${GROUPED.format(shillings)}`;
}
