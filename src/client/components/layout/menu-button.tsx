import { Menu } from 'lucide-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { m } from '../../../shared/i18n/paraglide/messages.js';

/** Radix's trigger passes its props and ref through (asChild), so this is a plain forwarding button. */
export const MenuButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function MenuButton(props, ref) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={m.shell_open_menu()}
      className="inline-flex size-10 items-center justify-center rounded-md text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 md:hidden"
      {...props}
    >
      <Menu aria-hidden="true" className="size-6" />
    </button>
  );
});
