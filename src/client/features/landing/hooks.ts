import { useEffect } from 'react';
import { useLocation } from '../../lib/router';

/**
 * Brings the section named by the URL hash into view once the page has rendered it: the page is a lazy
 * chunk, so on arrival from another page the section does not exist yet when the router scrolls. The
 * location key makes a second click on the same link scroll again.
 */
export function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!section) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue from the section they asked for.
    section.focus({ preventScroll: true });
  }, [hash, key]);
}
