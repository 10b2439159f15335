import { lazy, Suspense, useState } from 'react';
import { MenuButton } from './menu-button';

const MobileDrawer = lazy(() => import('./mobile-drawer').then((module) => ({ default: module.MobileDrawer })));

/**
 * Below the md breakpoint the navigation lives in a drawer. The drawer (Radix Dialog, focus trap) is a
 * chunk of its own, loaded on the first press: most visits never open it, and every first visit on a
 * slow link downloads less (docs/decisions/018-fast-first-paint.md).
 */
export function MobileNav() {
  const [wanted, setWanted] = useState(false);
  const button = <MenuButton onClick={() => setWanted(true)} aria-busy={wanted || undefined} />;
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <MobileDrawer />
    </Suspense>
  );
}
