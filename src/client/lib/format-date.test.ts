import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '../../shared/i18n/paraglide/runtime.js';
import { formatDate, formatDateTime, formatFullDate, formatLongDate } from './format-date';

// The client's one set of date formatters (docs/decisions/031-one-way-per-thing.md).
describe('formatDate, formatLongDate, formatDateTime', () => {
  it('write a time in the three styles the pages use', () => {
    expect(formatDate('2026-06-18T23:30:00Z', { timeZone: 'UTC' })).toBe('Jun 18, 2026');
    expect(formatLongDate('2026-06-18T23:30:00Z', { timeZone: 'UTC' })).toBe('June 18, 2026');
    expect(formatDateTime('2026-06-18T14:05:00Z', { timeZone: 'UTC' })).toMatch(/^Jun 18, 2026, 2:05\sp\.m\.$/);
    expect(formatDate(new Date('2026-01-02T00:00:00Z'), { timeZone: 'UTC' })).toBe('Jan 2, 2026');
  });

  it('keep a calendar day stored as midnight UTC on its day when asked to read it in UTC', () => {
    expect(formatDate('2026-11-25', { timeZone: 'UTC' })).toBe('Nov 25, 2026');
    expect(formatDate('2026-11-25T00:00:00Z', { timeZone: 'America/Toronto' })).toBe('Nov 24, 2026');
  });

  it('show the fallback for a missing or unreadable value: a dash unless the caller names another', () => {
    for (const value of [null, undefined, '', 'yesterday']) expect(formatDate(value)).toBe('—');
    expect(formatDateTime(null, { fallback: 'Not yet' })).toBe('Not yet');
    expect(formatLongDate(new Date(Number.NaN))).toBe('—');
  });
});

// The page's language chooses the locale (INTL_LOCALE): a Kiswahili page writes its dates as Kenya does.
describe('dates in Kiswahili', () => {
  beforeEach(() => overwriteGetLocale(() => 'sw'));
  afterEach(() => overwriteGetLocale(() => 'en'));

  it('writes the styles in sw-KE, day first, the day and month named in Kiswahili', () => {
    expect(formatFullDate('2026-11-26', { timeZone: 'UTC' })).toBe('Alhamisi, 26 Novemba 2026');
    expect(formatLongDate('2026-06-18T23:30:00Z', { timeZone: 'UTC' })).toBe('18 Juni 2026');
    expect(formatDate('2026-06-18T23:30:00Z', { timeZone: 'UTC' })).toBe('18 Jun 2026');
    expect(formatDateTime('2026-06-18T14:05:00Z', { timeZone: 'UTC' })).toBe('18 Jun 2026, 14:05');
  });

  it('and English pages keep Canadian English', () => {
    overwriteGetLocale(() => 'en');
    expect(formatFullDate('2026-11-26', { timeZone: 'UTC' })).toBe('Thursday, November 26, 2026');
  });
});
