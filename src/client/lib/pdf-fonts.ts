/// <reference types="vite/client" />
import boldUrl from '../assets/fonts/LiberationSans-Bold.ttf?url';
import regularUrl from '../assets/fonts/LiberationSans-Regular.ttf?url';

/**
 * The PDF's fonts: Liberation Sans (SIL Open Font License 1.1, src/client/assets/fonts/LICENSE-LiberationSans.txt),
 * which has the Kenyan letters ĩ and ũ and Arial's metrics. Vite emits the files as hashed assets that the
 * server serves as immutable, so a browser downloads them once, when someone first asks for a PDF (a member's
 * document, docs/decisions/016-document-files.md, or the administrator's print materials,
 * docs/product.md#admin-marketing); within a visit they are fetched once and kept here. The one loader for
 * every PDF the browser writes. There is no italic file: italic runs are rare in these documents, and slanting
 * the regular face saves a 400 kB download.
 */
export interface LoadedPdfFonts {
  regular: ArrayBuffer;
  bold: ArrayBuffer;
}

let loading: Promise<LoadedPdfFonts> | undefined;

export function loadPdfFonts(): Promise<LoadedPdfFonts> {
  loading ??= (async () => {
    const [regular, bold] = await Promise.all([fetchFont(regularUrl), fetchFont(boldUrl)]);
    return { regular, bold };
  })().catch((error: unknown) => {
    // A dropped connection may succeed on the next click.
    loading = undefined;
    throw error;
  });
  return loading;
}

async function fetchFont(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the font ${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}
