/**
 * How an LMIA quarter is written wherever a person reads it (the job pages, the employer pages, the offer
 * check, the live counts): the files name quarters '2025Q1', people read 'Jan–Mar 2025'.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025Q1' → 'Jan–Mar 2025'; anything else is shown as it came. */
export function formatQuarter(quarter: string): string {
  const match = /^(\d{4})Q([1-4])$/.exec(quarter.trim());
  if (!match) return quarter;
  const first = (Number(match[2]) - 1) * 3;
  return `${MONTHS[first]}–${MONTHS[first + 2]} ${match[1]}`;
}
