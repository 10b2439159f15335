/** The value at fraction `p` of sorted `values`, rounded to 0.1 ms; 0 for none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1));
}

/**
 * A distinct client address for request or visitor `n` (10.0.0.0/8), sent as x-forwarded-for behind
 * TRUST_PROXY: the per-address limits then count each virtual visitor as the production limiter would count
 * a real one, and the bench measures the app rather than the limiter.
 */
export function addressFor(n: number): string {
  const m = n % 16_777_216;
  return `10.${(m >> 16) & 255}.${(m >> 8) & 255}.${m & 255}`;
}
