import { formatFileNamePrefix, type ImageFormat } from '../flyer-content';
import { usePngExport } from '../hooks/use-png-export';
import { ExportActions } from './export-actions';
import { DESIGNS } from './flyer-designs';
import type { FlyerContent } from './flyer-parts';
import { ScaledPreview } from './scaled-preview';

/** One design on the admin page: its name and size, the scaled preview, and its buttons (docs/product.md#admin-marketing). */
export function ImageFormatCard({
  format,
  content,
  mobileSave = false,
}: {
  format: ImageFormat;
  content: FlyerContent;
  mobileSave?: boolean;
}) {
  const { ref, ...exporter } = usePngExport({ size: format, fileNamePrefix: formatFileNamePrefix(format), audience: 'admin' });
  const Design = DESIGNS[format.id];
  const headingId = `format-${format.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 content-start gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-gray-900">
          {format.name}
        </h3>
        <p className="text-sm text-gray-600 tabular-nums">
          {format.width} × {format.height}
        </p>
      </div>
      <div className={format.height > format.width ? 'mx-auto w-full max-w-72' : 'w-full'}>
        <ScaledPreview size={format} label={`${format.name} preview`} ref={ref}>
          <Design {...content} />
        </ScaledPreview>
      </div>
      <ExportActions exporter={exporter} name={format.name} mobileSave={mobileSave} />
    </section>
  );
}
