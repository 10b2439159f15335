import { documentPlainText } from '../document-blocks';
import { documentFileName, saveFile } from '../../../lib/save-file';
import { lookFor } from './resume-looks';

/**
 * The output panel's file buttons (docs/product.md#word-and-pdf-files). The Word and PDF writers, with the
 * docx library, pdfkit and the fonts, are separate chunks loaded on the first click, never with a page
 * (docs/decisions/016-document-files.md): most members only read and copy their documents, many on
 * metered mobile data. Import the writers only from here. A resume's `template` picks its look
 * (docs/product.md#resume-templates); other documents have none and look professional.
 */

/** The document as plain text (no Markdown marks), named from its title or, when given, exactly `fileName`. */
export function downloadText(content: string, title: string, fileName = documentFileName(title, 'txt')): void {
  saveFile(new Blob([documentPlainText(content)], { type: 'text/plain;charset=utf-8' }), fileName);
}

export async function downloadWord(content: string, title: string, template?: string | null): Promise<void> {
  const { buildWordFile } = await import('./word-file');
  saveFile(await buildWordFile(content, { title, template }), documentFileName(title, 'docx'));
}

export async function downloadPdf(content: string, title: string, template?: string | null): Promise<void> {
  // The fonts download while pdfkit's chunk loads.
  const [{ buildPdfFile }, fonts] = await Promise.all([
    import('./pdf-file'),
    import('../../../lib/pdf-fonts').then(({ loadPdfFonts }) => loadPdfFonts(lookFor(template).pdfFamily)),
  ]);
  saveFile(await buildPdfFile(content, fonts, { title, template }), documentFileName(title, 'pdf'));
}
