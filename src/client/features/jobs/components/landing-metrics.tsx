import { useStats } from '../../../lib/public-stats';
import { landingStatItems } from '../stats-view';

/** Landing metrics: live counts from /api/stats, the fallback numbers only if it fails (docs/product.md#live-counts). */
export function LandingMetrics() {
  const stats = useStats();
  const items = landingStatItems(stats.data, stats.isError);
  return (
    <section aria-label="Maple Bridge in numbers" className="border-b border-gray-200 bg-white">
      <dl className="mx-auto grid min-h-[6.5rem] max-w-7xl grid-cols-3 gap-3 px-4 py-6 sm:px-6">
        {items.map(({ label, value }) => (
          <div key={label} className="flex flex-col text-center">
            <dt className="text-xs text-gray-700 sm:text-sm">{label}</dt>
            <dd className="order-first text-2xl font-bold text-blue-700 tabular-nums sm:text-4xl">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
