import { useEffect, useState, type RefObject } from 'react';

/** Full screen for the player's root element: whether the browser allows it, whether it is on, and a toggle. */
export function useFullscreen(root: RefObject<HTMLDivElement | null>) {
  const [active, setActive] = useState(false);
  const supported = typeof document.documentElement.requestFullscreen === 'function' && document.fullscreenEnabled;

  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [root]);

  function toggle() {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
    } else {
      root.current?.requestFullscreen().catch((error: unknown) => console.warn('Full screen was refused.', error));
    }
  }

  return { supported, active, toggle };
}
