/**
 * Where to send a member after sign-in, from the `redirect` query parameter. The parameter comes from
 * the URL, so anyone can craft it: only same-site paths pass, or a person could be sent from our sign-in
 * page to a look-alike site (an open redirect).
 */
export const DEFAULT_AFTER_SIGN_IN = '/jobs';

/** Pages where landing after sign-in makes no sense (the form again, or a loop). */
const NOT_AFTER_SIGN_IN = new Set(['/sign-in', '/sign-up']);

// A bare page name, as the checkout sends it (redirect=jobs, docs/product.md#card-payments).
const BARE_PAGE = /^[a-z0-9][a-z0-9-]*$/i;
// Browsers drop tabs and newlines inside URLs and read '\' as '/', so '/\t/evil.example' and
// '/\evil.example' both mean '//evil.example'. Refuse those characters outright.
const hasUnsafeChar = (value: string) =>
  [...value].some((char) => char === '\\' || /\s/.test(char) || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
const PROBE_ORIGIN = 'https://same-site.invalid';

export function safeRedirectPath(raw: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (!raw) return fallback;
  const candidate = BARE_PAGE.test(raw) ? `/${raw}` : raw;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || hasUnsafeChar(candidate)) return fallback;

  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  // The resolved path is what is judged, not the text: dot segments ('/.//x', '/jobs/..//x', and their
  // percent-encoded forms '%2e%2e') resolve to '//x', which the router reads as another host (and throws,
  // leaving sign-in stuck). So the result must be same-origin and start with exactly one '/'.
  if (url.origin !== PROBE_ORIGIN || !url.pathname.startsWith('/') || url.pathname.startsWith('//')) return fallback;
  if (NOT_AFTER_SIGN_IN.has(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
