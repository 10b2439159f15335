import { ADMIN_LIST } from '../../../shared/schemas/admin';

export type QueryValue = string | number | undefined | null;

/**
 * An admin list's URL: its path and the non-empty parameters in a stable order, so the list, its CSV and
 * the cache key agree. Strings are trimmed; empty ones are left out (the server treats a missing search as
 * "all"), and so are the page and page size when a CSV has no use for them.
 */
export function adminListPath(path: string, params: Record<string, QueryValue>): string {
  const query = new URLSearchParams();
  for (const [name, raw] of Object.entries(params)) {
    if (raw === undefined || raw === null) continue;
    const value = typeof raw === 'string' ? raw.trim() : String(raw);
    if (value !== '') query.set(name, value);
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** One page of an admin list: its rows and the total of all rows (X-Total-Count). */
export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The list's total from X-Total-Count. Without a usable header (a proxy dropped it), the rows seen so far
 * are the best guess: the pages before this one were full.
 */
export function readTotal(header: string | null, page: number, pageSize: number, rows: number): number {
  const value = header === null || header.trim() === '' ? Number.NaN : Number(header);
  if (Number.isSafeInteger(value) && value >= 0) return value;
  return (page - 1) * pageSize + rows;
}

export function pageCount(total: number, pageSize: number = ADMIN_LIST.defaultPageSize): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** The page to show when the list shrank under it (the last user of the last page was unblocked). */
export function clampPage(page: number, total: number, pageSize: number = ADMIN_LIST.defaultPageSize): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize));
}
