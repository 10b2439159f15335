import { startTransition, useEffect, useState } from 'react';

/** Whether the app has started in this tab: the first hydration has committed, or the first render began. */
let appStarted = false;

/** Called once the app runs (after the hydration of a pre-rendered page, or before a page rendered in the browser). */
export function markAppStarted(): void {
  appStarted = true;
}

/**
 * False while the build pre-renders a page and while the browser hydrates that HTML, true from then on
 * (and at once in what mounts later, and on pages rendered only in the browser). What depends on the browser
 * alone (storage, the clock, the URL's hash) waits for it, so that hydration meets exactly the pre-rendered
 * HTML (docs/decisions/018-fast-first-paint.md).
 *
 * The switch to true after hydration is a transition: React renders it in slices. A store read with
 * useSyncExternalStore, as before, is re-rendered synchronously right after the hydration commits, in the
 * same long task (about 120 ms on /jobs with the CPU slowed 4×)
 * (docs/decisions/053-public-pages-start-in-slices.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appStarted);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
