import { collapseWhitespace, splitLines, trimCharacters, withinLength } from '../common/text';

/**
 * How the writer reads a member's typed text (what it reads as the parser does is in ../common/text.ts;
 * how it phrases sentences is phrasing.ts, and the Markdown it writes is markdown.ts).
 * Every pattern here is linear in its input (no nested or unbounded overlapping quantifiers): the text
 * comes from members and may be long or hostile.
 *
 * Markup policy: the writer never produces markup of its own beyond the output format (`#`, `##`, `- `,
 * `**`), and it keeps whatever the member typed as literal text — `<script>` stays `<script>`, for the
 * output panel to escape. Only Markdown structure at the start of a member's line (`## `, `- `, `> `) is
 * removed, so that typed text cannot pose as one of the document's own headings or bullets.
 */

/**
 * How much of the member's text the writer reads. The request schemas in front of it should refuse more
 * (a resume never needs it), so that nothing a member typed is cut off; these bounds keep a hostile
 * request from holding the server, as each line and role costs a few microseconds.
 */
export const WRITER_LIMITS = {
  /** Characters of one free-text field (experience, education). */
  freeTextCharacters: 30_000,
  /** Lines of one free-text field. */
  freeTextLines: 400,
  /** Entries of one list (skills, roles, achievements of a role, education, languages). */
  listEntries: 100,
} as const;

/** Heading, bullet and quote markers at the start of a value (after whitespace was collapsed to one space). */
const LEADING_STRUCTURE = /^(?:(?:#+|[-*+•·>–—])(?: |$))+/;
const NUMBERED_ITEM = /^\d{1,2}[.)] /;

/**
 * A value for inline use: collapsed, without leading heading, bullet, quote or list-number markers, at most
 * WRITER_LIMITS.freeTextCharacters long.
 */
export function cleanInline(value: string | undefined): string {
  if (!value) return '';
  return collapseWhitespace(withinLength(value, WRITER_LIMITS.freeTextCharacters))
    .replace(LEADING_STRUCTURE, '')
    .replace(NUMBERED_ITEM, '')
    .trim();
}

/** Whether a line, as the member typed it, starts with a bullet or list number. */
export function startsWithListMarker(value: string): boolean {
  const collapsed = collapseWhitespace(value);
  return /^[-*+•·–—>](?: |$)/.test(collapsed) || NUMBERED_ITEM.test(collapsed);
}

/** Separators and stray punctuation a fragment may be left with once part of it is taken away. */
export const SEPARATOR_CHARACTERS = ' ,;:|•·-–—/(';

/** A sentence or bullet without its final full stop (resume bullets carry none). */
export function withoutFinalStop(value: string): string {
  return trimCharacters(value, ' .');
}

/** Sentences of one line: split after . ! ? when the next word starts with a capital letter or a digit. */
export function splitSentences(line: string): string[] {
  return collapseWhitespace(line)
    .split(/(?<=[.!?]) (?=[\p{Lu}\p{N}"'(])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The first WRITER_LIMITS.listEntries entries of a list. */
export function withinListLimit<T>(values: readonly T[]): readonly T[] {
  return values.length <= WRITER_LIMITS.listEntries ? values : values.slice(0, WRITER_LIMITS.listEntries);
}

/**
 * Lines of a free-text field, each collapsed; blank lines stay (as '') because they separate paragraphs.
 * At most WRITER_LIMITS.freeTextCharacters and WRITER_LIMITS.freeTextLines are read.
 */
export function toLines(value: string | undefined): string[] {
  if (!value) return [];
  return splitLines(withinLength(value, WRITER_LIMITS.freeTextCharacters), WRITER_LIMITS.freeTextLines).map((line) =>
    collapseWhitespace(line),
  );
}

/** Lines grouped into paragraphs (runs of non-empty lines). */
export function toParagraphs(lines: readonly string[]): string[][] {
  const paragraphs: string[][] = [];
  let current: string[] = [];
  for (const line of lines) {
    if (line) {
      current.push(line);
    } else if (current.length > 0) {
      paragraphs.push(current);
      current = [];
    }
  }
  if (current.length > 0) paragraphs.push(current);
  return paragraphs;
}

/** Values without duplicates (compared case-insensitively), first spelling kept, order kept. */
export function uniqueCaseInsensitive(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values) {
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    result.push(value);
  }
  return result;
}
