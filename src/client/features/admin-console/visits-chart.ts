import { formatCount } from '../../lib/format-number';

/** One bar of the visits-per-day chart, in the SVG's own units. */
export interface VisitBar {
  date: string;
  visits: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Space between bars, as a share of each bar's slot. */
  gap?: number;
}

/**
 * The bars of the daily visits chart (a plain inline SVG: no chart library on a page that must stay light,
 * docs/product.md#admin-dashboard). Heights are relative to the busiest day; a day with visits is never
 * drawn thinner than one unit, so it cannot be mistaken for a day without.
 */
export function visitBars(days: readonly { date: string; visits: number }[], { width, height, gap = 0.2 }: ChartBox): VisitBar[] {
  if (days.length === 0) return [];
  const max = Math.max(0, ...days.map((day) => safeCount(day.visits)));
  const slot = width / days.length;
  const barWidth = slot * (1 - gap);
  return days.map((day, index) => {
    const visits = safeCount(day.visits);
    const barHeight = max === 0 || visits === 0 ? 0 : Math.max(1, (visits / max) * height);
    return {
      date: day.date,
      visits,
      x: round(index * slot + (slot - barWidth) / 2),
      y: round(height - barHeight),
      width: round(barWidth),
      height: round(barHeight),
    };
  });
}

/** The chart in words, for screen readers and as its description: total, busiest day, days covered. */
export function visitsSummary(days: readonly { date: string; visits: number }[]): string {
  if (days.length === 0) return 'No visits recorded.';
  const total = days.reduce((sum, day) => sum + safeCount(day.visits), 0);
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const span = `${days.length} ${days.length === 1 ? 'day' : 'days'} from ${first.date} to ${last.date}`;
  if (total === 0) return `No visits in the ${span}.`;
  const busiest = days.reduce((best, day) => (safeCount(day.visits) > safeCount(best.visits) ? day : best), first);
  return `${count(total, 'visit')} in the ${span}; the busiest day was ${busiest.date} with ${count(safeCount(busiest.visits), 'visit')}.`;
}

/** Share of the largest value, for the top-countries bars (0–100). */
export function barPercent(value: number, max: number): number {
  if (!(max > 0) || !(value > 0)) return 0;
  return Math.min(100, Math.max(2, Math.round((value / max) * 100)));
}

const safeCount = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
const round = (value: number) => Math.round(value * 100) / 100;
const count = (value: number, word: string) => `${formatCount(value)} ${value === 1 ? word : `${word}s`}`;
