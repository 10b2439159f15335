import { describe, expect, it } from 'vitest';
import { ONGOING_YEAR, findDateSpan, isDatesOnly } from './dates';

// No database here: a `.unit.test.ts` file runs once, in the PGlite project (vitest.config.ts).

describe('dates, written one way', () => {
  it.each([
    ['Jan 2019 – To date', 'Jan 2019 – Present'],
    ['January 2019 - Present', 'Jan 2019 – Present'],
    ['2016-2019', '2016 – 2019'],
    ['2016 – to date', '2016 – Present'],
    ['March, 2020 to Present', 'Mar 2020 – Present'],
    ['MARCH, 2020 TO PRESENT', 'Mar 2020 – Present'],
    ['05/2018 – 08/2021', 'May 2018 – Aug 2021'],
    ['03/2021 to date', 'Mar 2021 – Present'],
    ['Sept 2017 – Dec 2019', 'Sep 2017 – Dec 2019'],
    ['Sept 2017 – Dec. 2019', 'Sep 2017 – Dec 2019'],
    ['June 2020 – Current', 'Jun 2020 – Present'],
    ['2019-Present', '2019 – Present'],
    ['since 2021', '2021 – Present'],
    ['From 2015 to 2018', '2015 – 2018'],
    ['Feb. 2014 until Aug. 2017', 'Feb 2014 – Aug 2017'],
  ])('reads %s as %s', (written, expected) => {
    expect(findDateSpan(`Cook, Hotel (${written})`)?.display).toBe(expected);
  });

  it('marks where the dates are, and falls back to a single year', () => {
    const text = 'Nanny — The Shah Family, Nakuru (2020 – 2024)';
    const span = findDateSpan(text);
    expect(span && text.slice(span.start, span.end)).toBe('2020 – 2024');
    expect(span?.matched).toBe('2020 – 2024');
    expect(findDateSpan('Kenya Utalii College, 2016')?.display).toBe('2016');
    expect(findDateSpan('Kenya Utalii College, 2016', false)).toBeUndefined();
    expect(findDateSpan('Taught Forms 1–4 and 8-4-4 curriculum', false)).toBeUndefined();
    expect(findDateSpan('Worked there from 2015 to 2018')?.matched).toBe('from 2015 to 2018');
  });

  it('takes the first range even after a single date', () => {
    expect(findDateSpan('KCSE 2013, then Cook 2016 – 2019')?.display).toBe('2016 – 2019');
    expect(findDateSpan('KCSE 2013 and KCPE 2009')?.display).toBe('2013');
  });

  it('says only dates are there, or not', () => {
    expect(isDatesOnly('(Jan 2019 – Present)')).toBe(true);
    expect(isDatesOnly('Cook, 2019')).toBe(false);
  });
});

describe('dates, as the member wrote them, with their years', () => {
  it.each([
    ['Nurse, KNH, 2019 - 2023', '2019 – 2023', 2019, 2023, false],
    ['Nurse (Jan 2019 – Present)', 'Jan 2019 – Present', 2019, ONGOING_YEAR, true],
    ['Nurse 03/2018 to date', '03/2018 – Present', 2018, ONGOING_YEAR, true],
    ['Cook 2020-current', '2020 – Present', 2020, ONGOING_YEAR, true],
    ['Volunteer since 2021', '2021 – Present', 2021, ONGOING_YEAR, true],
    ['Volunteer from march 2021', 'March 2021 – Present', 2021, ONGOING_YEAR, true],
    ['Intern, 2014', '2014', 2014, 2014, false],
  ])('%s', (text, asWritten, startYear, endYear, current) => {
    expect(findDateSpan(text)).toMatchObject({ asWritten, startYear, endYear, current });
  });

  it('finds no year in a phone or ID-like number', () => {
    expect(findDateSpan('Call 0712201945')).toBeUndefined();
    expect(findDateSpan('Managed a ward')).toBeUndefined();
    expect(findDateSpan('ID28456173, born 12th')).toBeUndefined();
  });
});
