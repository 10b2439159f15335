import { Menu } from 'lucide-react';
import { useRef, useState } from 'react';
import { Sheet } from '../ui/sheet';
import { AccountLinks } from './account-links';
import { NavItems } from './nav-items';

/** Below the md breakpoint the navigation lives in a 300 px drawer that closes when a link is chosen. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  // After choosing a link, focus belongs to the new page (or section), not back on the menu button.
  const closedByLink = useRef(false);

  const chooseLink = () => {
    closedByLink.current = true;
    setOpen(false);
  };

  return (
    <Sheet
      size="narrow"
      open={open}
      onOpenChange={(next) => {
        closedByLink.current = false;
        setOpen(next);
      }}
      title="Menu"
      closeLabel="Close menu"
      onCloseAutoFocus={(event) => {
        if (closedByLink.current) event.preventDefault();
        closedByLink.current = false;
      }}
      trigger={
        <button
          type="button"
          aria-label="Open menu"
          className="inline-flex size-10 items-center justify-center rounded-md text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 md:hidden"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      }
    >
      <nav aria-label="Main">
        <NavItems layout="drawer" onNavigate={chooseLink} />
      </nav>
      <div className="mt-auto border-t border-gray-200 p-4">
        <AccountLinks layout="drawer" onNavigate={chooseLink} />
      </div>
    </Sheet>
  );
}
