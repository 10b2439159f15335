import { collapseWhitespace, splitLines, trimCharacters, withinLength, wordCount } from '../common/text';

/**
 * Line-level text helpers for the résumé parser (what it reads as the writer does is in ../common/text.ts).
 * Everything here walks a string once (character loops or patterns without nested or overlapping
 * quantifiers), so that a hostile paste costs time in proportion to its length.
 */

/** The most of a paste the parser reads. */
export const MAX_INPUT_CHARS = 50_000;
/** The most of one line the parser reads (no real CV line comes close). */
export const MAX_LINE_CHARS = 2_000;

/** Splits text into lines as written (leading spaces kept, for column layouts), each cut to MAX_LINE_CHARS. */
export function rawLines(text: string): string[] {
  return splitLines(text).map((line) => withinLength(line, MAX_LINE_CHARS).replace(/\u00a0/g, ' '));
}

const RULE_CHARACTERS = new Set([...'=-_~*#.·•+─━═–—']);

/** "=========", "- - - - -": a line drawn under a heading or between parts, which says no more than a blank line. */
export function isRuleLine(line: string): boolean {
  let marks = 0;
  for (const char of line) {
    if (RULE_CHARACTERS.has(char)) marks += 1;
    else if (char !== ' ') return false;
  }
  return marks >= 3;
}

/** Trims each raw line; a rule line becomes a blank line (''). */
export function tidyLines(lines: string[]): string[] {
  return lines.map((line) => {
    const trimmed = line.trim();
    return isRuleLine(trimmed) ? '' : trimmed;
  });
}

/**
 * Like collapseWhitespace, but a gap of three or more spaces or a tab, which sets the fields of a line apart
 * ("Accounts Assistant        Naivas Supermarket, Garissa"), becomes ' | ' so that splitFields still cuts there.
 */
export function collapseKeepingGaps(text: string): string {
  return collapseWhitespace(text.replace(/ {3,}|\t/g, ' | '));
}

const BULLET_SYMBOLS = new Set([...'•●○◦▪■□➢➤►▶▸✓✔❖◆◇·‣⁃∙»→⇒★☆✦♦', '\uf0b7', '\uf0a7', '\uf0d8']);
/** Dash-like markers count as bullets only before a space ("- Cooked meals", not "-5 %"). */
const SPACED_BULLETS = new Set(['-', '–', '—', '*', '>', '+', 'o']);

export interface BulletLine {
  isBullet: boolean;
  /** The line without its marker. */
  text: string;
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9';
}

/** Takes a leading bullet marker or list number ("1.", "2)", "(a)") off a line. */
export function stripBullet(line: string): BulletLine {
  const first = line.charAt(0);
  if (BULLET_SYMBOLS.has(first)) return { isBullet: true, text: line.slice(1).trim() };
  if (SPACED_BULLETS.has(first) && /\s/.test(line.charAt(1))) return { isBullet: true, text: line.slice(2).trim() };
  // "1. ", "12) ", "(3) ", "a) "
  let index = 0;
  const opensParen = first === '(';
  if (opensParen) index += 1;
  const numberStart = index;
  while (index < line.length && index - numberStart < 3 && isDigit(line[index])) index += 1;
  const numbered = index > numberStart;
  if (!numbered && /[a-z]/.test(line.charAt(index)) && (line.charAt(index + 1) === ')' || line.charAt(index + 1) === '.')) {
    // "a) Item" — one lower-case letter only, so that words are not mistaken for list letters
    if (/\s/.test(line.charAt(index + 2))) return { isBullet: true, text: line.slice(index + 2).trim() };
    return { isBullet: false, text: line };
  }
  if (numbered) {
    const mark = line.charAt(index);
    if ((mark === '.' || mark === ')') && /\s/.test(line.charAt(index + 1)) && !(opensParen && mark !== ')')) {
      return { isBullet: true, text: line.slice(index + 1).trim() };
    }
  }
  return { isBullet: false, text: line };
}

/**
 * Splits on any of `separators` (single characters) outside brackets, trimming each part and dropping
 * empty ones: "Food safety (HACCP, ISO), Baking" → ["Food safety (HACCP, ISO)", "Baking"].
 */
export function splitOutsideBrackets(text: string, separators: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char === '(' || char === '[' || char === '{') depth += 1;
    else if ((char === ')' || char === ']' || char === '}') && depth > 0) depth -= 1;
    else if (depth === 0 && separators.includes(char)) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

const DASHES = '–—−';

/**
 * Splits a line into its fields: on '|', tabs, runs of 3+ spaces, bullets between words ("a • b"), and
 * dashes with a space on either side ("Cook – Hotel", "Cook - Hotel"), outside brackets. A dash inside a
 * word ("Machakos–Nairobi", "Njoroge-Ogutu") does not split.
 */
