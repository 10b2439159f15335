import { Menu } from 'lucide-react';
import { forwardRef, lazy, Suspense, useState, type ComponentPropsWithoutRef } from 'react';

/** Radix's trigger passes its props and ref through (asChild), so this is a plain forwarding button. */
export const MenuButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function MenuButton(props, ref) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label="Open menu"
      className="inline-flex size-10 items-center justify-center rounded-md text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 md:hidden"
      {...props}
    >
      <Menu aria-hidden="true" className="size-6" />
    </button>
  );
});

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
