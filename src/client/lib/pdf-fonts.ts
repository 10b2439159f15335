/// <reference types="vite/client" />
import boldUrl from '../assets/fonts/LiberationSans-Bold.ttf?url';
import regularUrl from '../assets/fonts/LiberationSans-Regular.ttf?url';
import serifBoldUrl from '../assets/fonts/DejaVuSerifCondensed-Bold.ttf?url';
import serifRegularUrl from '../assets/fonts/DejaVuSerifCondensed.ttf?url';

/**
 * The PDF's fonts. Sans: Liberation Sans (SIL Open Font License 1.1, src/client/assets/fonts/LICENSE-LiberationSans.txt),
 * which has the Kenyan letters ĩ and ũ and Arial's metrics. Serif, for the executive resume template
 * (docs/product.md#resume-templates, docs/decisions/040-resume-template-looks.md): DejaVu Serif Condensed
 * (Bitstream Vera licence, permissive, src/client/assets/fonts/LICENSE-DejaVuSerif.txt), which has ĩ and ũ
 * too. Vite emits the files as hashed assets that the server serves as immutable, so a browser downloads a
 * family once, when someone first asks for a PDF in it (a member's document, docs/decisions/016-document-files.md,
 * or the administrator's print materials, docs/product.md#admin-marketing); within a visit they are fetched once
 * and kept here. The one loader for every PDF the browser writes. There is no italic file: italic runs are rare
 * in these documents, and slanting the regular face saves a 400 kB download.
 */
export interface LoadedPdfFonts {
  regular: ArrayBuffer;
  bold: ArrayBuffer;
}

export type PdfFamily = 'sans' | 'serif';

const FAMILY_URLS: Record<PdfFamily, { regular: string; bold: string }> = {
  sans: { regular: regularUrl, bold: boldUrl },
  serif: { regular: serifRegularUrl, bold: serifBoldUrl },
};

const loading = new Map<PdfFamily, Promise<LoadedPdfFonts>>();

export function loadPdfFonts(family: PdfFamily = 'sans'): Promise<LoadedPdfFonts> {
  let fonts = loading.get(family);
  if (!fonts) {
    const urls = FAMILY_URLS[family];
    fonts = (async () => {
      const [regular, bold] = await Promise.all([fetchFont(urls.regular), fetchFont(urls.bold)]);
      return { regular, bold };
    })().catch((error: unknown) => {
      // A dropped connection may succeed on the next click.
      loading.delete(family);
      throw error;
    });
    loading.set(family, fonts);
  }
  return fonts;
}

async function fetchFont(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the font ${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}
