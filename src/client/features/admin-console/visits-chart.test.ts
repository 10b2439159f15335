import { describe, expect, it } from 'vitest';
import { barPercent, visitBars, visitsSummary } from './visits-chart';

const days = (visits: number[]) => visits.map((count, index) => ({ date: `2026-06-${String(index + 1).padStart(2, '0')}`, visits: count }));

describe('visitBars', () => {
  it('draws one bar per day, the busiest day full height, in order from the left', () => {
    const bars = visitBars(days([0, 5, 10]), { width: 300, height: 100, gap: 0 });
    expect(bars.map((bar) => [bar.x, bar.width, bar.height, bar.y])).toEqual([
      [0, 100, 0, 100],
      [100, 100, 50, 50],
      [200, 100, 100, 0],
    ]);
  });

  it('never draws a day with visits thinner than one unit, nor a bar for a day without', () => {
    const bars = visitBars(days([1, 10_000, 0]), { width: 30, height: 100 });
    expect(bars[0]?.height).toBe(1);
    expect(bars[2]?.height).toBe(0);
  });

  it('draws nothing for no days, and flat bars when every day is zero or unreadable', () => {
    expect(visitBars([], { width: 300, height: 100 })).toEqual([]);
    expect(visitBars(days([0, Number.NaN, -3]), { width: 300, height: 100 }).every((bar) => bar.height === 0 && bar.visits === 0)).toBe(
      true,
    );
  });

  it('leaves a gap between bars', () => {
    const [bar] = visitBars(days([4]), { width: 100, height: 10, gap: 0.2 });
    expect(bar).toMatchObject({ x: 10, width: 80 });
  });
});

describe('visitsSummary', () => {
  it('says the total, the span and the busiest day in words', () => {
    expect(visitsSummary(days([3, 9, 2]))).toBe(
      '14 visits in the 3 days from 2026-06-01 to 2026-06-03; the busiest day was 2026-06-02 with 9 visits.',
    );
    expect(visitsSummary(days([1]))).toBe(
      '1 visit in the 1 day from 2026-06-01 to 2026-06-01; the busiest day was 2026-06-01 with 1 visit.',
    );
  });

  it('says when there were no visits', () => {
    expect(visitsSummary([])).toBe('No visits recorded.');
    expect(visitsSummary(days([0, 0]))).toBe('No visits in the 2 days from 2026-06-01 to 2026-06-02.');
  });
});

describe('barPercent', () => {
  it('is the share of the largest value, at least 2 % for any visits, 0 for none', () => {
    expect(barPercent(50, 100)).toBe(50);
    expect(barPercent(100, 100)).toBe(100);
    expect(barPercent(1, 1000)).toBe(2);
    expect(barPercent(0, 100)).toBe(0);
    expect(barPercent(5, 0)).toBe(0);
  });
});
