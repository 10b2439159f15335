import { useId } from 'react';
import { ADMIN_CONSOLE_MESSAGES as M } from '../../../../shared/messages';
import type { Analytics } from '../../../../shared/schemas/admin';
import { LoadingState } from '../../../components/ui/loading-state';
import { useAnalytics } from '../api/dashboard';
import { CONSOLE_TEXTS as T } from '../console-texts';
import { formatDateTime } from '../../../lib/format-date';
import { barPercent, visitBars, visitsSummary } from '../visits-chart';
import { EmptyState, ListError, Panel } from './list-parts';

/** "Website Analytics": where visitors come from, the latest visits and 30 days of visits, without a chart library. */
export function AnalyticsTab() {
  const analytics = useAnalytics();
  if (analytics.isPending) return <LoadingState label={T.loading} />;
  if (analytics.isError)
    return <ListError error={analytics.error} onRetry={() => void analytics.refetch()} retrying={analytics.isFetching} />;
  const { topCountries, recentVisits, dailyVisits, totalVisits } = analytics.data;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-2">
      <Panel title={T.analytics.globalVisitors} hint={T.analytics.globalVisitorsHint}>
        {topCountries.length === 0 ? <EmptyState>{M.noAnalytics}</EmptyState> : <CountryBars countries={topCountries} />}
      </Panel>
      <Panel title={T.analytics.recentActivity} hint={T.analytics.recentActivityHint}>
        {recentVisits.length === 0 ? <EmptyState>{M.noRecentActivity}</EmptyState> : <RecentVisits visits={recentVisits} />}
      </Panel>
      <div className="min-w-0 lg:col-span-2">
        <Panel title={T.analytics.dailyVisits} hint={`${T.analytics.dailyVisitsHint} · ${T.analytics.totalVisits(totalVisits)}`}>
          {totalVisits === 0 && dailyVisits.every((day) => day.visits === 0) ? (
            <EmptyState>{M.noAnalytics}</EmptyState>
          ) : (
            <DailyVisitsChart days={dailyVisits} />
          )}
        </Panel>
      </div>
    </div>
  );
}

function CountryBars({ countries }: { countries: Analytics['topCountries'] }) {
  const top = countries.slice(0, 10);
  const max = Math.max(0, ...top.map((row) => row.visits));
  return (
    <ol className="grid gap-3">
      {top.map((row) => (
        <li key={row.country} className="grid gap-1 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 truncate font-medium text-gray-900">{row.country || M.unknownCountry}</span>
            <span className="shrink-0 text-gray-700 tabular-nums">{T.analytics.visits(row.visits)}</span>
          </div>
          <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-gray-100">
            {/* Set through the DOM by React, not as markup, so the CSP (style-src 'self') allows it. */}
            <div className="h-full rounded-full bg-blue-600" style={{ width: `${barPercent(row.visits, max)}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}

function RecentVisits({ visits }: { visits: Analytics['recentVisits'] }) {
  return (
    <ol className="divide-y divide-gray-100">
      {visits.slice(0, 10).map((visit, index) => (
        <li
          key={`${visit.visitedAt}-${visit.page}-${index}`}
          className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2 text-sm"
        >
          <span className="min-w-0 font-medium break-all text-gray-900">{visit.page}</span>
          <span className="text-gray-700">
            {visit.country || M.unknownCountry} · <time dateTime={visit.visitedAt}>{formatDateTime(visit.visitedAt)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}

const CHART = { width: 600, height: 160 };

/** Visits per day as SVG bars (each with its own tooltip title); the caption says the same in words. */
function DailyVisitsChart({ days }: { days: Analytics['dailyVisits'] }) {
  const titleId = useId();
  const bars = visitBars(days, CHART);
  const summary = visitsSummary(days);
  return (
    <figure className="min-w-0">
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        preserveAspectRatio="none"
        className="block h-40 w-full"
      >
        <title id={titleId}>{T.analytics.dailyVisits}</title>
        <line x1="0" y1={CHART.height - 0.5} x2={CHART.width} y2={CHART.height - 0.5} className="stroke-gray-300" strokeWidth="1" />
        {bars.map((bar) => (
          <rect key={bar.date} x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx="2" className="fill-blue-600">
            <title>{`${bar.date}: ${T.analytics.visits(bar.visits)}`}</title>
          </rect>
        ))}
      </svg>
      {days.length > 0 && (
        <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-gray-600">
          <span>{days[0]?.date}</span>
          <span>{days[days.length - 1]?.date}</span>
        </div>
      )}
      <figcaption className="mt-2 text-sm text-gray-700">{summary}</figcaption>
    </figure>
  );
}
