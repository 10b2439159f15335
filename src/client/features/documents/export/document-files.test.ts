import { existsSync, readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { extractPdfText } from '../upload/extract-pdf-text';
import type { PdfFonts } from '../../../lib/pdf-writer';
import { buildPdfFile } from './pdf-file';
import { documentFileName } from '../../../lib/save-file';
import { buildWordFile } from './word-file';

// Vitest would load pdfkit's Node build; the browser build is the one Vite ships, and it differs (no
// standard fonts, no file system), so that is the one these tests run.
vi.mock('pdfkit', async () => {
  const { createRequire } = await import('node:module');
  const { pathToFileURL } = await import('node:url');
  const nodeBuild = createRequire(import.meta.url).resolve('pdfkit');
  return import(pathToFileURL(nodeBuild.replace(/pdfkit\.js$/, 'pdfkit.browser.mjs')).href);
});

const CONTENT = `# Wanjĩrũ Njoroge-Ogutu

**Office Administrator · Nairobi, Kenya**

Nairobi, Kenya · +254 798 112 430 · wanjiru@example.com

## Profile

Managed the front office of a busy clinic: official records, affluent clients and *efficient* scheduling.

## Experience

**Office Administrator** · Amani Clinic, Karen, Nairobi · Apr 2021 – Present
- Managed the front office and a team of 3 receptionists
- Kept patient files <script>alert(1)</script> in order
  - Filed 40 records a day

### Earlier roles

1. Receptionist, 2019
2. Clerk, 2018

> Reliable and calm under pressure.

---

References available upon request.
`;

const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const fontsDirectory = new URL('../../../assets/fonts/', import.meta.url);
const font = (name: string) => new Uint8Array(readFileSync(new URL(name, fontsDirectory)));

describe('buildWordFile', () => {
  let parts: Record<string, string>;
  let blob: Blob;
  const part = (name: string): string => {
    const text = parts[name];
    if (text === undefined) throw new Error(`The Word file has no ${name}`);
    return text;
  };

  beforeAll(async () => {
    blob = await buildWordFile(CONTENT, { title: 'Resume — Office Administrator' });
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    parts = Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
  });

  it('is a Word document', () => {
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(Object.keys(parts)).toEqual(expect.arrayContaining(['word/document.xml', 'word/styles.xml', 'word/numbering.xml']));
  });

  it("keeps the name's letters and makes headings Word heading styles", () => {
    const document = part('word/document.xml');
    expect(document).toContain('Wanjĩrũ Njoroge-Ogutu');
    expect(document).toMatch(/<w:pStyle w:val="Heading1"\/>.*?Wanjĩrũ Njoroge-Ogutu/s);
    expect(document).toMatch(/<w:pStyle w:val="Heading2"\/>.*?Profile/s);
    expect(document).toMatch(/<w:pStyle w:val="Heading3"\/>.*?Earlier roles/s);
    expect(part('word/styles.xml')).toMatch(/<w:style [^>]*w:styleId="Heading1"/);
  });

  it('makes bullets and numbers real Word lists', () => {
    const document = part('word/document.xml');
    // Three bullets (one nested) and two numbered items.
    expect(document.match(/<w:numPr>/g)).toHaveLength(5);
    expect(document).toMatch(/<w:numPr><w:ilvl w:val="1"\/>.*?Filed 40 records a day/s);
    expect(part('word/numbering.xml')).toContain('<w:numFmt w:val="bullet"/>');
    expect(part('word/numbering.xml')).toContain('<w:numFmt w:val="decimal"/>');
  });

  it('keeps bold and italic, and HTML as escaped text', () => {
    const document = part('word/document.xml');
    expect(document).toMatch(/<w:b\/>.*?Office Administrator · Nairobi, Kenya/s);
    expect(document).toMatch(/<w:i\/>.*?efficient/s);
    expect(document).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(document).not.toContain('<script>');
  });

  it('is on Letter paper with 0.75-inch margins, in Calibri 11 pt, by Maple Bridge', () => {
    const document = part('word/document.xml');
    expect(document).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
    expect(document).toMatch(/<w:pgMar w:top="1080" w:right="1080" w:bottom="1080" w:left="1080"/);
    expect(part('word/styles.xml')).toContain('w:ascii="Calibri"');
    expect(part('word/styles.xml')).toContain('<w:sz w:val="22"/>');
    expect(part('docProps/core.xml')).toContain('<dc:title>Resume — Office Administrator</dc:title>');
    expect(part('docProps/core.xml')).toContain('<dc:creator>Maple Bridge</dc:creator>');
  });

  it('reads back in another Word reader as headings, lists and bold text', async () => {
    const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(await blob.arrayBuffer()) });
    expect(html).toContain('<h1>Wanjĩrũ Njoroge-Ogutu</h1>');
    expect(html).toContain('<h2>Experience</h2>');
    expect(html).toMatch(/<ul><li>Managed the front office and a team of 3 receptionists<\/li><li>Kept patient files &lt;script&gt;/);
    expect(html).toContain('<ol><li>Receptionist, 2019</li><li>Clerk, 2018</li></ol>');
    expect(html).toContain('<strong>Office Administrator · Nairobi, Kenya</strong>');
  });
});

