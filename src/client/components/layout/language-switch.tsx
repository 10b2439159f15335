import { clsx } from 'clsx';
import { useLocation } from '../../lib/router';
import { getLocale } from '../../../shared/i18n/paraglide/runtime.js';
import { LANGUAGE_NAMES, languageHref, otherLocale } from '../../lib/language';
import { useFollowMemberLanguage } from '../../lib/use-follow-member-language';

/**
 * The language switch in the navigation (docs/product.md#languages): a plain link to this page in the other
 * language, through the server's /language endpoint that remembers the choice, so it works before the app has
 * loaded (docs/decisions/058-choosing-the-language.md). The bar's copy (always mounted, in the header) also moves
 * a member to their account's language on a page load.
 */
export function LanguageSwitch({ layout }: { layout: 'bar' | 'drawer' }) {
  return layout === 'bar' ? <BarSwitch /> : <SwitchLink layout="drawer" />;
}

function BarSwitch() {
  useFollowMemberLanguage();
  return <SwitchLink layout="bar" />;
}

function SwitchLink({ layout }: { layout: 'bar' | 'drawer' }) {
  const location = useLocation();
  const other = otherLocale(getLocale());
  return (
    <a
      href={languageHref(other, `${location.pathname}${location.search}`)}
      lang={other}
      hrefLang={other}
      className={clsx(
        'block rounded-md font-medium whitespace-nowrap text-gray-700 transition-colors hover:bg-gray-100 hover:text-gray-900',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
        layout === 'bar' ? 'px-2.5 py-2 text-sm' : 'px-3 py-3 text-base',
      )}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
