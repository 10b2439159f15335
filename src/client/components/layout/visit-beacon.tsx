import { useEffect, useRef } from 'react';
import { useLocation } from '../../lib/router';
import { reportVisit, type BeaconEnvironment } from '../../lib/visit-beacon';

/** Read when a visit is reported, never at import: the build pre-renders pages where there is no navigator. */
const browser = (): BeaconEnvironment => ({
  sendBeacon: typeof navigator.sendBeacon === 'function' ? (url, data) => navigator.sendBeacon(url, data) : undefined,
  // Resolved at call time, and never as a method of another object (browsers throw "Illegal invocation").
  fetch: (input, init) => globalThis.fetch(input, init),
});

/** Reports each page the visitor is shown, once per change of path (docs/product.md#visits). */
export function VisitBeacon() {
  const { pathname } = useLocation();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    // A re-render, or React's development double effect, must not count the same page twice.
    if (reported.current === pathname) return;
    reported.current = pathname;
    reportVisit(pathname, browser());
  }, [pathname]);
  return null;
}
