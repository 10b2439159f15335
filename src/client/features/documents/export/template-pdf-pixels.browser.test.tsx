import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESUME_TEMPLATES, type ResumeTemplate } from '../../../../shared/schemas/documents';
import { loadPdfFonts } from '../../../lib/pdf-fonts';
import fixture from './fixtures/rich-resume-templates.json';
import { buildPdfFile } from './pdf-file';
import { RESUME_LOOKS } from './resume-looks';

// Each template's PDF, drawn by pdf.js in Chromium as a member's browser shows it, looks different from every
// other template's (docs/product.md#resume-templates): page 1 of each, rendered to a canvas, compared pixel by pixel.

const templates = fixture.templates as Record<ResumeTemplate, string>;
/** The share of pixels that must differ between two templates' first pages: more than a changed word. */
const MIN_DIFFERENT_SHARE = 0.02;

async function firstPagePixels(template: ResumeTemplate): Promise<Uint8ClampedArray> {
  const fonts = await loadPdfFonts(RESUME_LOOKS[template].pdfFamily);
  const blob = await buildPdfFile(templates[template], fonts, { title: `Resume — ${template}`, template });
  const task = pdfjs.getDocument({ data: new Uint8Array(await blob.arrayBuffer()), isEvalSupported: false });
  try {
    const page = await (await task.promise).getPage(1);
    const viewport = page.getViewport({ scale: 1 });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, viewport }).promise;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    return context.getImageData(0, 0, canvas.width, canvas.height).data;
  } finally {
    await task.destroy();
  }
}

/** The share of pixels whose colour differs by more than a little anti-aliasing. */
function differentShare(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let different = 0;
  for (let index = 0; index < a.length; index += 4) {
    const delta =
      Math.abs((a[index] ?? 0) - (b[index] ?? 0)) +
      Math.abs((a[index + 1] ?? 0) - (b[index + 1] ?? 0)) +
      Math.abs((a[index + 2] ?? 0) - (b[index + 2] ?? 0));
    if (delta > 48) different += 1;
  }
  return different / (a.length / 4);
}

describe("the templates' PDFs, rendered", () => {
  const pixels = {} as Record<ResumeTemplate, Uint8ClampedArray>;

  beforeAll(async () => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    for (const template of RESUME_TEMPLATES) pixels[template] = await firstPagePixels(template);
  }, 60_000);

  it('draws something on page 1 of each (not a blank page)', () => {
    for (const template of RESUME_TEMPLATES) {
      const blank = new Uint8ClampedArray(pixels[template].length).fill(255);
      expect(differentShare(pixels[template], blank), template).toBeGreaterThan(0.01);
    }
  });

  it('gives each pair of templates visibly different first pages', () => {
    for (const [index, a] of RESUME_TEMPLATES.entries()) {
      for (const b of RESUME_TEMPLATES.slice(index + 1)) {
        expect(differentShare(pixels[a], pixels[b]), `${a} and ${b}`).toBeGreaterThan(MIN_DIFFERENT_SHARE);
      }
    }
  });
});
