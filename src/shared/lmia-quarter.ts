/**
 * How an LMIA quarter is written wherever a person reads it (the job pages, the employer pages, the offer
 * check, the live counts): the files name quarters '2025Q1', people read 'Jan–Mar 2025'.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const QUARTER = /^(\d{4})Q([1-4])$/;

/** '2025Q1' → 'Jan–Mar 2025'; anything else is shown as it came. */
export function formatQuarter(quarter: string): string {
  const match = QUARTER.exec(quarter.trim());
  if (!match) return quarter;
  const first = (Number(match[2]) - 1) * 3;
  return `${MONTHS[first]}–${MONTHS[first + 2]} ${match[1]}`;
}

/** '2024Q3', '2025Q1' → 'Jul 2024 – Mar 2025': the months a run of quarters covers; one quarter as formatQuarter says it. */
export function formatQuarterSpan(earliest: string, latest: string): string {
  const from = QUARTER.exec(earliest.trim());
  const to = QUARTER.exec(latest.trim());
  if (!from || !to || earliest.trim() === latest.trim()) return formatQuarter(latest);
  return `${MONTHS[(Number(from[2]) - 1) * 3]} ${from[1]} – ${MONTHS[(Number(to[2]) - 1) * 3 + 2]} ${to[1]}`;
}
