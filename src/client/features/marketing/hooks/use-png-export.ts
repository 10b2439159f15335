import { useRef, useState } from 'react';
import { exportFailureText, isMobileUserAgent, pngFileName, type PixelSize } from '../flyer-content';
import { MARKETING_MESSAGES } from '../marketing-texts';
import { downloadPng, openBlankWindow, PngExportError, renderPng, showPngInWindow } from '../render-png';

export type ExportNotice = { tone: 'success' | 'error'; text: string; hint?: string } | null;

/**
 * One image's Download (and Open for Mobile Save) button: the element to capture, the busy flag, and what the
 * page says afterwards (docs/product.md#marketing-flyer). Failures are also logged for support.
 */
export function usePngExport({
  size,
  fileNamePrefix,
  audience,
}: {
  size: PixelSize;
  fileNamePrefix: string;
  audience: 'public' | 'admin';
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<ExportNotice>(null);

  /** Renders, hands the PNG to `deliver`, and says whether it got that far. */
  async function run(deliver: (blob: Blob) => ExportNotice): Promise<boolean> {
    setBusy(true);
    setNotice(null);
    try {
      setNotice(deliver(await renderPng(ref.current, size)));
      return true;
    } catch (error) {
      console.warn('[marketing] image export failed', error);
      const failure = error instanceof PngExportError ? error.failure : { kind: 'exception' as const, message: String(error) };
      setNotice({ tone: 'error', text: exportFailureText(failure, audience) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  const download = () =>
    run((blob) => {
      downloadPng(blob, pngFileName(fileNamePrefix, new Date()));
      const mobile = isMobileUserAgent(navigator.userAgent);
      return { tone: 'success', text: MARKETING_MESSAGES.downloaded, hint: mobile ? MARKETING_MESSAGES.mobileSaveHint : undefined };
    });

  const openForMobile = () => {
    const target = openBlankWindow();
    return run((blob) => {
      if (!target || target.closed) {
        downloadPng(blob, pngFileName(fileNamePrefix, new Date()));
        return { tone: 'error', text: MARKETING_MESSAGES.popupBlocked };
      }
      showPngInWindow(target, blob);
      return { tone: 'success', text: MARKETING_MESSAGES.opened };
    }).then((delivered) => {
      // A blank tab left behind by a failure would only confuse.
      if (!delivered) target?.close();
    });
  };

  return { ref, busy, notice, download, openForMobile };
}
