import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './pagination';

describe('pageCount', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCount(1234, 20)).toBe(62);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(Number.NaN, 20)).toBe(1);
  });
});

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts gaps where pages are skipped', () => {
    expect(pageWindow(1, 62)).toEqual([1, 2, 3, 4, 5, 'gap-end', 62]);
    expect(pageWindow(4, 62)).toEqual([1, 2, 3, 4, 5, 'gap-end', 62]);
    expect(pageWindow(5, 62)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 62]);
    expect(pageWindow(58, 62)).toEqual([1, 'gap-start', 57, 58, 59, 'gap-end', 62]);
    expect(pageWindow(59, 62)).toEqual([1, 'gap-start', 58, 59, 60, 61, 62]);
    expect(pageWindow(60, 62)).toEqual([1, 'gap-start', 58, 59, 60, 61, 62]);
    expect(pageWindow(62, 62)).toEqual([1, 'gap-start', 58, 59, 60, 61, 62]);
  });

  it('keeps the same number of items on every page, and clamps the current page', () => {
    for (let page = 1; page <= 40; page++) expect(pageWindow(page, 40)).toHaveLength(7);
    expect(pageWindow(99, 10)).toEqual([1, 'gap-start', 6, 7, 8, 9, 10]);
    expect(pageWindow(0, 10)).toEqual([1, 2, 3, 4, 5, 'gap-end', 10]);
  });
});
