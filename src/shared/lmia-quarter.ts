/**
 * How an LMIA quarter is written wherever a person reads it (the job pages, the employer pages, the offer
 * check, the live counts): the files name quarters '2025Q1', people read 'Jan–Mar 2025'.
 */

import { getLocale } from './i18n/paraglide/runtime.js';
import type { Locale } from './i18n/locale';

/**
 * Each language's short month names, as `Intl` writes them for INTL_LOCALE (lmia-quarter.test.ts holds the
 * table to it): written out because the first `Intl.DateTimeFormat` of a page costs its start-up time.
 */
export const SHORT_MONTHS: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  sw: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
};
const months = () => SHORT_MONTHS[getLocale()];

const QUARTER = /^(\d{4})Q([1-4])$/;

/** '2025Q1' → 'Jan–Mar 2025' ('Jan–Mac 2025' in Kiswahili); anything else is shown as it came. */
export function formatQuarter(quarter: string): string {
  const match = QUARTER.exec(quarter.trim());
  if (!match) return quarter;
  const first = (Number(match[2]) - 1) * 3;
  const names = months();
  return `${names[first]}–${names[first + 2]} ${match[1]}`;
}

/** '2024Q3', '2025Q1' → 'Jul 2024 – Mar 2025': the months a run of quarters covers; one quarter as formatQuarter says it. */
export function formatQuarterSpan(earliest: string, latest: string): string {
  const from = QUARTER.exec(earliest.trim());
  const to = QUARTER.exec(latest.trim());
  if (!from || !to || earliest.trim() === latest.trim()) return formatQuarter(latest);
  const names = months();
  return `${names[(Number(from[2]) - 1) * 3]} ${from[1]} – ${names[(Number(to[2]) - 1) * 3 + 2]} ${to[1]}`;
}
