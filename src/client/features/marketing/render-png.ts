import { saveFile } from '../../lib/save-file';
import { PNG_EXPORT, type ExportFailure, type PixelSize } from './flyer-content';

/** Thrown by renderPng with what went wrong, for the page to word (docs/product.md#admin-marketing). */
export class PngExportError extends Error {
  constructor(readonly failure: ExportFailure) {
    super(failure.kind);
  }
}

/**
 * The flyer or banner element as a PNG of twice its size on white (docs/product.md#marketing-flyer).
 * html-to-image loads only here, on the first click, never with the page. The node is the unscaled box inside
 * the scaled preview; `transform: none` keeps it so even if a scale ever moves onto it. The flyers use the
 * system fonts, so no web font is fetched or embedded.
 */
export async function renderPng(node: HTMLElement | null, { width, height }: PixelSize): Promise<Blob> {
  if (!node) throw new PngExportError({ kind: 'missing' });
  let blob: Blob | null;
  try {
    const { toBlob } = await import('html-to-image');
    blob = await toBlob(node, {
      width,
      height,
      pixelRatio: PNG_EXPORT.pixelRatio,
      backgroundColor: PNG_EXPORT.backgroundColor,
      quality: PNG_EXPORT.quality,
      skipFonts: true,
      style: { transform: 'none', margin: '0' },
    });
  } catch (error) {
    throw new PngExportError({ kind: 'exception', message: error instanceof Error ? error.message : String(error) });
  }
  if (!blob || blob.size === 0) throw new PngExportError({ kind: 'empty' });
  return blob;
}

/** Saves the PNG; its object URL is revoked after a second (docs/product.md#limits). */
export function downloadPng(blob: Blob, fileName: string): void {
  saveFile(blob, fileName, PNG_EXPORT.revokeAfterMs);
}

/**
 * Shows the PNG in a tab of its own, where a phone offers "Save to Photos" on a long press. The tab is opened
 * blank on the click itself (a pop-up blocker allows that) and pointed at the image once it is rendered.
 */
export function openBlankWindow(): Window | null {
  return window.open('about:blank', '_blank');
}

export function showPngInWindow(target: Window, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  target.location.href = url;
  // The tab needs the URL until it has loaded the image; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), PNG_EXPORT.popupUrlLifetimeMs);
}