export function splitFields(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  const cut = (from: number, to: number) => {
    parts.push(text.slice(start, from));
    start = to;
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
    if (depth > 0) continue;
    const before = text.charAt(index - 1);
    const after = text.charAt(index + 1);
    if (char === '|' || char === '\t' || char === '•' || char === '·' || char === '▪') {
      cut(index, index + 1);
    } else if (DASHES.includes(char) && (before === ' ' || after === ' ')) {
      cut(index, index + 1);
    } else if (char === '-' && before === ' ' && after === ' ') {
      cut(index, index + 1);
    } else if (char === ' ' && after === ' ' && text.charAt(index + 2) === ' ') {
      let end = index;
      while (text.charAt(end) === ' ') end += 1;
      cut(index, end);
      index = end - 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

const EDGE_SEPARATORS = ',;:|–—−-/•·';
const EDGE_CHARACTERS = `${EDGE_SEPARATORS} `;

/** Trims spaces and separators (commas, dashes, pipes, colons) from both ends. */
export function trimSeparators(text: string): string {
  return trimCharacters(text, EDGE_CHARACTERS);
}

/**
 * Removes text[start, end) and tidies what is left: brackets that held only the removed text, and the
 * separator that joined it to its neighbours ("Cook, Hotel, 2014" − "2014" → "Cook, Hotel";
 * "KCSE – Mean Grade C, School" − "Mean Grade C" → "KCSE, School").
 */
export function cutSpan(text: string, start: number, end: number): string {
  let left = text.slice(0, start).trimEnd();
  let right = text.slice(end).trimStart();
  if (left.endsWith('(') && right.startsWith(')')) {
    left = left.slice(0, -1).trimEnd();
    right = right.slice(1).trimStart();
  } else if (left.endsWith('[') && right.startsWith(']')) {
    left = left.slice(0, -1).trimEnd();
    right = right.slice(1).trimStart();
  }
  const leftEndsWithSeparator = left.length > 0 && EDGE_SEPARATORS.includes(left.charAt(left.length - 1));
  const rightStartsWithSeparator = right.length > 0 && EDGE_SEPARATORS.includes(right.charAt(0));
  if (right.length === 0) left = trimCharacters(left, EDGE_CHARACTERS, 'end');
  else if (left.length === 0) right = trimCharacters(right, EDGE_CHARACTERS, 'start');
  else if (leftEndsWithSeparator && rightStartsWithSeparator) left = left.slice(0, -1).trimEnd();
  else if (leftEndsWithSeparator && right.startsWith(')')) left = left.slice(0, -1).trimEnd();
  if (left.length === 0) return right;
  if (right.length === 0) return left;
  const glue = right.startsWith(',') || right.startsWith(';') || right.startsWith(')') ? '' : ' ';
  return `${left}${glue}${right}`;
}

/** Lower-case words (letters and digits, apostrophes kept) of a piece of text. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’]+/u)
    .filter((word) => word.length > 0);
}

/** True when the text has no lower-case letter and at least one upper-case one. */
export function isAllCaps(text: string): boolean {
  return text === text.toUpperCase() && text !== text.toLowerCase();
}

/**
 * "NJOROGE-OGUTU" → "Njoroge-Ogutu"; "o'brien" → "O'Brien"; "NG'ANG'A" → "Ng'ang'a". After an apostrophe a
 * capital follows only a single letter (O', D'): in Kenyan names "ng'" is one sound inside the word.
 */
export function capitaliseWord(word: string): string {
  let result = '';
  let startOfPart = true;
  let partLength = 0;
  for (const char of word.toLowerCase()) {
    result += startOfPart ? char.toUpperCase() : char;
    const apostrophe = char === "'" || char === '’';
    startOfPart = char === '-' || (apostrophe && partLength === 1);
    partLength = char === '-' || apostrophe ? 0 : partLength + 1;
  }
  return result;
}

/** Long, sentence-like text: an achievement or a paragraph rather than a job title or a company. */
export function isProse(text: string): boolean {
  const words = wordCount(text);
  if (words >= 9) return true;
  return words >= 4 && (text.endsWith('.') || text.endsWith(';'));
}

/** True when the text holds a letter or a digit. */
export function hasWordCharacter(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** Words a line does not end on unless it goes on below ("…with zero shortages in" / "2023"). */
const DANGLING_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'in',
  'on',
  'at',
  'to',
  'for',
  'with',
  'by',
  'from',
  'per',
  'as',
  'into',
  'than',
  'via',
  'including',
  'over',
  'under',
  'across',
  'their',
  'our',
  'its',
  'his',
  'her',
  'my',
  'every',
  'each',
  '&',
]);

/** The bullet's last word leaves it unfinished, or it ends on a comma or a hyphen. */
export function endsUnfinished(text: string): boolean {
  const trimmed = text.trimEnd();
  if (trimmed.endsWith(',') || trimmed.endsWith('-')) return true;
  const last = trimmed.slice(trimmed.lastIndexOf(' ') + 1).toLowerCase();
  return DANGLING_WORDS.has(last);
}

/**
 * Lines wrapped in a narrow column, joined again: a line that stops on a word that needs more ("Jomo
 * Kenyatta University of" / "Agriculture and Technology"), and a line that opens with a bracket, which
 * finishes the one above ("AWS Certified Cloud Practitioner" / "(2023)"). Blank lines and bullets stay apart.
 */
export function joinWrappedLines(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined[joined.length - 1];
    const continues =
      previous !== undefined &&
      previous.length > 0 &&
      line.length > 0 &&
      !stripBullet(line).isBullet &&
      (endsUnfinished(previous) || (line.startsWith('(') && !previous.endsWith(')')));
    if (continues) joined[joined.length - 1] = `${previous} ${line}`;
    else joined.push(line);
  }
  return joined;
}
