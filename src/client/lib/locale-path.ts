import { BASE_LOCALE, LOCALE_PREFIX, pathInLocale } from '../../shared/i18n/locale';
import { getLocale } from '../../shared/i18n/paraglide/runtime.js';

/**
 * A page's language is in its address (docs/product.md#languages): the Kiswahili app lives under /sw/. The
 * router is given that prefix as its basename, so a `<Link to="/jobs">` stays in the page's language; what
 * bypasses the router (a plain `href`, `window.location`) goes through `localePath`.
 */

/** The router's basename in this page's language: '/sw' in Kiswahili, '/' in English. */
export const routerBasename = (): string => LOCALE_PREFIX[getLocale()] || '/';

/** An address of the app ('/jobs?q=cook') as this page's language writes it ('/sw/jobs?q=cook' in Kiswahili). */
export const localePath = (path: string): string => pathInLocale(path, getLocale());

/** The route an address shows, without its language ('/sw/jobs' → '/jobs'): what the route table matches. */
export const routeOfPath = (pathname: string): string => pathInLocale(pathname, BASE_LOCALE);
