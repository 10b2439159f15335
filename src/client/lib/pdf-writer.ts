import PDFDocument from 'pdfkit';

/**
 * What every PDF written in the browser shares — the documents' files and the print materials
 * (docs/product.md#word-and-pdf-files, docs/product.md#admin-marketing): the document with its embedded
 * fonts, collected into a Blob, and text shaping without ligatures. pdfkit resolves to its browser build in
 * Vite and to its Node build under Vitest; the two share one API. Import this module only from writers that
 * are themselves loaded on demand (docs/decisions/016-document-files.md).
 */

export type FontBytes = ArrayBuffer | Uint8Array;

export interface PdfFonts {
  regular: FontBytes;
  bold: FontBytes;
  /** Italic text falls back to the regular face without it. */
  italic?: FontBytes;
}

const bytes = (data: FontBytes): Uint8Array => (data instanceof Uint8Array ? data : new Uint8Array(data));

/**
 * A document whose faces 'regular', 'bold' and 'italic' are the embedded fonts (pdfkit embeds only the glyphs
 * used); `finished` resolves to the file once `doc.end()` is called.
 */
export function startPdf(
  fonts: PdfFonts,
  options: { size: string | [number, number]; margin: number; title: string; displayTitle?: boolean },
): { doc: PDFKit.PDFDocument; finished: Promise<Blob> } {
  const doc = new PDFDocument({
    size: options.size,
    margins: { top: options.margin, bottom: options.margin, left: options.margin, right: options.margin },
    // No default font: the browser build carries no Helvetica metrics unless registered, and only the
    // embedded fonts are used (the types, older than pdfkit 0.20, allow a name only).
    font: null as unknown as string,
    info: { Title: options.title, Creator: 'Maple Bridge', Producer: 'Maple Bridge' },
    displayTitle: options.displayTitle ?? false,
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
  doc.registerFont('italic', bytes(fonts.italic ?? fonts.regular));
  return { doc, finished };
}

/**
 * Shaping options for every piece of text a PDF writer draws with pdfkit. The ligature features are switched
 * off by name: a ligature draws "ffi" in "office" as one glyph, and some readers then copy or search it as
 * "oﬃce". (An empty list would not do: fontkit adds its default features, ligatures included, to whatever list
 * it is given.) A new object each time, because fontkit writes the features it applied into the object it was
 * given.
 */
export const noLigatures = () =>
  ({ liga: false, clig: false, dlig: false, hlig: false, rlig: false }) as unknown as PDFKit.Mixins.OpenTypeFeatures[];
