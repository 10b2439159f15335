import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RESUME_TEMPLATES, type ResumeTemplate } from '../../../../shared/schemas/documents';
import type { PdfFonts } from '../../../lib/pdf-writer';
import { extractPdfText } from '../upload/extract-pdf-text';
import { buildPdfFile } from './pdf-file';
import { RESUME_LOOKS } from './resume-looks';
import { buildWordFile } from './word-file';

// As in document-files.test.ts: the browser build of pdfkit, the one Vite ships.
vi.mock('pdfkit', async () => {
  const { createRequire } = await import('node:module');
  const { pathToFileURL } = await import('node:url');
  const nodeBuild = createRequire(import.meta.url).resolve('pdfkit');
  return import(pathToFileURL(nodeBuild.replace(/pdfkit\.js$/, 'pdfkit.browser.mjs')).href);
});

const fontsDirectory = new URL('../../../assets/fonts/', import.meta.url);
const font = (name: string) => new Uint8Array(readFileSync(new URL(name, fontsDirectory)));
const FAMILIES: Record<'sans' | 'serif', PdfFonts> = {
  sans: { regular: font('LiberationSans-Regular.ttf'), bold: font('LiberationSans-Bold.ttf') },
  serif: { regular: font('DejaVuSerifCondensed.ttf'), bold: font('DejaVuSerifCondensed-Bold.ttf') },
};

/**
 * A rich resume (three roles, twelve bullets, ĩ and ũ in the name) as the engine writes it in each template;
 * src/server/document-engine/write/convert-resume-bullets.unit.test.ts keeps this file equal to the engine's output.
 */
const FIXTURE = JSON.parse(readFileSync(new URL('fixtures/rich-resume-templates.json', import.meta.url), 'utf8')) as {
  name: string;
  bullets: string[];
  templates: Record<ResumeTemplate, string>;
};
const RICH_RESUME_BULLETS = FIXTURE.bullets;

/** Whitespace as one space: a PDF line break or a Word run boundary is not a lost word. */
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

interface TemplateFiles {
  styles: string;
  document: string;
  wordText: string;
  pdfText: string;
  pdfRaw: string;
}

describe('the five templates in Word and PDF (docs/product.md#resume-templates)', () => {
  const contents = FIXTURE.templates;
  const files = {} as Record<ResumeTemplate, TemplateFiles>;

  beforeAll(async () => {
    for (const template of RESUME_TEMPLATES) {
      const title = `Resume — ${template}`;
      const word = await buildWordFile(contents[template], { title, template });
      const buffer = Buffer.from(await word.arrayBuffer());
      const parts = unzipSync(new Uint8Array(buffer));
      const part = (name: string) => strFromU8(parts[name] ?? new Uint8Array());
      const { value: wordText } = await mammoth.extractRawText({ buffer });
      const pdf = new Uint8Array(
        await (await buildPdfFile(contents[template], FAMILIES[RESUME_LOOKS[template].pdfFamily], { title, template })).arrayBuffer(),
      );
      const { text: pdfText } = await extractPdfText(pdf.slice());
      files[template] = {
        styles: part('word/styles.xml'),
        document: part('word/document.xml'),
        wordText,
        pdfText,
        pdfRaw: Buffer.from(pdf).toString('latin1'),
      };
    }
  }, 120_000);

  it.each(RESUME_TEMPLATES)('%s keeps every bullet and the name, with ĩ and ũ, in its Word file and its PDF', (template) => {
    const { wordText, pdfText } = files[template];
    for (const bullet of RICH_RESUME_BULLETS) {
      expect(squeeze(wordText), `Word: ${bullet}`).toContain(bullet);
      expect(squeeze(pdfText), `PDF: ${bullet}`).toContain(bullet);
    }
    expect(RICH_RESUME_BULLETS).toHaveLength(12);
    expect(wordText).toContain(FIXTURE.name);
    expect(pdfText).toContain(FIXTURE.name);
  });

  it.each(RESUME_TEMPLATES)("%s's Word file carries its own font and accent colour in its styles", (template) => {
    const look = RESUME_LOOKS[template];
    const { styles } = files[template];
    expect(styles).toContain(`w:ascii="${look.wordFont}"`);
    // The name (Heading1) and the sections (Heading2) in the accent colour.
    expect(styles).toMatch(new RegExp(`w:styleId="Heading1".*?<w:color w:val="${look.accent}"/>`, 's'));
    expect(styles).toMatch(new RegExp(`w:styleId="Heading2".*?<w:color w:val="${look.accent}"/>`, 's'));
  });

  it('gives each pair of templates different fonts or colours, and different heading styles, in Word', () => {
    const signature = (template: ResumeTemplate) => {
      const { styles } = files[template];
      const fonts = [...new Set(styles.match(/w:ascii="[^"]+"/g))].sort().join();
      const colours = [...new Set(styles.match(/<w:color w:val="[^"]+"\/>/g))].sort().join();
      const heading2 = /w:styleId="Heading2".*?<\/w:style>/s.exec(styles)?.[0] ?? '';
      return { fonts, colours, heading2 };
    };
    for (const a of RESUME_TEMPLATES) {
      for (const b of RESUME_TEMPLATES) {
        if (a === b) continue;
        const [x, y] = [signature(a), signature(b)];
        expect(x.fonts, `${a} and ${b} share fonts`).not.toBe(y.fonts);
        expect(x.colours, `${a} and ${b} share colours`).not.toBe(y.colours);
        expect(x.heading2, `${a} and ${b} share a section heading style`).not.toBe(y.heading2);
      }
    }
  });

  it('sets the executive name centred in Word and in a serif PDF font, the others in Liberation Sans', () => {
    expect(files.executive.document).toMatch(/<w:pStyle w:val="Heading1"\/><w:jc w:val="center"\/>/);
    expect(files.professional.document).not.toMatch(/<w:jc w:val="center"\/>/);
    expect(files.executive.pdfRaw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSerifCondensed\b/);
    for (const template of RESUME_TEMPLATES.filter((name) => name !== 'executive')) {
      expect(files[template].pdfRaw).toMatch(/\/BaseFont \/[A-Z]{6}\+LiberationSans\b/);
    }
  });

  it('keeps a standard section heading as text, one column, no tables', () => {
    for (const template of RESUME_TEMPLATES) {
      expect(files[template].document).not.toContain('<w:tbl>');
      expect(files[template].wordText).toMatch(/^Experience$|^Professional Experience$|^Work Experience$/m);
      expect(files[template].wordText).toMatch(/^Education$/m);
    }
  });
});
