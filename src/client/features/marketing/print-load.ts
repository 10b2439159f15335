import { saveFile } from '../../lib/save-file';
import type { PrintContacts } from './print-pdf';
import { PRINT_TEXTS } from './print-texts';

/**
 * The Print Materials buttons (docs/product.md#admin-marketing). pdfkit, the writers and the fonts are chunks
 * loaded on the first click, never with the page, as for the members' documents
 * (docs/decisions/016-document-files.md). Import the writers only from here.
 */

export type PrintMaterial = 'businessCard' | 'brochure';

export async function downloadPrintMaterial(material: PrintMaterial, contacts: PrintContacts): Promise<void> {
  // The fonts download while the writer's chunk loads.
  const [build, fonts] = await Promise.all([
    material === 'businessCard'
      ? import('./print-business-card').then((module) => module.buildBusinessCard)
      : import('./print-brochure').then((module) => module.buildBrochure),
    import('../../lib/pdf-fonts').then(({ loadPdfFonts }) => loadPdfFonts()),
  ]);
  saveFile(await build(fonts, contacts), PRINT_TEXTS[material].fileName);
}
