/// <reference types="vite/client" />
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DOCUMENT_UI_MESSAGES } from '../../../../shared/messages';
import { ResumeFileError } from './resume-file-error';

/** A CV is one to four pages; a longer PDF is a portfolio or a book, and reading it all would only cost time. */
export const PDF_MAX_PAGES = 30;

type PdfJs = typeof PdfJsModule;
type PdfPage = Awaited<ReturnType<Awaited<ReturnType<PdfJs['getDocument']>['promise']>['getPage']>>;
type PdfTextItem = Awaited<ReturnType<PdfPage['getTextContent']>>['items'][number];

let loading: Promise<PdfJs> | undefined;

/**
 * pdf.js (about half a megabyte, plus its worker) loads only when a member picks a PDF, never with a page
 * (docs/product.md#uploads). The legacy build runs on the older Android browsers many members have, and on
 * Node 20 for the unit tests. In the browser pdf.js parses in a worker whose script Vite emits as an asset;
 * in Node it parses on the main thread and needs no worker script.
 */
function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    // Both downloads at once: on a slow connection every round trip counts.
    const [pdfjs, worker] = await Promise.all([
      import('pdfjs-dist/legacy/build/pdf.mjs'),
      // `'window' in globalThis` rather than `typeof window`: the server's type check, which has no DOM, sees this file through its test.
      'window' in globalThis ? import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url') : undefined,
    ]);
    if (worker && !pdfjs.GlobalWorkerOptions.workerSrc) pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  })().catch((error: unknown) => {
    // A failed download (a dropped connection) may succeed on the next try.
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The text of a PDF, page by page. Lines are rebuilt from the text positions rather than taken in the file's
 * drawing order, so a two-column CV ("Jan 2019 – To date" beside "Caregiver") keeps each row on one line.
 * `onPage` is called before each page is read. Throws ResumeFileError: pdfParsingFailed when the file is
 * broken, locked with a password or has no text at all (a scan), fileReadFailed when pdf.js cannot be loaded.
 */
export async function extractPdfText(
  data: Uint8Array,
  onPage?: (page: number, pages: number) => void,
): Promise<{ text: string; pages: number; truncated: boolean }> {
  let pdfjs: PdfJs;
  try {
    pdfjs = await loadPdfJs();
  } catch (error) {
    throw new ResumeFileError(DOCUMENT_UI_MESSAGES.fileReadFailed, { cause: error });
  }

  const task = pdfjs.getDocument({
    data,
    // Only text is read: no scripts, fonts, images or system fonts, and nothing evaluated as code (the CSP
    // allows neither eval nor WebAssembly).
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWasm: false,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const pdf = await task.promise;
    const pages = Math.min(pdf.numPages, PDF_MAX_PAGES);
    const texts: string[] = [];
    for (let number = 1; number <= pages; number++) {
      onPage?.(number, pages);
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      texts.push(pageText(content.items));
      page.cleanup();
    }
    const text = texts.filter((part) => part.length > 0).join('\n\n');
    if (text.trim().length === 0) throw new ResumeFileError(DOCUMENT_UI_MESSAGES.pdfParsingFailed);
    return { text, pages, truncated: pdf.numPages > pages };
  } catch (error) {
    if (error instanceof ResumeFileError) throw error;
    // Corrupt, truncated or password-protected: pdf.js's own messages mean nothing to a member.
    throw new ResumeFileError(DOCUMENT_UI_MESSAGES.pdfParsingFailed, { cause: error });
  } finally {
    // Ends the worker and frees the parsed document.
    await task.destroy();
  }
}

interface Piece {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** A gap wider than this many font sizes is between columns, not words: it becomes a tab, as the parser splits fields on tabs. */
const COLUMN_GAP_EM = 1.5;
/** A gap wider than this many font sizes is a space that the PDF drew by moving rather than with a space character. */
const WORD_GAP_EM = 0.15;
/** Text whose baselines differ by less than this many font sizes is on one line (a superscript, a mixed-size heading). */
const SAME_LINE_EM = 0.45;

/**
 * Columns are apart only when fewer than this share of the column with fewer lines sit level with a line of the
 * other. A table's rows are level by construction (its shorter column: nearly all); two columns set in one type
 * size and spacing sit level by chance, often more than half of the time (e2e/fixtures/resume-sidebar-name.pdf: 8 of 13).
 */
const ROW_ALIGNED_SHARE = 0.8;
/** Each column of a two-column page has at least this many lines; fewer is a table's or a heading's short column. */
const COLUMN_MIN_LINES = 4;

/**
 * Rebuilds one page's lines. A two-column page (a sidebar CV: contact and skills at the left, the name and
 * the jobs at the right) is read a column at a time, the column with the largest text (the name) first, after
 * any lines across both columns at the top (docs/product.md#uploads). Otherwise pieces are grouped by baseline,
 * top to bottom, each line read left to right, so a date column beside job titles keeps each row on one line.
 */
function pageText(items: readonly PdfTextItem[]): string {
  const pieces: Piece[] = [];
  for (const item of items) {
    if (!('str' in item) || item.str.trim().length === 0) continue;
    const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
    // The height pdf.js gives is the font size on the page; fall back to the matrix's scale.
    const size = item.height > 0 ? item.height : Math.hypot(c, d) || Math.hypot(a, b) || 1;
    pieces.push({ text: item.str, x, y, width: item.width, size });
  }
  const bodySize = median(pieces.map((piece) => piece.size));
  const text = (part: readonly Piece[]) => joinWrappedHeadings(linesOf(part), bodySize).map(joinLine).join('\n');
  const columns = splitColumns(pieces);
  if (!columns) return text(pieces);
  const largest = (part: readonly Piece[]) => Math.max(0, ...part.map((piece) => piece.size));
  const [first, second] = largest(columns.right) > largest(columns.left) ? [columns.right, columns.left] : [columns.left, columns.right];
  return [columns.across, first, second]
    .filter((part) => part.length > 0)
    .map(text)
    .join('\n\n');
}

/** Type this much larger than the body's is a heading (a name at the top of a CV). */
const HEADING_SIZE_RATIO = 1.3;
/** Two lines of a heading this close (in its own font sizes, baseline to baseline) are one heading that wrapped. */
const WRAPPED_LINE_EM = 1.6;

/**
 * A heading set in large type that wrapped in a narrow column ("Wanjĩrũ" / "Njoroge" / "Kamau" in a sidebar)
 * is one line again: read apart, the name would be three lines and no name at all.
 */
function joinWrappedHeadings(lines: Piece[][], bodySize: number): Piece[][] {
  const sizeOf = (line: readonly Piece[]) => Math.max(...line.map((piece) => piece.size));
  const joined: Piece[][] = [];
  /** The baseline of the line read last: a heading's third line is measured from its second. */
  let lastY = Number.NaN;
  for (const line of lines) {
    const previous = joined.at(-1);
    const size = sizeOf(line);
    const y = line[0]?.y ?? 0;
    const isWrap =
      previous !== undefined &&
      size >= HEADING_SIZE_RATIO * bodySize &&
      Math.abs(sizeOf(previous) - size) <= 0.05 * size &&
      lastY - y <= WRAPPED_LINE_EM * size;
    lastY = y;
    if (isWrap) {
      // Laid end to end, left to right, so that joinLine reads them as words of one line.
      const end = Math.max(...previous.map((piece) => piece.x + piece.width));
      const start = Math.min(...line.map((piece) => piece.x));
      previous.push(...line.map((piece) => ({ ...piece, x: piece.x - start + end + WORD_GAP_EM * size * 2, y: previous[0]!.y })));
    } else {
      joined.push([...line]);
    }
  }
  return joined;
}

/** Pieces grouped into lines by baseline, top line first. */
function linesOf(pieces: readonly Piece[]): Piece[][] {
  // PDF space grows upwards: the top line has the largest y.
  const sorted = [...pieces].sort((p, q) => q.y - p.y || p.x - q.x);
  const lines: Piece[][] = [];
  let line: Piece[] = [];
  for (const piece of sorted) {
    const anchor = line[0];
    if (anchor && Math.abs(anchor.y - piece.y) > SAME_LINE_EM * Math.min(anchor.size, piece.size)) {
      lines.push(line);
      line = [];
    }
    line.push(piece);
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/**
 * The page's two columns, when it has them: a vertical gutter that no piece crosses below the top lines,
 * with enough lines on both sides, most of which are not level with a line on the other side (level lines
 * are a table's rows, read across). Pieces crossing the gutter above both columns (a name across the page)
 * are `across`. The widest such gutter wins; undefined when there is none.
 */
function splitColumns(pieces: readonly Piece[]): { across: Piece[]; left: Piece[]; right: Piece[] } | undefined {
  if (pieces.length < 2 * COLUMN_MIN_LINES) return undefined;
  let best: { across: Piece[]; left: Piece[]; right: Piece[]; gap: number } | undefined;
  const edges = [...new Set(pieces.map((piece) => piece.x + piece.width))];
  for (const edge of edges) {
    const left = pieces.filter((piece) => piece.x + piece.width <= edge + 0.5);
    const rest = pieces.filter((piece) => piece.x + piece.width > edge + 0.5);
    const start = Math.min(...rest.filter((piece) => piece.x >= edge).map((piece) => piece.x));
    if (!Number.isFinite(start)) continue;
    const right = rest.filter((piece) => piece.x >= start);
    const across = rest.filter((piece) => piece.x < start);
    const gap = start - edge;
    const size = median([...left, ...right].map((piece) => piece.size));
    if (gap < COLUMN_GAP_EM * size || (best && gap <= best.gap)) continue;
    // Lines across the gutter only at the top, above every line of both columns.
    const columnsTop = Math.max(...left.map((piece) => piece.y), ...right.map((piece) => piece.y));
    if (across.some((piece) => piece.y <= columnsTop)) continue;
    const leftLines = linesOf(left);
    const rightLines = linesOf(right);
    if (leftLines.length < COLUMN_MIN_LINES || rightLines.length < COLUMN_MIN_LINES) continue;
    const [fewer, more] = leftLines.length <= rightLines.length ? [leftLines, rightLines] : [rightLines, leftLines];
    const level = fewer.filter(([anchor]) =>
      more.some(([other]) => anchor && other && Math.abs(anchor.y - other.y) <= SAME_LINE_EM * Math.min(anchor.size, other.size)),
    );
    if (level.length >= ROW_ALIGNED_SHARE * fewer.length) continue;
    best = { across, left, right, gap };
  }
  return best && { across: best.across, left: best.left, right: best.right };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 1;
}

function joinLine(line: Piece[]): string {
  line.sort((p, q) => p.x - q.x);
  let text = '';
  let end = -Infinity;
  for (const piece of line) {
    const gap = piece.x - end;
    const size = piece.size;
    if (text.length > 0 && !/\s$/.test(text) && !/^\s/.test(piece.text)) {
      if (gap > COLUMN_GAP_EM * size) text += '\t';
      else if (gap > WORD_GAP_EM * size) text += ' ';
    }
    text += piece.text;
    end = Math.max(end, piece.x + piece.width);
  }
  return text.replace(/[ \t]+$/, '');
}
