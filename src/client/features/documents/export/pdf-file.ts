import { noLigatures, startPdf, type PdfFonts } from '../../../lib/pdf-writer';
import { listItemNumbers, parseDocumentBlocks, type DocumentBlock, type InlineRun } from '../document-blocks';

/**
 * The PDF (docs/product.md#word-and-pdf-files), written in the browser from the blocks the output panel shows.
 * Letter paper, selectable text in an embedded TrueType font that has the Kenyan letters ĩ and ũ (the PDF
 * standard fonts have neither); pdfkit embeds only the glyphs used (a subset, named "ABCDEF+Font"). This
 * module, with pdfkit, loads only when a member asks for the file (docs/decisions/016-document-files.md).
 */

type Doc = PDFKit.PDFDocument;
type Face = 'regular' | 'bold' | 'italic';

const INCH = 72;
const MARGIN = 0.75 * INCH;
const BODY_SIZE = 10.5;
const LINE_GAP = 2;
const TEXT_COLOR = '#1f2937';
const HEADING_COLOR = '#111827';
const RULE_COLOR = '#bfbfbf';
const QUOTE_COLOR = '#374151';
const HEADINGS = {
  1: { size: 20, before: 0, after: 4 },
  2: { size: 12.5, before: 10, after: 6 },
  3: { size: 11, before: 6, after: 2 },
} as const;
const PARAGRAPH_GAP = 6;
const ITEM_GAP = 2;
/** Where an item's text starts, past its bullet or number: a hanging indent. */
const ITEM_INDENT = 14;
const NESTED_INDENT = 16;
const QUOTE_INDENT = 12;

export async function buildPdfFile(content: string, fonts: PdfFonts, options: { title?: string } = {}): Promise<Blob> {
  const { doc, finished } = startPdf(fonts, {
    size: 'LETTER',
    margin: MARGIN,
    title: options.title ?? 'Document',
    displayTitle: Boolean(options.title),
  });
  doc.font('regular').fontSize(BODY_SIZE).fillColor(TEXT_COLOR);

  const writer = new PdfWriter(doc, fonts.italic !== undefined);
  parseDocumentBlocks(content).forEach((block, index) => writer.block(block, index === 0));
  doc.end();
  return finished;
}

interface RunStyle {
  size: number;
  color: string;
  bold?: boolean;
  italic?: boolean;
}

class PdfWriter {
  private readonly left: number;
  private readonly width: number;

  constructor(
    private readonly doc: Doc,
    private readonly hasItalic: boolean,
  ) {
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  }

  block(block: DocumentBlock, first: boolean) {
    switch (block.type) {
      case 'heading':
        return this.heading(block.level, block.runs, first);
      case 'paragraph':
        this.runs(block.runs, this.left, this.width, { size: BODY_SIZE, color: TEXT_COLOR });
        return this.gap(PARAGRAPH_GAP);
      case 'bullet-list':
        block.items.forEach((item) => this.item('•', item.runs, item.level));
        return this.gap(PARAGRAPH_GAP - ITEM_GAP);
      case 'numbered-list': {
        const numbers = listItemNumbers(block);
        block.items.forEach((item, index) => this.item(`${numbers[index]}.`, item.runs, item.level));
        return this.gap(PARAGRAPH_GAP - ITEM_GAP);
      }
      case 'quote':
        return this.quote(block.runs);
      case 'rule':
        return this.rule();
    }
  }

  private heading(level: 1 | 2 | 3, runs: readonly InlineRun[], first: boolean) {
    const { size, before, after } = HEADINGS[level];
    const doc = this.doc;
    if (!first) this.gap(before);
    // A heading is never the last line of a page: it keeps its first two lines of text with it.
    this.keepSpace(this.lineHeight('bold', size) + after + 2 * this.lineHeight('regular', BODY_SIZE));
    this.runs(runs, this.left, this.width, { size, color: HEADING_COLOR, bold: true });
    if (level === 2) {
      const y = doc.y + 1;
      doc
        .moveTo(this.left, y)
        .lineTo(this.left + this.width, y)
        .lineWidth(0.6)
        .strokeColor(RULE_COLOR)
        .stroke();
    }
    this.gap(after);
  }

