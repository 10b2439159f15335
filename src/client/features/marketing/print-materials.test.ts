import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildBrochure } from './print-brochure';
import { buildBusinessCard } from './print-business-card';
import type { PrintContacts, PrintFonts } from './print-pdf';

// Vitest would load pdfkit's Node build; the browser build is the one Vite ships (no standard fonts, no file
// system), so that is the one these tests run.
vi.mock('pdfkit', async () => {
  const { createRequire } = await import('node:module');
  const { pathToFileURL } = await import('node:url');
  const nodeBuild = createRequire(import.meta.url).resolve('pdfkit');
  return import(pathToFileURL(nodeBuild.replace(/pdfkit\.js$/, 'pdfkit.browser.mjs')).href);
});

const fontsDirectory = new URL('../../assets/fonts/', import.meta.url);
const font = (name: string) => new Uint8Array(readFileSync(new URL(name, fontsDirectory)));
const fonts: PrintFonts = { regular: font('LiberationSans-Regular.ttf'), bold: font('LiberationSans-Bold.ttf') };

const CONTACTS: PrintContacts = {
  email: 'support@maplebridge.ca',
  whatsapp: [
    { country: 'Canada', number: '+1 416 555 0100' },
    { country: 'Kenya', number: '+254 712 345 678' },
  ],
  website: 'maplebridge.example',
};

interface ReadPdf {
  raw: string;
  pages: string[];
}

/** The file's bytes as Latin-1 (for its structure) and each page's text as pdf.js reads it. */
async function readPdf(blob: Blob): Promise<ReadPdf> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const raw = Buffer.from(bytes).toString('latin1');
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: bytes.slice(), verbosity: pdfjs.VerbosityLevel.ERRORS });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
    }
    return { raw, pages };
  } finally {
    await task.destroy();
  }
}

const pageObjects = (raw: string) => raw.match(/\/Type \/Page\b/g)?.length ?? 0;
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the business card PDF', () => {
  let card: ReadPdf;
  beforeAll(async () => {
    card = await readPdf(await buildBusinessCard(fonts, CONTACTS));
  });

  it('has two 3.5 × 2 in pages with 0.125 in bleed: 270 × 162 pt', () => {
    expect(card.raw.startsWith('%PDF-')).toBe(true);
    expect(pageObjects(card.raw)).toBe(2);
    expect(card.pages).toHaveLength(2);
    expect(card.raw.match(/\/MediaBox \[0 0 270 162\]/g)).toHaveLength(2);
  });

  it('shows the brand and the contacts on the front, the offer and the WhatsApp numbers on the back', () => {
    const [front, back] = card.pages.map(flat);
    expect(front).toContain('Maple Bridge');
    expect(front).toContain('support@maplebridge.ca');
    expect(front).toContain('maplebridge.example');
    expect(back).toContain('12 months of full access');
    expect(back).toContain('300 CAD one-time');
    expect(back).toContain('LMIA job database');
    expect(back).toContain('WhatsApp Kenya: +254 712 345 678');
  });

  it('leaves the WhatsApp lines out when no number is configured', async () => {
    const bare = await readPdf(await buildBusinessCard(fonts, { ...CONTACTS, whatsapp: [] }));
    expect(bare.pages).toHaveLength(2);
    expect(bare.pages.join(' ')).not.toContain('WhatsApp');
  });
});

describe('the brochure PDF', () => {
  let brochure: ReadPdf;
  beforeAll(async () => {
    brochure = await readPdf(await buildBrochure(fonts, CONTACTS));
  });

  it('has two US Letter landscape pages: 792 × 612 pt', () => {
    expect(brochure.raw.startsWith('%PDF-')).toBe(true);
    expect(pageObjects(brochure.raw)).toBe(2);
    expect(brochure.pages).toHaveLength(2);
    expect(brochure.raw.match(/\/MediaBox \[0 0 792 612\]/g)).toHaveLength(2);
  });

  it('says the offer, the contacts and the true facts', () => {
    const [outside, inside] = brochure.pages.map(flat);
    expect(outside).toContain('300 CAD');
    expect(outside).toContain('support@maplebridge.ca');
    expect(outside).toMatch(/WhatsApp Canada \+1 416 555 0100/);
    expect(inside).toContain('Employment and Social Development Canada (ESDC)');
    expect(inside).toContain('2–6 months');
    expect(inside).toContain('2–4 months');
  });
});
