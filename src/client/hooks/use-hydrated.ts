import { startTransition, useEffect, useState } from 'react';

/** Set by boot.tsx before it renders a page that was not pre-rendered: in that tab nothing is ever hydrated. */
let nothingToHydrate = false;

/** Called by boot.tsx before rendering a page that was not pre-rendered. */
export function markNothingToHydrate(): void {
  nothingToHydrate = true;
}

/**
 * False while the build pre-renders a page and while the browser hydrates that HTML, true from then on. What
 * depends on the browser alone (storage, the clock, the URL's hash) waits for it, so that hydration meets exactly
 * the pre-rendered HTML (docs/decisions/018-fast-first-paint.md). On a page rendered only in the browser it is
 * true at once.
 *
 * In a tab that started by hydrating, a component mounted later (after a client-side navigation) also renders
 * false first and true right after: it cannot tell whether it is being hydrated. Parts of a page are hydrated
 * after the rest (React hydrates a Suspense boundary's content in a pass of its own, after the root's commit),
 * so a flag set "once the app has hydrated" would be true too early for them, and their attributes would keep
 * the HTML's values: the offer check's submit button stayed disabled.
 *
 * The switch to true after hydration is a transition: React renders it in slices. A store read with
 * useSyncExternalStore, as before, is re-rendered synchronously right after the hydration commits, in the
 * same long task (about 120 ms on /jobs with the CPU slowed 4×)
 * (docs/decisions/053-public-pages-start-in-slices.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(nothingToHydrate);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
