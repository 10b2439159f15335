/**
 * The documents' Markdown-like text (docs/product.md#documents) as blocks, read once and shown three ways:
 * the output panel (DocumentView), the Word file and the PDF (docs/product.md#word-and-pdf-files). What the
 * writers emit: `# ` the name, `## ` sections, `### ` sub-sections, `- ` (or `* `, `+ `, `• `) bullets,
 * `1. ` numbered items, `> ` quotes, `---` rules, `**bold**` and `*italic*`, blocks between blank lines. Every
 * other character is the member's own text and stays literal: nothing here is HTML, and no renderer may treat
 * it as HTML.
 *
 * One pass over the lines and one over each line's characters, with no pattern that can backtrack: the text
 * may be long and comes from members and from a model.
 */

/** A piece of a block's text with its emphasis. A line break inside a paragraph or quote is a '\n' in `text`. */
export interface InlineRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

export interface ListItem {
  runs: InlineRun[];
  /** 0 for an item at the margin, 1 for an indented (nested) one. */
  level: 0 | 1;
}

export type HeadingLevel = 1 | 2 | 3;

export type DocumentBlock =
  | { type: 'heading'; level: HeadingLevel; runs: InlineRun[] }
  | { type: 'paragraph'; runs: InlineRun[] }
  | { type: 'bullet-list'; items: ListItem[] }
  | { type: 'numbered-list'; start: number; items: ListItem[] }
  | { type: 'quote'; runs: InlineRun[] }
  | { type: 'rule' };

