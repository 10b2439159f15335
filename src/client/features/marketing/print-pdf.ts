import PDFDocument from 'pdfkit';
import { MAPLE_LEAF_PATH } from '../../lib/maple-leaf';
import { noLigatures } from '../../lib/pdf-text';

/**
 * What the business card and the brochure share (docs/product.md#admin-marketing): the page set-up, the brand
 * colours and the leaf. pdfkit resolves to its browser build in Vite and to its Node build under Vitest; the
 * tests run the browser build, as the documents' PDF tests do. Loaded only when a PDF is asked for.
 */

export type FontBytes = ArrayBuffer | Uint8Array;

export interface PrintFonts {
  regular: FontBytes;
  bold: FontBytes;
}

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
export function startPrintDocument(fonts: PrintFonts, width: number, height: number, title: string) {
  const doc = new PDFDocument({
    size: [width, height],
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    // The browser build has no standard fonts: only the embedded ones are used.
    font: null as unknown as string,
    info: { Title: title, Creator: 'Maple Bridge', Producer: 'Maple Bridge' },
    lang: 'en-CA',
  });
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const finished = new Promise<Blob>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array<ArrayBuffer>) => chunks.push(chunk));
    doc.on('end', () => resolve(new Blob(chunks, { type: 'application/pdf' })));
    doc.on('error', reject);
  });
  doc.registerFont('regular', bytes(fonts.regular));
  doc.registerFont('bold', bytes(fonts.bold));
  return { doc, finished };
}

const bytes = (data: FontBytes): Uint8Array => (data instanceof Uint8Array ? data : new Uint8Array(data));

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
