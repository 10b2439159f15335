import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { PUBLIC_FLYER } from '../flyer-content';
import { useFlyerContent } from '../hooks/use-flyer-content';
import { usePngExport } from '../hooks/use-png-export';
import { ExportActions } from './export-actions';
import { SquareFlyer } from './flyer-designs';
import { ScaledPreview } from './scaled-preview';

/** The public 1080 × 1080 flyer and its Download button (docs/product.md#marketing-flyer). */
export function PublicFlyer() {
  const content = useFlyerContent();
  const { ref, ...exporter } = usePngExport({ size: PUBLIC_FLYER, fileNamePrefix: PUBLIC_FLYER.fileNamePrefix, audience: 'public' });
  return (
    <section aria-labelledby="flyer-title" className="grid min-w-0 gap-4">
      <h2 id="flyer-title" className="text-xl font-semibold text-gray-900">
        {m.landing_flyer_section_title()}
      </h2>
      <ScaledPreview size={PUBLIC_FLYER} label={m.landing_flyer_preview_label()} ref={ref}>
        <SquareFlyer {...content} />
      </ScaledPreview>
      <ExportActions exporter={exporter} />
    </section>
  );
}