describe('buildPdfFile', () => {
  const fonts: PdfFonts = {
    regular: font('LiberationSans-Regular.ttf'),
    bold: font('LiberationSans-Bold.ttf'),
  };
  let blob: Blob;
  let bytes: Uint8Array;
  let raw: string;

  beforeAll(async () => {
    blob = await buildPdfFile(CONTENT, fonts, { title: 'Resume — Office Administrator' });
    bytes = new Uint8Array(await blob.arrayBuffer());
    raw = Buffer.from(bytes).toString('latin1');
  });

  it('is a PDF on Letter paper', () => {
    expect(blob.type).toBe('application/pdf');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).toMatch(/\/MediaBox \[0 0 612 792\]/);
  });

  it('has selectable text with the Kenyan letters and whole words', async () => {
    const { text, pages } = await extractPdfText(bytes.slice());
    expect(pages).toBe(1);
    expect(text).toContain('Wanjĩrũ Njoroge-Ogutu');
    expect(text).toContain('Managed the front office of a busy clinic: official records, affluent clients and efficient scheduling.');
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toMatch(/•\s*Managed the front office and a team of 3 receptionists/);
    expect(text).toMatch(/1\.\s*Receptionist, 2019/);
  });

  it('draws no ligatures: every glyph stands for one character', () => {
    const entries = toUnicodeEntries(raw);
    expect(entries.length).toBeGreaterThan(20);
    expect(entries.filter((entry) => entry.includes(' '))).toEqual([]);
  });

  it.skipIf(!existsSync(DEJAVU))('(the ligature check finds a ligature when a font draws one)', async () => {
    // DejaVu Sans draws "ffi" as one glyph when asked for its discretionary ligatures.
    const { default: PDFDocument } = await import('pdfkit');
    const doc = new PDFDocument({ font: null as unknown as string });
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    const ended = new Promise((resolve) => doc.on('end', resolve));
    doc.registerFont('dejavu', new Uint8Array(readFileSync(DEJAVU)));
    doc.font('dejavu').text('the front office', { features: ['dlig'] });
    doc.end();
    await ended;
    expect(toUnicodeEntries(Buffer.concat(chunks).toString('latin1'))).toContain('<0066 0066 0069>');
  });

  it("runs pdfkit's browser build, which has no standard fonts", async () => {
    const { default: PDFDocument } = await import('pdfkit');
    expect(() => new PDFDocument()).toThrow(/Helvetica/);
  });

  it('embeds subsets of the fonts, so the file stays small', () => {
    // Regular and bold: italic runs are the regular face slanted (no third download).
    expect(raw.match(/\/FontFile2/g)?.length).toBe(2);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+LiberationSans\b/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+LiberationSans-Bold\b/);
    // Each font file is over 400 kB whole.
    expect(bytes.length).toBeLessThan(100_000);
  });

  it('says what it is and who made it, in Canadian English', async () => {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const task = pdfjs.getDocument({ data: bytes.slice(), verbosity: pdfjs.VerbosityLevel.ERRORS });
    try {
      const { info } = await (await task.promise).getMetadata();
      expect(info).toMatchObject({ Title: 'Resume — Office Administrator', Creator: 'Maple Bridge' });
    } finally {
      await task.destroy();
    }
    expect(raw).toContain('/Lang (en-CA)');
  });

  it('runs on to more pages by itself', async () => {
    const long = Array.from({ length: 120 }, (_, index) => `- Achievement ${index + 1} at the front office`).join('\n');
    const pdf = new Uint8Array(await (await buildPdfFile(`# Wanjĩrũ\n\n## Experience\n\n${long}`, fonts)).arrayBuffer());
    const { text, pages } = await extractPdfText(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Achievement 120 at the front office');
  });
});

describe('documentFileName', () => {
  it.each([
    ['Resume — Office Administrator', 'docx', 'resume-office-administrator.docx'],
    ['Cover letter — Maple Care Ltd.', 'pdf', 'cover-letter-maple-care-ltd.pdf'],
    ['Personal statement — Wanjĩrũ', 'txt', 'personal-statement-wanjiru.txt'],
    ['', 'pdf', 'document.pdf'],
    ['— 🇰🇪 —', 'docx', 'document.docx'],
    [
      'Resume — a very long job title that goes on and on past any sensible length for a file',
      'pdf',
      'resume-a-very-long-job-title-that-goes-on-and-on-past-any.pdf',
    ],
  ] as const)('%s → %s', (title, extension, name) => {
    expect(documentFileName(title, extension)).toBe(name);
  });
});

/**
 * The targets of the fonts' ToUnicode maps: the characters each glyph stands for, one `<hex>` each, with a
 * space between the characters of a glyph that stands for several (a ligature: `<0066 0066 0069>`).
 */
function toUnicodeEntries(pdf: string): string[] {
  const maps = streams(pdf).filter((stream) => stream.includes('begincmap'));
  return maps.flatMap((map) => [...map.matchAll(/\[([^\]]*)\]/g)].flatMap(([, list = '']) => list.match(/<[^>]*>/g) ?? []));
}

/** The decompressed contents of the PDF's streams. */
function streams(pdf: string): string[] {
  const found: string[] = [];
  const pattern = /stream\r?\n/g;
  for (let match = pattern.exec(pdf); match; match = pattern.exec(pdf)) {
    const start = match.index + match[0].length;
    const end = pdf.indexOf('endstream', start);
    if (end === -1) break;
    const data = Buffer.from(pdf.slice(start, end), 'latin1');
    try {
      found.push(inflateSync(data).toString('latin1'));
    } catch {
      found.push(data.toString('latin1'));
    }
    pattern.lastIndex = end + 'endstream'.length;
  }
  return found;
}
