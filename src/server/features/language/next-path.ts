/**
 * Where the language switch sends the browser back to, from its `next` query parameter
 * (docs/decisions/058-choosing-the-language.md). Anyone can craft the link, so only a path on this site passes:
 * anything else — another host, a scheme, '//host', '/\host', a path whose dot segments resolve to '//host' —
 * becomes '/', or the switch would be an open redirect.
 */
const PROBE_ORIGIN = 'https://same-site.invalid';

// Browsers drop tabs and newlines inside URLs and read '\' as '/', so '/\t/evil.example' and '/\evil.example'
// both mean '//evil.example'. Such characters are refused outright.
const hasUnsafeChar = (value: string) =>
  [...value].some((char) => char === '\\' || /\s/.test(char) || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

export function safeNextPath(raw: string | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || hasUnsafeChar(raw)) return '/';
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  // The resolved path is judged, not the text: '/.//x' and '/a/..//x' resolve to '//x'.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return '/';
  return `${url.pathname}${url.search}`;
}
