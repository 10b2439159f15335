/**
 * No API request leaves before the pre-rendered page has hydrated (docs/decisions/053-public-pages-start-in-slices.md).
 *
 * React hydrates the page (inside the layout's Suspense boundary) in a pass of its own after the root's commit,
 * and in slices. The header's queries start at the root's commit: an answer landing in the cache before the page
 * has hydrated makes the page render something its HTML does not hold (the access gate's "checking" turned into
 * "sign in"), React then throws that part away and renders it again (hydration error #418, and a second <title>).
 * Held until the page's content has committed, every answer meets hydrated components.
 */
let held = false;
let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => (release = resolve));

/** The longest requests wait: a page whose content never commits (an error screen instead) must still get its data. */
const HOLD_LIMIT_MS = 5000;

/** boot.tsx, before hydrating a pre-rendered page. */
export function holdRequestsUntilPageHydrated(): void {
  held = true;
  setTimeout(pageHydrated, HOLD_LIMIT_MS);
}

/** The layout, once the page's content has committed (its first effect). */
export function pageHydrated(): void {
  held = false;
  release();
}

/** What a request waits for before it is sent: nothing unless a hydration holds it. */
export function untilPageHydrated(): Promise<void> | undefined {
  return held ? released : undefined;
}
