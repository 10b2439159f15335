import { PRINT_COPY as C, PRINT_TEXTS } from './print-texts';
import {
  BRAND,
  INCH,
  drawLeaf,
  fillRect,
  startPrintDocument,
  whatsappLines,
  write,
  type PrintContacts,
  type PrintFonts,
} from './print-pdf';

/**
 * The business card (docs/product.md#admin-marketing): 3.5 × 2 in trimmed, with 0.125 in of bleed on every
 * side, so each page is 270 × 162 pt. Colours run into the bleed; text keeps a further 0.125 in inside the
 * trim, so a printer's cut that wanders never touches it. Front: the brand and how to reach us; back: the offer.
 */

const BLEED = 0.125 * INCH;
const TRIM = { width: 3.5 * INCH, height: 2 * INCH };
export const CARD_PAGE = { width: TRIM.width + 2 * BLEED, height: TRIM.height + 2 * BLEED };
/** The safe area: the trim less 0.125 in on each side. */
const SAFE = { left: 2 * BLEED, top: 2 * BLEED, width: TRIM.width - 2 * BLEED, height: TRIM.height - 2 * BLEED };
const RED_BAND = 0.5 * INCH;

export async function buildBusinessCard(fonts: PrintFonts, contacts: PrintContacts): Promise<Blob> {
  const { doc, finished } = startPrintDocument(fonts, CARD_PAGE.width, CARD_PAGE.height, `${C.brand} — ${PRINT_TEXTS.businessCard.title}`);
  const { width, height } = CARD_PAGE;
  const right = SAFE.left + SAFE.width;

  // Front: blue, with the contacts on a red band along the bottom.
  fillRect(doc, 0, 0, width, height, BRAND.blue);
  const bandTop = height - BLEED - RED_BAND;
  fillRect(doc, 0, bandTop, width, height - bandTop, BRAND.red);
  drawLeaf(doc, SAFE.left, SAFE.top, 26, BRAND.white);
  write(doc, C.brand, SAFE.left + 32, SAFE.top + 3, { size: 17, color: BRAND.white, bold: true });
  write(doc, C.tagline, SAFE.left, SAFE.top + 40, { size: 9, color: BRAND.white, bold: true, width: SAFE.width });
  write(doc, C.headline, SAFE.left, SAFE.top + 54, { size: 7.5, color: BRAND.paleBlue, width: SAFE.width });
  const contactLines = [contacts.website, contacts.email];
  write(doc, contactLines.join('\n'), SAFE.left, bandTop + 9, { size: 8, color: BRAND.white, bold: true, width: SAFE.width, lineGap: 2 });

  // Back: white, the offer under a blue rule, the WhatsApp numbers when any are configured.
  doc.addPage({ size: [width, height], margins: { top: 0, bottom: 0, left: 0, right: 0 } });
  fillRect(doc, 0, 0, width, height, BRAND.white);
  fillRect(doc, 0, 0, width, BLEED + 3, BRAND.blue);
  let y = write(doc, C.offerTitle, SAFE.left, SAFE.top, { size: 12, color: BRAND.blue, bold: true, width: SAFE.width });
  y = write(doc, C.offer, SAFE.left, y + 1, { size: 8, color: BRAND.red, bold: true, width: SAFE.width });
  y += 4;
  for (const feature of C.cardFeatures) {
    drawLeaf(doc, SAFE.left, y + 1, 6, BRAND.red);
    y = write(doc, feature, SAFE.left + 10, y, { size: 7, color: BRAND.ink, width: SAFE.width - 10 }) + 1.5;
  }
  const numbers = whatsappLines(contacts);
  if (numbers.length > 0) {
    const lineHeight = 8.5;
    write(doc, numbers.join('\n'), SAFE.left, SAFE.top + SAFE.height - numbers.length * lineHeight, {
      size: 6.5,
      color: BRAND.body,
      width: right - SAFE.left,
      lineGap: 1,
    });
  }
  doc.end();
  return finished;
}
