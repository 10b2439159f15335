import { PRINT_COPY as C, PRINT_TEXTS } from './print-texts';
import { BRAND, INCH, drawLeaf, fillRect, startPrintDocument, write, type Doc, type PrintContacts, type PrintFonts } from './print-pdf';

/**
 * The tri-fold brochure (docs/product.md#admin-marketing): US Letter landscape, 792 × 612 pt, two pages of
 * three 264 pt panels. Page 1 is the outside (left to right: the flap that folds in, the back, the cover);
 * page 2 the inside. Text keeps 0.375 in from each fold and edge, clear of home printers' margins.
 */

export const BROCHURE_PAGE = { width: 11 * INCH, height: 8.5 * INCH };
const PANEL = BROCHURE_PAGE.width / 3;
const PAD = 0.375 * INCH;
const TEXT_WIDTH = PANEL - 2 * PAD;

export async function buildBrochure(fonts: PrintFonts, contacts: PrintContacts): Promise<Blob> {
  const { doc, finished } = startPrintDocument(
    fonts,
    BROCHURE_PAGE.width,
    BROCHURE_PAGE.height,
    `${C.brand} — ${PRINT_TEXTS.brochure.title}`,
  );
  outside(doc, contacts);
  doc.addPage({ size: [BROCHURE_PAGE.width, BROCHURE_PAGE.height], margins: { top: 0, bottom: 0, left: 0, right: 0 } });
  inside(doc);
  doc.end();
  return finished;
}

const panelX = (index: 0 | 1 | 2) => index * PANEL + PAD;

function outside(doc: Doc, contacts: PrintContacts) {
  const { height } = BROCHURE_PAGE;
  fillRect(doc, 0, 0, 2 * PANEL, height, BRAND.white);

  // The flap: how it works.
  let y = heading(doc, C.howItWorksTitle, panelX(0), PAD + 12);
  C.howItWorks.forEach((step, index) => {
    doc.circle(panelX(0) + 9, y + 9, 9).fill(BRAND.blue);
    write(doc, String(index + 1), panelX(0), y + 3.5, { size: 10, color: BRAND.white, bold: true, width: 18, align: 'center' });
    y = Math.max(y + 24, write(doc, step, panelX(0) + 26, y + 2, { size: 13, color: BRAND.ink, width: TEXT_WIDTH - 26, lineGap: 3 })) + 18;
  });

  // The back: how to reach us, and what a membership does not promise.
  y = heading(doc, C.contactTitle, panelX(1), PAD + 12);
  const entries: [string, string][] = [
    [C.emailLabel, contacts.email],
    ...contacts.whatsapp.map(({ country, number }): [string, string] => [`WhatsApp ${country}`, number]),
    [C.websiteLabel, contacts.website],
  ];
  for (const [label, value] of entries) {
    y = write(doc, label, panelX(1), y, { size: 10, color: BRAND.body, bold: true, width: TEXT_WIDTH });
    y = write(doc, value, panelX(1), y + 1, { size: 12.5, color: BRAND.ink, width: TEXT_WIDTH }) + 8;
  }
  drawLeaf(doc, panelX(1), y + 24, 36, BRAND.red);
  write(doc, C.brand, panelX(1) + 44, y + 34, { size: 20, color: BRAND.blue, bold: true, width: TEXT_WIDTH - 44 });
  write(doc, C.fairNote, panelX(1), height - PAD - 80, { size: 10, color: BRAND.body, width: TEXT_WIDTH, lineGap: 2 });

  // The cover: blue, the brand, the promise and the offer on a red band.
  fillRect(doc, 2 * PANEL, 0, PANEL, height, BRAND.blue);
  drawLeaf(doc, 2 * PANEL + (PANEL - 90) / 2, 120, 90, BRAND.white);
  y = write(doc, C.brand, panelX(2), 225, { size: 30, color: BRAND.white, bold: true, width: TEXT_WIDTH, align: 'center' });
  y = write(doc, C.tagline, panelX(2), y + 8, { size: 15, color: BRAND.white, bold: true, width: TEXT_WIDTH, align: 'center' });
  write(doc, C.headline, panelX(2), y + 14, { size: 12, color: BRAND.paleBlue, width: TEXT_WIDTH, align: 'center', lineGap: 2 });
  const bandTop = height - 150;
  fillRect(doc, 2 * PANEL, bandTop, PANEL, 70, BRAND.red);
  write(doc, C.offerLine, panelX(2), bandTop + 20, {
    size: 13,
    color: BRAND.white,
    bold: true,
    width: TEXT_WIDTH,
    align: 'center',
    lineGap: 2,
  });
}

function inside(doc: Doc) {
  const { width, height } = BROCHURE_PAGE;
  fillRect(doc, 0, 0, width, height, BRAND.white);
  fillRect(doc, 0, 0, width, 14, BRAND.blue);
  fillRect(doc, 0, height - 14, width, 14, BRAND.red);

  bulletPanel(doc, 0, C.jobsTitle, C.jobs);
  bulletPanel(doc, 1, C.documentsTitle, C.documents);

  // The path: the typical timeline, then the offer.
  let y = heading(doc, C.pathTitle, panelX(2), PAD + 24);
  y = write(doc, C.pathIntro, panelX(2), y, { size: 12.5, color: BRAND.body, width: TEXT_WIDTH }) + 10;
  for (const [step, time] of C.path) {
    doc.circle(panelX(2) + 5, y + 7, 4.5).fill(BRAND.red);
    write(doc, step, panelX(2) + 16, y, { size: 12.5, color: BRAND.ink, bold: true, width: TEXT_WIDTH - 16 });
    if (time) write(doc, time, panelX(2) + 16, y, { size: 12.5, color: BRAND.body, width: TEXT_WIDTH - 16, align: 'right' });
    y += 30;
  }
  y += 16;
  fillRect(doc, panelX(2), y, TEXT_WIDTH, 84, BRAND.paleBlue);
  write(doc, C.offerTitle, panelX(2) + 12, y + 12, { size: 14, color: BRAND.blue, bold: true, width: TEXT_WIDTH - 24 });
  write(doc, C.offer, panelX(2) + 12, y + 38, { size: 12, color: BRAND.red, bold: true, width: TEXT_WIDTH - 24, lineGap: 2 });
}

function bulletPanel(doc: Doc, index: 0 | 1, title: string, items: readonly string[]) {
  let y = heading(doc, title, panelX(index), PAD + 24);
  for (const item of items) {
    drawLeaf(doc, panelX(index), y + 1, 12, BRAND.red);
    y = write(doc, item, panelX(index) + 18, y, { size: 12.5, color: BRAND.ink, width: TEXT_WIDTH - 18, lineGap: 3 }) + 16;
  }
}

/** A panel's heading with a short blue rule under it; returns where the panel's text starts. */
function heading(doc: Doc, title: string, x: number, y: number): number {
  const bottom = write(doc, title, x, y, { size: 18, color: BRAND.blue, bold: true, width: TEXT_WIDTH });
  fillRect(doc, x, bottom + 4, 40, 3, BRAND.red);
  return bottom + 18;
}
