import { LANGUAGE_COOKIE, pathInLocale, type Locale } from '../../shared/i18n/locale';

/**
 * Choosing the language (docs/product.md#languages, docs/decisions/058-choosing-the-language.md): every change of
 * language is a whole page load through the server's `GET /language/:locale?next=<path>`, which remembers the
 * choice in the `lang` cookie (and on a signed-in member's account) and answers with the page in that language.
 * Nothing is kept in localStorage or sessionStorage: a shared phone would keep it for the next person.
 */

/** Each language's name in itself: what the switch shows, the same on every page. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', sw: 'Kiswahili' };

/** The address that switches to `locale` and lands on `path` (a path on this site, with its query) in it. */
export function languageHref(locale: Locale, path: string): string {
  return `/language/${locale}?next=${encodeURIComponent(pathInLocale(path, locale))}`;
}

/** The other language: the one the switch offers. */
export const otherLocale = (locale: Locale): Locale => (locale === 'sw' ? 'en' : 'sw');

/** Whether a language was chosen on this device: `cookies` (document.cookie) holds the `lang` cookie the server sets. */
export function hasLanguageCookie(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`));
}

/** Whether a page load should move to the member's language: theirs differs and this device has no choice of its own. */
export function shouldFollowMember(memberLocale: Locale | undefined, pageLocale: Locale, languageChosenHere: boolean): boolean {
  return memberLocale !== undefined && memberLocale !== pageLocale && !languageChosenHere;
}
