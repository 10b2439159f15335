import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the build pre-renders a page and while the browser hydrates that HTML, true from then on
 * (and at once on pages rendered only in the browser). What depends on the browser alone (storage, the
 * clock, the URL's hash) waits for it, so that hydration meets exactly the pre-rendered HTML
 * (docs/decisions/018-fast-first-paint.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
