import { INTL_LOCALE } from '../../shared/i18n/locale';
import { getLocale } from '../../shared/i18n/paraglide/runtime.js';

/**
 * The one way to write a count for people: 56287 → '56,287' (Canadian English and Kenyan Kiswahili both group
 * digits by three with commas, so the grouping below serves both languages; format-number.test.ts checks it against
 * Intl for each). Counts are whole numbers, and grouping them needs no `Intl.NumberFormat`: its first use loads the
 * locale's data, and `toLocaleString` made a new one on every call — together about 50 ms of main-thread work
 * on /jobs on a mid-range phone (Lighthouse's 4× CPU slowdown; docs/product.md#fast-first-paint). A fraction, which no
 * count has, still goes through Intl.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return new Intl.NumberFormat(INTL_LOCALE[getLocale()]).format(value);
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return value < 0 ? `-${grouped}` : grouped;
}
