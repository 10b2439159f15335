import { useStats } from '../../../lib/public-stats';
import { jobsStatItems, lmiaCoverage } from '../stats-view';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/** The /jobs stats band: available, LMIA and urgent counts, live, and the quarters they cover (docs/product.md#live-counts). */
export function JobsStats() {
  const stats = useStats();
  const items = jobsStatItems(stats.data, stats.isError);
  return (
    <>
      <dl aria-label={m.jobs_stats_label()} className="mt-6 grid min-h-[4.5rem] grid-cols-3 gap-3 sm:max-w-xl">
        {items.map(({ label, value }) => (
          <div key={label} className="flex flex-col rounded-lg border border-gray-200 bg-white px-3 py-2">
            <dt className="text-xs text-gray-600 sm:text-sm">{label}</dt>
            <dd className="order-first text-xl font-bold text-gray-900 tabular-nums sm:text-2xl">{value}</dd>
          </div>
        ))}
      </dl>
      {/* Its line is kept while the counts load, so the results below do not move when it fills. */}
      <p data-testid="lmia-coverage" className="mt-2 min-h-4 text-xs text-gray-600">
        {lmiaCoverage(stats.data)}
      </p>
    </>
  );
}
