/**
 * Text helpers the résumé parser and the writer share, so that both read a member's text the same way.
 * Each walks its input once (a loop, or a pattern without nested or overlapping quantifiers): the text
 * comes from members and may be long or hostile.
 */

/**
 * Runs of two or more whitespace characters, or one that is not a plain space. A single space is left alone:
 * text already single-spaced, as most is, then costs one scan with no replacement.
 */
const WHITESPACE_TO_TIDY = /\s{2,}|[^\S ]/g;

/** Whitespace collapsed to single spaces, trimmed. Undefined and empty give ''. */
export function collapseWhitespace(value: string | undefined): string {
  if (!value) return '';
  return value.replace(WHITESPACE_TO_TIDY, ' ').trim();
}

/** What `\s` matches, by character code, so that counting words allocates nothing. */
function isWhitespace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 160 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Number of words: runs of characters between whitespace. */
export function wordCount(text: string): number {
  let count = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index += 1) {
    const space = isWhitespace(text.charCodeAt(index));
    if (!space && !inWord) count += 1;
    inWord = !space;
  }
  return count;
}

/** Removes the given characters from both ends, or from one (a loop, not a pattern: runs of them cost nothing extra). */
export function trimCharacters(value: string, characters: string, ends: 'both' | 'start' | 'end' = 'both'): string {
  let start = 0;
  let end = value.length;
  if (ends !== 'end') while (start < end && characters.includes(value.charAt(start))) start += 1;
  if (ends !== 'start') while (end > start && characters.includes(value.charAt(end - 1))) end -= 1;
  return value.slice(start, end);
}

/** The first `max` characters, without splitting a character beyond U+FFFF (an emoji) in half. */
export function withinLength(value: string, max: number): string {
  if (value.length <= max) return value;
  const code = value.charCodeAt(max - 1);
  return value.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

const LINE_BREAK = /\r\n|\r|\n|\u2028|\u2029/;

/** The lines of a text, as written; at most `limit` of them when given. */
export function splitLines(text: string, limit?: number): string[] {
  return text.split(LINE_BREAK, limit);
}
