import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from '../lib/router';

/**
 * Redirects after a toast wait 1–2 s (docs/product.md#limits) so the toast can be read first. The pending redirect is
 * dropped if the page goes away, so a person who clicked elsewhere meanwhile is not pulled back.
 */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    /** `document`: a whole page load, for an address the app does not route (another language's pages). */
    (to: string, delayMs: number, { document = false }: { document?: boolean } = {}) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => (document ? window.location.assign(to) : void navigate(to)), delayMs);
    },
    [navigate],
  );
}
