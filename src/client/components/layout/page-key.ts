import type { RouterLocation } from '../../lib/router';

/** History state of an address that opens a sheet over the page it came from (a job's sheet over /jobs). */
export interface SheetOverState {
  sheetOver: string;
}

export const SHEET_OVER_JOBS: SheetOverState = { sheetOver: '/jobs' };

/** The page under a sheet with an address of its own, or undefined when the address is a page of its own. */
export function sheetOverPath(location: Pick<RouterLocation, 'state'>): string | undefined {
  const state: unknown = location.state;
  if (typeof state !== 'object' || state === null || !('sheetOver' in state)) return undefined;
  return typeof state.sheetOver === 'string' ? state.sheetOver : undefined;
}

/**
 * Which page is on screen: the path, except that a sheet opened over a page (/jobs/12 over /jobs) is still
 * that page. The layout keys its loading and error states and its scroll-to-top by it, so opening or
 * closing such a sheet neither remounts the page nor scrolls it.
 */
export const pageKey = (location: Pick<RouterLocation, 'state' | 'pathname'>) => sheetOverPath(location) ?? location.pathname;
