import { clsx } from 'clsx';
import { CircleCheck, DollarSign, Eye, RotateCw, Users, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useAdminPayments, useAdminUsers } from '../api/admin-lists';
import { useAnalytics, useDashboardSummary } from '../api/dashboard';
import { CONSOLE_TEXTS as T } from '../console-texts';
import { dashboardFigures, needsListFigures } from '../dashboard-figures';
import { formatMoney } from '../../../../shared/messages';
import { EMPTY_CELL } from '../format';
import { formatCount } from '../../../lib/format-number';

/**
 * The four figures over the tabs. GET /api/admin/dashboard gives them; when it fails or leaves one out,
 * the first pages of the lists (the same cached queries the tabs use) fill them in.
 */
export function SummaryCards() {
  const dashboard = useDashboardSummary();
  const fallback = dashboard.isError || (dashboard.isSuccess && needsListFigures(dashboard.data));
  const users = useAdminUsers({ search: '', page: 1 }, { enabled: fallback });
  const blocked = useAdminUsers({ search: '', page: 1, status: 'blocked' }, { enabled: fallback });
  const payments = useAdminPayments({ search: '', page: 1 }, { enabled: fallback });
  const analytics = useAnalytics({ enabled: fallback });

  const figures = dashboardFigures(
    dashboard.data,
    {
      users: users.data,
      payments: payments.data,
      blockedTotal: blocked.data?.total,
      recentVisits: analytics.data?.recentVisits,
    },
    new Date(),
  );
  const loading = dashboard.isPending;
  const count = (value: number | null) => (value === null ? EMPTY_CELL : formatCount(value));

  return (
    <section aria-label={T.pageTitle} aria-busy={loading || undefined} className="grid min-w-0 gap-3">
      {/* Two by two on a phone, so the tabs start within the first screen. */}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Card icon={Users} title={T.cards.totalUsers} loading={loading} value={count(figures.totalUsers)}>
          {figures.blockedUsers !== null && T.cards.blocked(figures.blockedUsers)}
        </Card>
        <Card
          icon={DollarSign}
          title={T.cards.totalRevenue}
          loading={loading}
          value={figures.totalRevenueCents === null ? EMPTY_CELL : formatMoney(figures.totalRevenueCents, 'cad')}
        />
        <Card icon={CircleCheck} title={T.cards.completedPayments} loading={loading} value={count(figures.completedPayments)}>
          {figures.totalPayments !== null && T.cards.ofPayments(figures.totalPayments)}
        </Card>
        <Card icon={Eye} title={T.cards.dailyVisitors} loading={loading} value={count(figures.dailyVisitors)}>
          {T.cards.today}
        </Card>
      </div>
      {dashboard.isError && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
          <span>
            {T.cards.loadError} {figures.derived && T.cards.derived}
          </span>
          <button
            type="button"
            onClick={() => void dashboard.refetch()}
            disabled={dashboard.isFetching}
            className="inline-flex items-center gap-1 font-semibold text-blue-700 underline hover:text-blue-800 disabled:opacity-50"
          >
            <RotateCw aria-hidden="true" className={clsx('size-4', dashboard.isFetching && 'animate-spin')} />
            {T.retry}
          </button>
        </p>
      )}
      {!dashboard.isError && figures.derived && <p className="text-sm text-gray-700">{T.cards.derived}</p>}
    </section>
  );
}

function Card({
  icon: Icon,
  title,
  value,
  loading,
  children,
}: {
  icon: LucideIcon;
  title: string;
  value: ReactNode;
  loading: boolean;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="min-w-0 rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-sm font-medium text-gray-700">
          {title}
        </h2>
        <Icon aria-hidden="true" className="size-5 shrink-0 text-blue-600" />
      </div>
      <p className="mt-2 text-xl font-bold break-words text-gray-900 tabular-nums sm:text-2xl">
        {loading ? (
          <>
            <span aria-hidden="true" className="inline-block h-7 w-20 animate-pulse rounded bg-gray-200 align-middle" />
            <span className="sr-only">{T.loading}</span>
          </>
        ) : (
          value
        )}
      </p>
      {children && !loading && <p className="mt-1 text-sm text-gray-600">{children}</p>}
    </section>
  );
}
