import { AccountLinks } from './account-links';
import { Logo } from './brand';
import { CountryFlags } from './country-flags';
import { MobileNav } from './mobile-nav';
import { NavItems } from './nav-items';
import { m } from '../../../shared/i18n/paraglide/messages.js';

/**
 * Sticky so that a focused control in it never needs scrolling to. From md to xl the links take a
 * second row; from xl everything fits on one.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
        <div className="flex items-center gap-2">
          <Logo />
          <CountryFlags />
        </div>
        <nav aria-label={m.shell_nav_main()} className="order-last hidden w-full md:block xl:order-none xl:w-auto xl:flex-1">
          <NavItems layout="bar" />
        </nav>
        <div className="ml-auto hidden md:block">
          <AccountLinks layout="bar" />
        </div>
        <div className="ml-auto md:hidden">
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
