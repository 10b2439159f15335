import { extractLocaleFromHeader, locales, type Locale } from './paraglide/runtime.js';

/**
 * The product's languages (docs/product.md#languages): English, the base, and Kiswahili. A page's language is
 * in its address (`/sw/…` is Kiswahili, anything else English); the choice is remembered in the `lang` cookie
 * for visitors and on the account for members, never in storage a shared phone keeps for the next person
 * (docs/decisions/055-kiswahili.md).
 */

export type { Locale };
export const LOCALES: readonly Locale[] = locales;
export const BASE_LOCALE: Locale = 'en';

/** The cookie that remembers a visitor's choice of language. */
export const LANGUAGE_COOKIE = 'lang';

/** The address prefix of each language's pages: '' for English, '/sw' for Kiswahili. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: '', sw: '/sw' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The locale string given to `Intl` for each language, the same in the pre-render, the server and the browser
 * so that a pre-rendered page and its hydration print every date and number alike.
 */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-CA', sw: 'sw-KE' };

/** '/sw/jobs' → 'sw', '/sw' → 'sw', '/jobs' → 'en', '/swahili' → 'en'. */
export function localeOfPath(pathname: string): Locale {
  return /^\/sw(?:\/|$)/.test(pathname) ? 'sw' : BASE_LOCALE;
}

/** The same page in another language: ('/sw/jobs', 'en') → '/jobs'; ('/jobs?q=cook', 'sw') → '/sw/jobs?q=cook'. */
export function pathInLocale(path: string, locale: Locale): string {
  const unprefixed = localeOfPath(path) === 'sw' ? path.slice(LOCALE_PREFIX.sw.length) || '/' : path;
  if (locale === BASE_LOCALE) return unprefixed.startsWith('/') ? unprefixed : `/${unprefixed}`;
  return unprefixed === '/' ? `${LOCALE_PREFIX[locale]}/` : `${LOCALE_PREFIX[locale]}${unprefixed}`;
}

/**
 * The language a browser prefers most among ours, from its Accept-Language header ('sw-KE,sw;q=0.9,en;q=0.8'
 * → 'sw'); undefined when it names neither.
 */
export function preferredLocale(acceptLanguage: string | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined;
  // Paraglide's own negotiation (q-values, then the base language of a regional tag), fed a Request-like object.
  return extractLocaleFromHeader({
    headers: { get: (name: string) => (name.toLowerCase() === 'accept-language' ? acceptLanguage : null) },
  } as Request);
}
