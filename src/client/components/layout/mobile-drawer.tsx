import { useRef, useState } from 'react';
import { useLocation } from '../../lib/router';
import { Sheet } from '../ui/sheet';
import { AccountLinks } from './account-links';
import { MenuButton } from './menu-button';
import { NavItems } from './nav-items';
import { m } from '../../../shared/i18n/paraglide/messages.js';

/**
 * The 300 px drawer with the navigation, which closes when a link is chosen. Loaded on the first press
 * of the menu button (mobile-nav.tsx) and mounted open.
 *
 * It is open on the address it was opened on and on no other: whatever moves the page on (a link in it,
 * however soon after opening it is tapped, Back, a redirect) closes it.
 */
export function MobileDrawer() {
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(key);
  const open = openOn === key;
  const setOpen = (next: boolean) => setOpenOn(next ? key : null);
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
      title={m.shell_menu()}
      closeLabel={m.shell_close_menu()}
      onCloseAutoFocus={(event) => {
        if (closedByLink.current) event.preventDefault();
        closedByLink.current = false;
      }}
      trigger={<MenuButton />}
    >
      <nav aria-label={m.shell_nav_main()}>
        <NavItems layout="drawer" onNavigate={chooseLink} />
      </nav>
      <div className="mt-auto border-t border-gray-200 p-4">
        <AccountLinks layout="drawer" onNavigate={chooseLink} />
      </div>
    </Sheet>
  );
}
