const KES_ROUNDING = 100;
const GROUPED = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/**
 * The price in Kenyan shillings, e.g. 'KES 29,000', rounded to the nearest 100: the rate is approximate,
 * and so is the figure. Null when there is no usable rate, so the line is simply left out.
 */
export function approximateKes(priceCad: number, kesPerCad: number | undefined): string | null {
  if (typeof kesPerCad !== 'number' || !Number.isFinite(kesPerCad) || kesPerCad <= 0) return null;
  const kes = Math.round((priceCad * kesPerCad) / KES_ROUNDING) * KES_ROUNDING;
  return `KES ${GROUPED.format(kes)}`;
}
