import { clsx } from 'clsx';
import { Link, useLocation, type RouterLocation } from '../../lib/router';
import { useHydrated } from '../../hooks/use-hydrated';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { LanguageSwitch } from './language-switch';

/** The navigation bar links, in this order (docs/product.md#navigation); a label is read in the page's language when shown. */
export const NAV_ITEMS = [
  { label: m.shell_nav_jobs, to: '/jobs' },
  { label: m.shell_nav_ai_tools, to: '/ai-tools' },
  { label: m.shell_nav_resume_converter, to: '/resume-converter' },
  { label: m.shell_nav_noc_finder, to: '/noc-finder' },
  { label: m.shell_nav_calculators, to: '/calculators' },
  { label: m.shell_nav_pricing, to: '/pricing' },
  { label: m.shell_nav_immigration, to: '/#immigration' },
  { label: m.shell_nav_employers, to: '/#employers' },
] as const;

/** A page link is active on its path; a section link only on / with its hash. */
export function isActiveLink(to: string, location: Pick<RouterLocation, 'pathname' | 'hash'>): boolean {
  const [path, hash] = to.split('#');
  const pathname = location.pathname.replace(/(.)\/+$/, '$1');
  if (hash !== undefined) return pathname === path && location.hash === `#${hash}`;
  return pathname === path;
}

export function NavItems({ layout, onNavigate }: { layout: 'bar' | 'drawer'; onNavigate?: () => void }) {
  const location = useLocation();
  // Pre-rendered pages know no hash: the section links light up once the page has hydrated.
  const hydrated = useHydrated();
  return (
    <ul className={layout === 'bar' ? 'flex items-center gap-1' : 'flex flex-col gap-1 p-2'}>
      {NAV_ITEMS.map((item) => {
        const active = isActiveLink(item.to, hydrated ? location : { pathname: location.pathname, hash: '' });
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={clsx(
                'block rounded-md font-medium whitespace-nowrap transition-colors hover:bg-gray-100',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
                layout === 'bar' ? 'px-2.5 py-2 text-sm' : 'px-3 py-3 text-base',
                active ? 'text-red-600' : 'text-gray-700 hover:text-gray-900',
              )}
            >
              {item.label()}
            </Link>
          </li>
        );
      })}
      <li>
        <LanguageSwitch layout={layout} />
      </li>
    </ul>
  );
}
