import { afterEach, describe, expect, it } from 'vitest';
import { INTL_LOCALE, LOCALES } from './i18n/locale';
import { setLocale } from './i18n/paraglide/runtime.js';
import { formatQuarter, formatQuarterSpan, SHORT_MONTHS } from './lmia-quarter';

afterEach(() => setLocale('en', { reload: false }));

describe('LMIA quarters as people read them', () => {
  it.each(LOCALES)('%s: the month names are the ones Intl writes for the language', (locale) => {
    const intl = new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'short', timeZone: 'UTC' });
    expect(SHORT_MONTHS[locale]).toEqual(Array.from({ length: 12 }, (_, month) => intl.format(new Date(Date.UTC(2025, month, 15)))));
  });

  it('writes a quarter and a run of quarters in the language of the moment', () => {
    expect(formatQuarter('2025Q1')).toBe('Jan–Mar 2025');
    expect(formatQuarterSpan('2024Q3', '2025Q1')).toBe('Jul 2024 – Mar 2025');
    setLocale('sw', { reload: false });
    expect(formatQuarter('2025Q1')).toBe('Jan–Mac 2025');
    expect(formatQuarterSpan('2024Q3', '2025Q2')).toBe('Jul 2024 – Jun 2025');
    expect(formatQuarter('2025Q3')).toBe('Jul–Sep 2025');
    expect(formatQuarter('2025Q4')).toBe('Okt–Des 2025');
  });

  it('shows anything that is not a quarter as it came', () => {
    expect(formatQuarter('last year')).toBe('last year');
    expect(formatQuarterSpan('2025Q1', '2025Q1')).toBe('Jan–Mar 2025');
  });
});
