import { INTL_LOCALE } from '../../shared/i18n/locale';
import { getLocale } from '../../shared/i18n/paraglide/runtime.js';

/**
 * The client's dates, one set of formatters for every page (docs/decisions/031-one-way-per-thing.md), in the
 * page's language (INTL_LOCALE, the same in the pre-render and the browser): "Jun 18, 2026", "June 18, 2026",
 * "Jun 18, 2026, 2:05 p.m." in English (en-CA), "18 Jun 2026", "18 Juni 2026", "18 Jun 2026, 14:05" in
 * Kiswahili (sw-KE). A missing or unreadable value shows `fallback` ("—" unless the caller says otherwise).
 */

export type DateValue = string | Date | null | undefined;

export interface DateOptions {
  /** What a missing or unreadable value shows; "—" by default. */
  fallback?: string;
  /**
   * 'UTC' for a calendar day the server stores as midnight UTC (an application's dates, an immigration
   * estimate), so it is not shown as the day before west of Greenwich; the reader's own zone otherwise.
   */
  timeZone?: string;
}

export const MISSING_DATE = '—';

const STYLES = {
  date: { dateStyle: 'medium' },
  longDate: { dateStyle: 'long' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  fullDate: { dateStyle: 'full' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** "Jun 18, 2026". */
export const formatDate = (value: DateValue, options?: DateOptions) => format(value, STYLES.date, options);

/** "June 18, 2026": where a date stands on its own (a membership's expiry, a job's deadline). */
export const formatLongDate = (value: DateValue, options?: DateOptions) => format(value, STYLES.longDate, options);

/** "Jun 18, 2026, 2:05 p.m.". */
export const formatDateTime = (value: DateValue, options?: DateOptions) => format(value, STYLES.dateTime, options);

/** "Thursday, November 26, 2026" ("Alhamisi, 26 Novemba 2026"): a day named in full, as a dated notice gives it. */
export const formatFullDate = (value: DateValue, options?: DateOptions) => format(value, STYLES.fullDate, options);

function format(value: DateValue, style: Intl.DateTimeFormatOptions, { fallback = MISSING_DATE, timeZone }: DateOptions = {}): string {
  if (value === null || value === undefined || value === '') return fallback;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return fallback;
  return new Intl.DateTimeFormat(INTL_LOCALE[getLocale()], { ...style, timeZone }).format(date);
}
