import { headingKind } from './section-routing';

/**
 * Two columns side by side on the same lines, as PDF text extraction that keeps the layout writes a CV
 * with a sidebar: "SKILLS            WORK EXPERIENCE", then "Welding           Welder, Bidco Ltd". The
 * right column starts at the same character on every line, after a gap of spaces. Such a block is
 * unfolded into the left column's lines, then the right column's, so that each section reads in order.
 * (Columns that arrive as alternating lines instead are sent apart later, in section-routing.ts.)
 */

/** Spaces between the columns, on a line holding both, that make a gap rather than a double space. */
const MIN_GAP = 3;
/** The right column starts at least this far in (a date column or an indented bullet is narrower). */
const MIN_LEFT_WIDTH = 12;
/** Lines with text in both columns, at the least, for a block to count as two columns. */
const MIN_ROWS_WITH_BOTH = 3;
/** Column positions tried, the most common first. */
const CANDIDATES_TRIED = 3;

type Row = { kind: 'blank' } | { kind: 'cross' } | { kind: 'split'; left: string; right: string };

/** Each position where text starts after a gap of MIN_GAP spaces, and on how many lines. */
function gapStarts(lines: string[]): Map<number, number> {
  const votes = new Map<number, number>();
  for (const line of lines) {
    let spaces = 0;
    let seenText = false;
    for (let at = 0; at < line.length; at += 1) {
      if (line.charAt(at) === ' ') {
        spaces += 1;
        continue;
      }
      if (seenText && spaces >= MIN_GAP && at >= MIN_LEFT_WIDTH) votes.set(at, (votes.get(at) ?? 0) + 1);
      seenText = true;
      spaces = 0;
    }
  }
  return votes;
}

/** A line cut at `column`: both halves, or 'cross' when text runs through the gap before the column. */
function rowAt(line: string, column: number): Row {
  if (line.trim().length === 0) return { kind: 'blank' };
  // A left-column line that fills its column to the edge, with nothing in the right one, runs through no gap.
  if (line.trimEnd().length <= column) return { kind: 'split', left: line.trim(), right: '' };
  const gapStart = column - 2;
  for (let at = Math.max(0, gapStart); at < column && at < line.length; at += 1) {
    if (line.charAt(at) !== ' ') return shiftedSplit(line, column);
  }
  return { kind: 'split', left: line.slice(0, column).trim(), right: line.slice(column).trim() };
}

/** How far past the column a left-column line may run and still be cut at a gap ("Certificate in Nursing   Jan 2019"). */
const SPILL = 8;

/** A line whose left text runs a little past the column: cut at the gap just after it, if there is one. */
function shiftedSplit(line: string, column: number): Row {
  let spaces = 0;
  const last = Math.min(line.length, column + SPILL + MIN_GAP);
  for (let at = Math.max(0, column - 2); at < last; at += 1) {
    if (line.charAt(at) === ' ') {
      spaces += 1;
      continue;
    }
    if (spaces >= MIN_GAP) return { kind: 'split', left: line.slice(0, at).trim(), right: line.slice(at).trim() };
    spaces = 0;
  }
  return { kind: 'cross' };
}

const hasRight = (row: Row) => row.kind === 'split' && row.right.length > 0;

interface Block {
  /** The first and last line of the block. */
  first: number;
  last: number;
}

/**
 * Blocks of lines that read as two columns at `column`: from the first line with right-column text to the
 * last, with no line running through the gap; then the left column's lines that continue below it, unless
 * a full-width line follows them (they then head that line's section, "EDUCATION" over a long entry).
 */
function blocksAt(rows: Row[]): Block[] {
  const blocks: Block[] = [];
  let index = 0;
  while (index < rows.length) {
    while (index < rows.length && !hasRight(rows[index] ?? { kind: 'blank' })) index += 1;
    if (index >= rows.length) break;
    const first = index;
    let last = index;
    while (index < rows.length && rows[index]?.kind !== 'cross') {
      if (hasRight(rows[index] ?? { kind: 'blank' })) last = index;
      index += 1;
    }
    let below = last + 1;
    while (below < rows.length && rows[below]?.kind === 'split') below += 1;
    if (below >= rows.length || rows[below]?.kind === 'blank') last = below - 1;
    blocks.push({ first, last });
    index = Math.max(index, last + 1);
  }
  return blocks;
}

function isHeading(text: string): boolean {
  return text.length > 0 && headingKind(text) !== undefined;
}

/** Two columns for sure: enough lines with both, and a section heading in each column. */
function isTwoColumns(rows: Row[], block: Block): boolean {
  let both = 0;
  let leftHeading = false;
  let rightHeading = false;
  for (let index = block.first; index <= block.last; index += 1) {
    const row = rows[index];
    if (row?.kind !== 'split') continue;
    if (row.left && row.right) both += 1;
    leftHeading ||= isHeading(row.left);
    rightHeading ||= isHeading(row.right);
  }
  return both >= MIN_ROWS_WITH_BOTH && leftHeading && rightHeading;
}

/** Adds the block's left column, a blank line, then its right column (a line empty on one side is blank there). */
function unfoldInto(result: string[], rows: Row[], block: Block) {
  for (const side of ['left', 'right'] as const) {
    if (side === 'right') result.push('');
    for (let index = block.first; index <= block.last; index += 1) {
      const row = rows[index];
      result.push(row?.kind === 'split' ? row[side] : '');
    }
  }
}

/** The lines with every side-by-side two-column block unfolded; other lines as they were. */
export function unfoldColumns(lines: string[]): string[] {
  const votes = [...gapStarts(lines)].filter(([, count]) => count >= MIN_ROWS_WITH_BOTH);
  votes.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  for (const [column] of votes.slice(0, CANDIDATES_TRIED)) {
    const rows = lines.map((line) => rowAt(line, column));
    const blocks = blocksAt(rows).filter((block) => isTwoColumns(rows, block));
    if (blocks.length === 0) continue;
    const result: string[] = [];
    let next = 0;
    for (const block of blocks) {
      while (next < block.first) result.push(lines[next++] ?? '');
      unfoldInto(result, rows, block);
      next = block.last + 1;
    }
    while (next < lines.length) result.push(lines[next++] ?? '');
    return result;
  }
  return lines;
}
