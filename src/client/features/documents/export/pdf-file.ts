import { noLigatures, startPdf, type PdfFonts } from '../../../lib/pdf-writer';
import { listItemNumbers, parseDocumentBlocks, type DocumentBlock, type InlineRun } from '../document-blocks';
import { lookFor, type ResumeLook } from './resume-looks';

/**
 * The PDF (docs/product.md#word-and-pdf-files), written in the browser from the blocks the output panel shows.
 * Letter paper, selectable text in an embedded TrueType font that has the Kenyan letters ĩ and ũ (the PDF
 * standard fonts have neither); pdfkit embeds only the glyphs used (a subset, named "ABCDEF+Font"). A resume
 * takes its template's look (resume-looks.ts, docs/product.md#resume-templates): the caller loads the look's
 * font family (pdf-fonts.ts); sizes, accent colour and heading marks are drawn here, the body in one column. This
 * module, with pdfkit, loads only when a member asks for the file (docs/decisions/016-document-files.md).
 */

type Doc = PDFKit.PDFDocument;
type Face = 'regular' | 'bold' | 'italic';

const INCH = 72;
const MARGIN = 0.75 * INCH;
const RULE_COLOR = '#bfbfbf';
const QUOTE_COLOR = '#374151';
const HEADING_SPACE = {
  1: { before: 0, after: 4 },
  2: { before: 10, after: 6 },
  3: { before: 6, after: 2 },
} as const;
const PARAGRAPH_GAP = 6;
const ITEM_GAP = 2;
/** Where an item's text starts, past its bullet or number: a hanging indent. */
const ITEM_INDENT = 14;
const NESTED_INDENT = 16;
const QUOTE_INDENT = 12;

export async function buildPdfFile(
  content: string,
  fonts: PdfFonts,
  options: { title?: string; template?: string | null } = {},
): Promise<Blob> {
  const look = lookFor(options.template);
  const { doc, finished } = startPdf(fonts, {
    size: 'LETTER',
    margin: MARGIN,
    title: options.title ?? 'Document',
    displayTitle: Boolean(options.title),
  });
  doc.font('regular').fontSize(look.bodySize).fillColor(`#${look.text}`);

  const writer = new PdfWriter(doc, fonts.italic !== undefined, look);
  let inHeader = true;
  parseDocumentBlocks(content).forEach((block, index) => {
    if (block.type === 'heading' && block.level === 2) inHeader = false;
    writer.block(block, index === 0, inHeader);
  });
  doc.end();
  return finished;
}

interface RunStyle {
  size: number;
  color: string;
  bold?: boolean;
  italic?: boolean;
  align?: 'left' | 'center';
}

class PdfWriter {
  private readonly left: number;
  private readonly width: number;
  private readonly body: RunStyle;
  private readonly lineGap: number;

  constructor(
    private readonly doc: Doc,
    private readonly hasItalic: boolean,
    private readonly look: ResumeLook,
  ) {
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    this.body = { size: look.bodySize, color: `#${look.text}` };
    this.lineGap = Math.max(1, Math.round(look.bodySize * (look.lineSpacing - 1) * 10) / 10 + 1);
  }

  /** `header`: the name and the lines under it, before the first section, which take the look's alignment. */
  block(block: DocumentBlock, first: boolean, header: boolean) {
    const align = header ? this.look.headerAlign : 'left';
    switch (block.type) {
      case 'heading':
        return this.heading(block.level, block.runs, first, align);
      case 'paragraph':
        this.runs(block.runs, this.left, this.width, { ...this.body, align });
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

  private heading(level: 1 | 2 | 3, runs: readonly InlineRun[], first: boolean, align: 'left' | 'center') {
    const look = this.look;
    const { before, after } = HEADING_SPACE[level];
    const size = level === 1 ? look.nameSize : level === 2 ? look.sectionSize : look.bodySize + 0.5;
    const color = level === 3 ? `#${look.text}` : `#${look.accent}`;
    const doc = this.doc;
    if (!first) this.gap(before);
    // A heading is never the last line of a page: it keeps its first two lines of text with it.
    this.keepSpace(this.lineHeight('bold', size) + after + 2 * this.lineHeight('regular', look.bodySize));
    if (level !== 2) {
      this.runs(runs, this.left, this.width, { size, color, bold: true, align });
      if (level === 1 && look.nameRule) this.line(doc.y + 2, 3, `#${look.rule}`);
      return this.gap(level === 1 && look.nameRule ? after + 6 : after);
    }
    // Capitals are drawn as capitals: the text an ATS reads is still the heading's words.
    const caps = look.capsHeadings ? runs.map((run) => ({ ...run, text: run.text.toUpperCase() })) : runs;
    const top = doc.y;
    const height = this.lineHeight('bold', size);
    const inset = look.sectionMark === 'left-bar' || look.sectionMark === 'band' ? 8 : 0;
    if (look.sectionMark === 'band') doc.rect(this.left, top - 2, this.width, height + 2).fill(`#${look.band}`);
    if (look.sectionMark === 'left-bar' || look.sectionMark === 'band') doc.rect(this.left, top - 2, 3, height + 2).fill(`#${look.rule}`);
    this.runs(caps, this.left + inset, this.width - inset, { size, color, bold: true });
    const y = doc.y + 1;
    if (look.sectionMark === 'underline') this.line(y, 0.6, RULE_COLOR);
    if (look.sectionMark === 'double-underline') {
      this.line(y, 0.5, `#${look.rule}`);
      this.line(y + 2, 0.5, `#${look.rule}`);
    }
    if (look.sectionMark === 'accent-stub') this.line(y, 2.5, `#${look.rule}`, 48);
    this.gap(after);
  }

  /** A horizontal line across the text column (or `length` points of it) at `y`. */
  private line(y: number, thickness: number, color: string, length = this.width) {
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + length, y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke();
  }

  /** One list item: the marker at the left, the text beside it, wrapped lines under the text, not the marker. */
  private item(marker: string, runs: readonly InlineRun[], level: 0 | 1) {
    const doc = this.doc;
    const x = this.left + level * NESTED_INDENT;
    const indent = Math.max(ITEM_INDENT, this.setFont('regular', this.body.size).widthOfString(marker, { features: noLigatures() }) + 5);
    // The marker and the first line of text go on the same page.
    this.keepSpace(this.lineHeight('regular', this.body.size));
    const y = doc.y;
    this.setFont('regular', this.body.size)
      .fillColor(this.body.color)
      .text(level === 1 && marker === '•' ? '◦' : marker, x, y, { lineBreak: false, features: noLigatures() });
    doc.y = y;
    this.runs(runs, x + indent, this.width - (x - this.left) - indent, this.body);
    this.gap(ITEM_GAP);
  }

  private quote(runs: readonly InlineRun[]) {
    const doc = this.doc;
    this.keepSpace(this.lineHeight('italic', this.body.size));
    const page = doc.page;
    const top = doc.y;
    this.runs(runs, this.left + QUOTE_INDENT, this.width - QUOTE_INDENT, { size: this.body.size, color: QUOTE_COLOR, italic: true });
    // The bar beside the quote, when the quote did not run on to the next page.
    if (doc.page === page) {
      doc
        .moveTo(this.left + 2, top)
        .lineTo(this.left + 2, doc.y - this.lineGap)
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
        lineGap: this.lineGap,
        align: style.align ?? 'left',
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
    return this.setFont(face, size).currentLineHeight(true) + this.lineGap;
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
