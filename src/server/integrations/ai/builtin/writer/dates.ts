import { capitaliseFirst } from './text';

/**
 * Year ranges in what members type: "2019 - 2023", "Jan 2019 – Present", "03/2018 to date", "2020-current",
 * "since 2021". Used to order roles (most recent first) and to write the dates one way.
 */

const MONTH = String.raw`\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?`;
const YEAR = String.raw`(?:19|20)\d{2}`;
const POINT = String.raw`(?:${MONTH} ?)?(?<!\d)(?:\d{1,2}[/.-])?${YEAR}(?!\d)`;
const ONGOING = String.raw`present|current|currently|to date|date|now|today|ongoing`;
const RANGE = new RegExp(String.raw`(${POINT}) ?(?:-|–|—|to|until|till) ?(${POINT}|(?:${ONGOING})\b)`, 'i');
const SINCE = new RegExp(String.raw`\b(?:since|from) (${POINT})`, 'i');
const SINGLE = new RegExp(String.raw`(${POINT})`, 'i');
const YEAR_ONLY = new RegExp(YEAR);

export interface DateSpan {
  /** The text the dates were found in, to take out of a heading. */
  matched: string;
  /** "Jan 2019 – Present". */
  display: string;
  startYear: number;
  /** 9999 while the role is ongoing. */
  endYear: number;
  current: boolean;
}

const ONGOING_YEAR = 9999;

function yearOf(point: string): number {
  const match = YEAR_ONLY.exec(point);
  return match ? Number(match[0]) : 0;
}

function tidyPoint(point: string): string {
  return capitaliseFirst(point.trim());
}

/** The first date range (or single year) in a piece of text. */
export function findDateSpan(text: string): DateSpan | undefined {
  const range = RANGE.exec(text);
  if (range) {
    const [matched, start = '', end = ''] = range;
    const current = !YEAR_ONLY.test(end);
    const startYear = yearOf(start);
    return {
      matched,
      display: `${tidyPoint(start)} – ${current ? 'Present' : tidyPoint(end)}`,
      startYear,
      endYear: current ? ONGOING_YEAR : yearOf(end),
      current,
    };
  }
  const since = SINCE.exec(text);
  if (since) {
    const start = since[1] ?? '';
    return { matched: since[0], display: `${tidyPoint(start)} – Present`, startYear: yearOf(start), endYear: ONGOING_YEAR, current: true };
  }
  const single = SINGLE.exec(text);
  if (single) {
    const point = single[1] ?? '';
    const year = yearOf(point);
    return { matched: single[0], display: tidyPoint(point), startYear: year, endYear: year, current: false };
  }
  return undefined;
}