  /** One list item: the marker at the left, the text beside it, wrapped lines under the text, not the marker. */
  private item(marker: string, runs: readonly InlineRun[], level: 0 | 1) {
    const doc = this.doc;
    const x = this.left + level * NESTED_INDENT;
    const indent = Math.max(ITEM_INDENT, this.setFont('regular', BODY_SIZE).widthOfString(marker, { features: noLigatures() }) + 5);
    // The marker and the first line of text go on the same page.
    this.keepSpace(this.lineHeight('regular', BODY_SIZE));
    const y = doc.y;
    this.setFont('regular', BODY_SIZE)
      .fillColor(TEXT_COLOR)
      .text(level === 1 && marker === '•' ? '◦' : marker, x, y, { lineBreak: false, features: noLigatures() });
    doc.y = y;
    this.runs(runs, x + indent, this.width - (x - this.left) - indent, { size: BODY_SIZE, color: TEXT_COLOR });
    this.gap(ITEM_GAP);
  }

  private quote(runs: readonly InlineRun[]) {
    const doc = this.doc;
    this.keepSpace(this.lineHeight('italic', BODY_SIZE));
    const page = doc.page;
    const top = doc.y;
    this.runs(runs, this.left + QUOTE_INDENT, this.width - QUOTE_INDENT, { size: BODY_SIZE, color: QUOTE_COLOR, italic: true });
    // The bar beside the quote, when the quote did not run on to the next page.
    if (doc.page === page) {
      doc
        .moveTo(this.left + 2, top)
        .lineTo(this.left + 2, doc.y - LINE_GAP)
        .lineWidth(2)
        .strokeColor(RULE_COLOR)
        .stroke();
    }
    this.gap(PARAGRAPH_GAP);
  }

  private rule() {
    const doc = this.doc;
    this.keepSpace(12);
    const y = doc.y + 4;
    doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.6)
      .strokeColor(RULE_COLOR)
      .stroke();
    doc.y = y + 8;
  }

  /** The runs as one flowing text (pdfkit's continued text), wrapped in `width` from `x`; pdfkit adds pages. */
  private runs(runs: readonly InlineRun[], x: number, width: number, style: RunStyle) {
    const doc = this.doc;
    const pieces = runs.filter((run) => run.text !== '');
    pieces.forEach((run, index) => {
      const face: Face = run.bold || style.bold ? 'bold' : run.italic || style.italic ? 'italic' : 'regular';
      this.setFont(face, style.size).fillColor(style.color);
      const options: PDFKit.Mixins.TextOptions = {
        width,
        lineGap: LINE_GAP,
        continued: index < pieces.length - 1,
        features: noLigatures(),
        // Without an italic file, italic is the regular face slanted by pdfkit.
        ...(face === 'italic' && !this.hasItalic ? { oblique: true } : {}),
      };
      if (index === 0) doc.text(run.text, x, doc.y, options);
      else doc.text(run.text, options);
    });
    doc.x = this.left;
  }

  private setFont(face: Face, size: number): Doc {
    return this.doc.font(face).fontSize(size);
  }

  private lineHeight(face: Face, size: number): number {
    return this.setFont(face, size).currentLineHeight(true) + LINE_GAP;
  }

  /** Starts a new page unless `height` points still fit on this one (or the page is still empty). */
  private keepSpace(height: number) {
    const doc = this.doc;
    const bottom = doc.page.height - doc.page.margins.bottom;
    if (doc.y + height > bottom && doc.y > doc.page.margins.top) doc.addPage();
  }

  private gap(points: number) {
    this.doc.y += points;
  }
}
