import { MAPLE_LEAF_PATH } from '../../lib/maple-leaf';
import { noLigatures, startPdf, type PdfFonts } from '../../lib/pdf-writer';

/**
 * What the business card and the brochure share (docs/product.md#admin-marketing): the page set-up, the brand
 * colours and the leaf. pdfkit resolves to its browser build in Vite and to its Node build under Vitest; the
 * tests run the browser build, as the documents' PDF tests do. Loaded only when a PDF is asked for.
 */

export type PrintFonts = Pick<PdfFonts, 'regular' | 'bold'>;

/** Where people reach Maple Bridge: support's e-mail, the configured WhatsApp numbers and the site's address. */
export interface PrintContacts {
  email: string;
  whatsapp: readonly { country: string; number: string }[];
  website: string;
}

export const BRAND = { blue: '#2563EB', red: '#DC2626', white: '#FFFFFF', ink: '#111827', body: '#374151', paleBlue: '#DBEAFE' } as const;

export const INCH = 72;

export type Doc = PDFKit.PDFDocument;

export interface TextStyle {
  size: number;
  color: string;
  bold?: boolean;
  width?: number;
  align?: 'left' | 'center' | 'right';
  lineGap?: number;
}

/**
 * A document of `width` × `height` points with no margins (every position is set by the layout) and the
 * embedded Liberation Sans; `finished` resolves to the file once `doc.end()` is called.
 */
/** A document of `width` × `height` points with no margins (every position is set by the layout). */
export function startPrintDocument(fonts: PrintFonts, width: number, height: number, title: string) {
  return startPdf(fonts, { size: [width, height], margin: 0, title });
}

/** Text at (x, y), wrapped in `width`; returns the y under it. Never breaks onto a new page. */
export function write(doc: Doc, text: string, x: number, y: number, style: TextStyle): number {
  doc
    .font(style.bold ? 'bold' : 'regular')
    .fontSize(style.size)
    .fillColor(style.color)
    .text(text, x, y, {
      width: style.width,
      align: style.align ?? 'left',
      lineGap: style.lineGap ?? 1,
      lineBreak: style.width !== undefined,
      features: noLigatures(),
    });
  return doc.y;
}

/** The leaf, `size` points wide, with its top left at (x, y). */
export function drawLeaf(doc: Doc, x: number, y: number, size: number, color: string) {
  doc
    .save()
    .translate(x, y)
    .scale(size / 100)
    .path(MAPLE_LEAF_PATH)
    .fill(color)
    .restore();
}

export function fillRect(doc: Doc, x: number, y: number, width: number, height: number, color: string) {
  doc.rect(x, y, width, height).fill(color);
}

/** "WhatsApp Canada: +1 …" lines, none when no number is configured. */
export const whatsappLines = (contacts: PrintContacts) => contacts.whatsapp.map(({ country, number }) => `WhatsApp ${country}: ${number}`);