/** Control characters XML 1.0 (and so a Word file) cannot hold, and DEL; tabs and line ends stay. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g;
/** A surrogate pair (kept), or a lone surrogate (dropped: invalid in XML and in a PDF's text). No look-behind: older Safari cannot parse it. */
const SURROGATES = /([\uD800-\uDBFF][\uDC00-\uDFFF])|[\uD800-\uDFFF]/g;
const BULLET = /^[-*+•◦▪‣][ \t]+/;
/** At most three digits: "2018. Certificate…" is a sentence about a year, not item 2018. */
const NUMBERED = /^(\d{1,3})[.)][ \t]+/;
const QUOTE = /^(?:>[ \t]?)+/;
const RULE = /^(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const FENCE = /^(?:```|~~~)/;

function normalise(content: string): string {
  return content
    .replace(/\r\n?/g, '\n')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(SURROGATES, (_match: string, pair: string | undefined) => pair ?? '');
}

/** Leading white space, a tab counting as four columns. */
function indentOf(line: string): number {
  let columns = 0;
  for (const character of line) {
    if (character === ' ') columns += 1;
    else if (character === '\t') columns += 4;
    else break;
  }
  return columns;
}

/** "## Skills ##" → "Skills": ATX headings may close with hashes. A loop, not a pattern (see the module comment). */
function headingText(rest: string): string {
  const text = rest.trim();
  let end = text.length;
  while (end > 0 && text.charAt(end - 1) === '#') end -= 1;
  if (end === 0) return '';
  if (end < text.length && (text.charAt(end - 1) === ' ' || text.charAt(end - 1) === '\t')) return text.slice(0, end).trim();
  return text;
}

/** An item indented two or more columns past the list's first item is nested under the one before it. */
const itemLevel = (indent: number, listIndent: number): 0 | 1 => (indent >= listIndent + 2 ? 1 : 0);

type OpenBlock =
  | { type: 'paragraph' | 'quote'; lines: string[] }
  | { type: 'bullet-list'; indent: number; items: { text: string; level: 0 | 1 }[] }
  | { type: 'numbered-list'; indent: number; start: number; items: { text: string; level: 0 | 1 }[] };

/** The document's blocks, in order. Empty headings, bullets and paragraphs are left out. */
export function parseDocumentBlocks(content: string): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  let open: OpenBlock | undefined;
  /** A blank line since the open block's last line: a list survives it (loose lists), a paragraph does not. */
  let blankSince = false;

  const close = () => {
    if (open) blocks.push(finish(open));
    open = undefined;
  };

  for (const line of normalise(content).split('\n')) {
    const text = line.trim();
    if (text === '') {
      if (open?.type === 'paragraph' || open?.type === 'quote') close();
      blankSince = true;
      continue;
    }
    const indent = indentOf(line);
    const afterBlank = blankSince;
    blankSince = false;

    if (FENCE.test(text)) continue;

    if (RULE.test(text)) {
      close();
      blocks.push({ type: 'rule' });
      continue;
    }

    if (text.startsWith('#')) {
      let hashes = 0;
      while (text.charAt(hashes) === '#') hashes += 1;
      const next = text.charAt(hashes);
      if (next === '' || next === ' ' || next === '\t') {
        close();
        const heading = headingText(text.slice(hashes));
        if (heading) blocks.push({ type: 'heading', level: Math.min(hashes, 3) as HeadingLevel, runs: parseInline(heading) });
        continue;
      }
    }

    const bullet = BULLET.exec(text);
    if (bullet) {
      const item = text.slice(bullet[0].length).trim();
      if (open?.type !== 'bullet-list') {
        close();
        open = { type: 'bullet-list', indent, items: [] };
      }
      if (item) open.items.push({ text: item, level: itemLevel(indent, open.indent) });
      continue;
    }

    const numbered = NUMBERED.exec(text);
    if (numbered) {
      const item = text.slice(numbered[0].length).trim();
      if (open?.type !== 'numbered-list') {
        close();
        open = { type: 'numbered-list', indent, start: Number(numbered[1]), items: [] };
      }
      if (item) open.items.push({ text: item, level: itemLevel(indent, open.indent) });
      continue;
    }

    const quote = QUOTE.exec(text);
    if (quote) {
      if (open?.type !== 'quote') {
        close();
        open = { type: 'quote', lines: [] };
      }
      open.lines.push(text.slice(quote[0].length).trim());
      continue;
    }

    // An indented line right under a list item carries on that item ("- Managed…\n  and trained…").
    if ((open?.type === 'bullet-list' || open?.type === 'numbered-list') && !afterBlank && indent >= open.indent + 2) {
      const last = open.items.at(-1);
      if (last) {
        last.text = `${last.text} ${text}`;
        continue;
      }
    }

    if (open?.type !== 'paragraph') {
      close();
      open = { type: 'paragraph', lines: [] };
    }
    open.lines.push(text);
  }
  close();
  return blocks;
}

function finish(block: OpenBlock): DocumentBlock {
  switch (block.type) {
    case 'paragraph':
    case 'quote':
      return { type: block.type, runs: linesToRuns(block.lines) };
    case 'bullet-list':
      return { type: 'bullet-list', items: block.items.map(({ text, level }) => ({ runs: parseInline(text), level })) };
    case 'numbered-list':
      return {
        type: 'numbered-list',
        start: block.start,
        items: block.items.map(({ text, level }) => ({ runs: parseInline(text), level })),
      };
  }
}

/** Each line's emphasis is read on its own; the lines are kept apart by '\n' (addresses, sign-offs). */
function linesToRuns(lines: readonly string[]): InlineRun[] {
  const runs: InlineRun[] = [];
  lines.forEach((line, index) => {
    if (index > 0) pushRun(runs, { text: '\n' });
    for (const run of parseInline(line)) pushRun(runs, run);
  });
  // A quote's empty `>` lines at either end add nothing.
  const first = runs[0];
  if (first && !first.bold && !first.italic) first.text = first.text.replace(/^\n+/, '');
  const last = runs.at(-1);
  if (last && !last.bold && !last.italic) last.text = last.text.replace(/\n+$/, '');
  return runs.filter((run) => run.text !== '');
}

function pushRun(runs: InlineRun[], run: InlineRun) {
  if (run.text === '') return;
  const last = runs.at(-1);
  if (last && Boolean(last.bold) === Boolean(run.bold) && Boolean(last.italic) === Boolean(run.italic)) {
    last.text += run.text;
    return;
  }
  const next: InlineRun = { text: run.text };
  if (run.bold) next.bold = true;
  if (run.italic) next.italic = true;
  runs.push(next);
}

/** A run of asterisks in a line and what it turned out to do. */
interface Delimiter {
  kind: 'delimiter';
  length: number;
  /** Followed by a non-space character: may open emphasis. */
  canOpen: boolean;
  /** Preceded by a non-space character: may close emphasis. */
  canClose: boolean;
  /** Single asterisks are stricter, since member text has "5* hotel" and "C*": not inside a word. */
  canOpenItalic: boolean;
  canCloseItalic: boolean;
  bold?: 'open' | 'close';
  italic?: 'open' | 'close';
  /** Whether the italic marker comes before the bold one in this run ("***x" opens italic, then bold). */
  italicFirst?: boolean;
}

type Token = { kind: 'text'; text: string } | Delimiter;

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const isSpace = (character: string) => character === '' || /\s/.test(character);
const isWord = (character: string) => character !== '' && WORD_CHARACTER.test(character);

/**
 * `**bold**`, `*italic*` and `***both***` in one line, as runs. Asterisks that open nothing stay as typed, so
 * "**5* rating" or "2 * 3" read as written. Emphasis never crosses a line. Linear: each asterisk run is
 * looked at a fixed number of times.
 */
export function parseInline(line: string): InlineRun[] {
  const tokens: Token[] = [];
  let position = 0;
  while (position < line.length) {
    const star = line.indexOf('*', position);
    if (star === -1) {
      tokens.push({ kind: 'text', text: line.slice(position) });
      break;
    }
    if (star > position) tokens.push({ kind: 'text', text: line.slice(position, star) });
    let end = star;
    while (line.charAt(end) === '*') end += 1;
    const before = line.charAt(star - 1);
    const after = line.charAt(end);
    const canOpen = !isSpace(after);
    const canClose = star > 0 && !isSpace(before);
    tokens.push({
      kind: 'delimiter',
      length: end - star,
      canOpen,
      canClose,
      canOpenItalic: canOpen && !isWord(before),
      canCloseItalic: canClose && !isWord(after),
    });
    position = end;
  }

  const delimiters = tokens.filter((token): token is Delimiter => token.kind === 'delimiter');

  // Bold: `**` (or the bold half of `***`) pairs with the nearest opener before it.
  let boldOpener: Delimiter | undefined;
  for (const delimiter of delimiters) {
    if (delimiter.length !== 2 && delimiter.length !== 3) continue;
    if (boldOpener && delimiter.canClose) {
      boldOpener.bold = 'open';
      delimiter.bold = 'close';
      boldOpener = undefined;
    } else if (delimiter.canOpen) {
      boldOpener = delimiter;
    }
  }

  // Italic: `*` pairs within the same bold level, so the two never overlap.
  const openers: (Delimiter | undefined)[] = [undefined];
  const tryItalic = (delimiter: Delimiter): 'open' | 'close' | undefined => {
    const top = openers.length - 1;
    const opener = openers[top];
    if (opener && delimiter.canCloseItalic) {
      opener.italic = 'open';
      delimiter.italic = 'close';
      openers[top] = undefined;
      return 'close';
    }
    if (delimiter.canOpenItalic) {
      openers[top] = delimiter;
      return 'open';
    }
    return undefined;
  };
  for (const delimiter of delimiters) {
    const italicCandidate = delimiter.length === 1 || delimiter.length === 3;
    if (delimiter.bold === 'open') {
      // "***x": the italic half goes outside the bold.
      if (italicCandidate) delimiter.italicFirst = tryItalic(delimiter) !== undefined;
      openers.push(undefined);
    } else if (delimiter.bold === 'close') {
      const inner = openers[openers.length - 1];
      if (italicCandidate && inner && delimiter.canCloseItalic) {
        tryItalic(delimiter);
        delimiter.italicFirst = true;
        openers.pop();
      } else {
        openers.pop();
        if (italicCandidate) tryItalic(delimiter);
        delimiter.italicFirst = false;
      }
    } else if (italicCandidate) {
      tryItalic(delimiter);
    }
  }

  const runs: InlineRun[] = [];
  let bold = false;
  let italic = false;
  const emit = (text: string) => pushRun(runs, { text, bold, italic });
  for (const token of tokens) {
    if (token.kind === 'text') {
      emit(token.text);
      continue;
    }
    // An italic opener whose closer never came is literal (it was only a candidate).
    const italicRole = token.italic;
    const literal = token.length - (token.bold ? 2 : 0) - (italicRole ? 1 : 0);
    const closes = token.bold === 'close' || italicRole === 'close';
    if (closes && literal > 0) emit('*'.repeat(literal));
    const applyBold = () => {
      if (token.bold) bold = token.bold === 'open';
    };
    const applyItalic = () => {
      if (italicRole) italic = italicRole === 'open';
    };
    if (token.italicFirst) {
      applyItalic();
      applyBold();
    } else {
      applyBold();
      applyItalic();
    }
    if (!closes && literal > 0) emit('*'.repeat(literal));
  }
  return runs;
}

/**
 * The number shown before each item of a numbered list: the list counts from `start`, and the items nested
 * under an item count from 1 again.
 */
export function listItemNumbers(block: Extract<DocumentBlock, { type: 'numbered-list' }>): number[] {
  let outer = block.start - 1;
  let inner = 0;
  return block.items.map((item) => {
    if (item.level === 1 && outer >= block.start) return (inner += 1);
    inner = 0;
    return (outer += 1);
  });
}

/** The text of runs without their emphasis. */
export function runsText(runs: readonly InlineRun[]): string {
  return runs.map((run) => run.text).join('');
}

/**
 * The document as plain text (the .txt download): no `#`, `**` or `>` markers; bullets as "- " and numbered
 * items with their numbers, one blank line between blocks.
 */
export function documentPlainText(content: string): string {
  const parts = parseDocumentBlocks(content).map((block) => {
    switch (block.type) {
      case 'heading':
      case 'paragraph':
      case 'quote':
        return runsText(block.runs);
      case 'bullet-list':
        return block.items.map((item) => `${item.level ? '  ' : ''}- ${runsText(item.runs)}`).join('\n');
      case 'numbered-list': {
        const numbers = listItemNumbers(block);
        return block.items.map((item, index) => `${item.level ? '  ' : ''}${numbers[index]}. ${runsText(item.runs)}`).join('\n');
      }
      case 'rule':
        return '';
    }
  });
  const text = parts.filter((part) => part !== '').join('\n\n');
  return text ? `${text}\n` : '';
}
