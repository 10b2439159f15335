import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { MEMBERSHIP } from '../../../shared/constants';
import { MPESA_MESSAGES, formatMoney } from '../../../shared/messages';
import { whatsappLine, type OperatorIdentity } from '../../../shared/operator';
import { projectRoot } from '../../lib/project-root';
import type { MemberPayment } from '../payments/service';

/**
 * The one-page receipt of a succeeded payment (docs/product.md#account-page), written on the server with
 * pdfkit's Node build and the Liberation Sans fonts the browser's PDF files embed too.
 */

let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  const dir = path.join(projectRoot(), 'src', 'client', 'assets', 'fonts');
  fonts ??= {
    regular: readFileSync(path.join(dir, 'LiberationSans-Regular.ttf')),
    bold: readFileSync(path.join(dir, 'LiberationSans-Bold.ttf')),
  };
  return fonts;
}

/** The receipt number a member and support quote: the payment's date and the start of its id. */
export const receiptNumber = (payment: Pick<MemberPayment, 'id' | 'paidAt' | 'createdAt'>) =>
  `MB-${isoDate(payment.paidAt ?? payment.createdAt).replaceAll('-', '')}-${payment.id.slice(0, 8).toUpperCase()}`;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Ligatures off, so that a reader copies and searches the text as it was written (one glyph per letter). */
const noLigatures = () =>
  ({ liga: false, clig: false, dlig: false, hlig: false, rlig: false }) as unknown as PDFKit.Mixins.OpenTypeFeatures[];

/** What the provider's reference is, named as the member finds it in their own records. */
export const referenceLabel = (payment: Pick<MemberPayment, 'method' | 'reference'>) =>
  payment.method === MPESA_MESSAGES.methodLabel
    ? 'M-Pesa receipt number'
    : payment.reference.startsWith('pi_')
      ? 'Stripe payment intent'
      : 'Provider reference';

/**
 * The receipt's lines, seller first (docs/product.md#receipts): who sold, the receipt number, what was
 * charged in which currency, and how, with the provider's reference.
 */
export function receiptRows(input: { payment: MemberPayment; name: string; email: string; operator: OperatorIdentity }): {
  seller: [string, string][];
  sale: [string, string][];
} {
  const { payment, operator } = input;
  const whatsapp = whatsappLine(operator);
  return {
    seller: [
      ['Seller', operator.legalName],
      ['Registration number', operator.registrationNumber],
      ['Address', operator.postalAddress],
      ['Support', operator.supportEmail],
      ...(whatsapp ? [['WhatsApp', whatsapp] as [string, string]] : []),
    ],
    sale: [
      ['Receipt number', receiptNumber(payment)],
      ['Payment id', payment.id],
      ['Date', isoDate(payment.paidAt ?? payment.createdAt)],
      ['Member', input.name],
      ['E-mail', input.email],
      ['Item', `${MEMBERSHIP.months}-month membership`],
      ['Amount charged', formatMoney(payment.amountCents, payment.currency)],
      ['Payment method', payment.method],
      [referenceLabel(payment), payment.reference],
      ['Status', payment.statusLabel],
    ],
  };
}

export async function writeReceipt(input: {
  payment: MemberPayment;
  name: string;
  email: string;
  operator: OperatorIdentity;
}): Promise<Buffer> {
  const { payment } = input;
  const { regular, bold } = loadFonts();
  const number = receiptNumber(payment);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    // No default font: only the embedded ones are used (the types allow a name only).
    font: null as unknown as string,
    info: { Title: `Maple Bridge receipt ${number}`, Creator: 'Maple Bridge', Producer: 'Maple Bridge' },
    lang: 'en-CA',
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  doc.font('bold').fontSize(24).fillColor('#DC2626').text('Maple Bridge', { features: noLigatures() });
  doc
    .moveDown(0.2)
    .font('regular')
    .fontSize(11)
    .fillColor('#374151')
    .text('Membership for job seekers: Canadian LMIA job listings and tools for your move to Canada');
  doc.moveDown(1.5).font('bold').fontSize(18).fillColor('#111827').text('Receipt', { features: noLigatures() });
  doc.moveDown(1);

  const { seller, sale } = receiptRows(input);
  const labelX = doc.page.margins.left;
  const valueX = labelX + 160;
  const valueWidth = doc.page.width - doc.page.margins.right - valueX;
  const writeRows = (rows: [string, string][]) => {
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font('bold').fontSize(11).fillColor('#374151').text(label, labelX, y, { width: 150, features: noLigatures() });
      doc.font('regular').fontSize(11).fillColor('#111827').text(value, valueX, y, { width: valueWidth, features: noLigatures() });
      doc.moveDown(0.6);
    }
  };
  writeRows(seller);
  doc.moveDown(1);
  writeRows(sale);
  doc
    .moveDown(2)
    .font('regular')
    .fontSize(9)
    .fillColor('#6B7280')
    .text('One-time payment; nothing renews or is charged automatically. Keep this receipt for your records.', labelX, doc.y, {
      width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
      features: noLigatures(),
    });
  doc.end();
  return finished;
}
