import { formatQuarter } from '../../../../shared/lmia-quarter';

/** Calendar quarters as the LMIA files name them: '2025Q1' is January to March 2025. */

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const QUARTER_PATTERN = /^(\d{4})Q([1-4])$/;

export const isQuarter = (value: string) => QUARTER_PATTERN.test(value);

function parts(quarter: string) {
  const match = QUARTER_PATTERN.exec(quarter);
  if (!match) throw new Error(`not a quarter: ${quarter}`);
  return { year: Number(match[1]), q: Number(match[2]) };
}

/** 'January to March 2025' (anywhere in a title line) → '2025Q1'; undefined when absent or not a quarter. */
export function quarterFromTitle(title: string): string | undefined {
  const match = /\b([a-z]+)\s+(?:\d{4}\s+)?to\s+([a-z]+)\s+(\d{4})\b/i.exec(title);
  if (!match) return undefined;
  const from = MONTHS.indexOf(match[1]!.toLowerCase());
  const to = MONTHS.indexOf(match[2]!.toLowerCase());
  if (from < 0 || to !== from + 2 || from % 3 !== 0) return undefined;
  return `${match[3]}Q${from / 3 + 1}`;
}

/** 'esdc_tfwp_2025q1_positive_lmia_en.csv' → '2025Q1'. */
export function quarterFromFileName(fileName: string): string | undefined {
  const match = /(?:^|[^0-9])((?:19|20)\d{2})[-_ ]?q([1-4])(?![0-9])/i.exec(fileName);
  return match ? `${match[1]}Q${match[2]}` : undefined;
}

/** '2025Q1' → 'Jan–Mar 2025'. */
export function quarterLabel(quarter: string): string {
  parts(quarter);
  return formatQuarter(quarter);
}

/** '2025Q1' → 2025-03-31T00:00:00Z, the date LMIA jobs of that quarter are listed under. */
export function quarterEndDate(quarter: string): Date {
  const { year, q } = parts(quarter);
  return new Date(Date.UTC(year, q * 3, 0));
}
