export type PageItem = number | 'gap-start' | 'gap-end';

export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/**
 * The page buttons to show: the first and last page, the current one with `siblings` either side, and
 * a gap marker where pages are skipped. A gap never hides a single page (1 … 3 becomes 1 2 3), so the
 * number of items stays the same wherever the current page is.
 */
export function pageWindow(current: number, pages: number, siblings = 1): PageItem[] {
  const last = Math.max(1, pages);
  const page = Math.min(Math.max(1, current), last);
  const slots = siblings * 2 + 5; // first, last, current, siblings and two gaps
  if (last <= slots) return Array.from({ length: last }, (_, index) => index + 1);

  const inner = siblings * 2 + 3; // the run of numbers beside a single gap
  if (page <= inner - siblings) return [...range(1, inner), 'gap-end', last];
  if (page >= last - inner + siblings + 1) return [1, 'gap-start', ...range(last - inner + 1, last)];
  return [1, 'gap-start', ...range(page - siblings, page + siblings), 'gap-end', last];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
