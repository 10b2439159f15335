import { Download, LoaderCircle, Smartphone } from 'lucide-react';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import type { usePngExport } from '../hooks/use-png-export';
import { MARKETING_MESSAGES } from '../marketing-texts';

/**
 * An image's Download button (and Open for Mobile Save where offered), disabled with a spinner while the PNG
 * is drawn, and what happened afterwards: a status on success, an alert on failure.
 */
export function ExportActions({
  exporter,
  name,
  mobileSave = false,
}: {
  exporter: Omit<ReturnType<typeof usePngExport>, 'ref'>;
  name?: string;
  mobileSave?: boolean;
}) {
  const { busy, notice, download, openForMobile } = exporter;
  const spinner = <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button
          size="lg"
          disabled={busy}
          onClick={() => void download()}
          aria-label={name ? m.landing_flyer_download_named({ name }) : undefined}
        >
          {busy ? spinner : <Download aria-hidden="true" className="size-4" />}
          {busy ? MARKETING_MESSAGES.generating : MARKETING_MESSAGES.download}
        </Button>
        {mobileSave && (
          <Button size="lg" variant="outline" disabled={busy} onClick={() => void openForMobile()}>
            <Smartphone aria-hidden="true" className="size-4" />
            {MARKETING_MESSAGES.openForMobile}
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {notice?.tone === 'success' && (
          <Notice tone="success" role="status">
            {notice.text}
            {notice.hint && <span className="mt-1 block">{notice.hint}</span>}
          </Notice>
        )}
      </div>
      {notice?.tone === 'error' && (
        <Notice tone="error" role="alert">
          {notice.text}
        </Notice>
      )}
    </div>
  );
}
