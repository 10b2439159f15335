import { useStats } from '../../../lib/public-stats';
import { landingStatBand } from '../stats-view';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/**
 * Landing metrics: live counts from /api/stats, the fallback numbers (labelled approximate) only if it fails
 * (docs/product.md#live-counts). The band keeps its height while loading, so nothing below it moves.
 */
export function LandingMetrics() {
  const stats = useStats();
  const { items, note } = landingStatBand(stats.data, stats.isError);
  return (
    <section aria-label={m.jobs_metrics_label()} className="border-b border-gray-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <dl className="grid min-h-[8.5rem] grid-cols-2 content-start gap-x-3 gap-y-4 sm:min-h-[4.5rem] sm:grid-cols-4">
          {items.map(({ label, value }) => (
            <div key={label} className="flex flex-col text-center">
              <dt className="text-xs text-gray-700 sm:text-sm">{label}</dt>
              <dd className="order-first text-2xl font-bold text-blue-700 tabular-nums sm:text-4xl">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 min-h-20 text-center text-xs text-gray-600 sm:min-h-12">{note}</p>
      </div>
    </section>
  );
}
