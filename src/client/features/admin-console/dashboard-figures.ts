import type { AdminPayment, AdminUser, DashboardSummary } from '../../../shared/schemas/admin';

/** The four cards' figures (and the two sub-lines); null when neither the server nor a loaded list knows it. */
export interface DashboardFigures {
  totalUsers: number | null;
  blockedUsers: number | null;
  /** In CAD cents. */
  totalRevenueCents: number | null;
  completedPayments: number | null;
  totalPayments: number | null;
  dailyVisitors: number | null;
  /** At least one figure was counted from the lists rather than given by GET /api/admin/dashboard. */
  derived: boolean;
}

/** What the page has loaded that the figures can be counted from when the dashboard call fails. */
export interface FigureSources {
  /** The first page of all users, with the X-Total-Count of all of them. */
  users?: { items: readonly Pick<AdminUser, 'accountStatus'>[]; total: number };
  /** The first page of payments, with their total count. */
  payments?: { items: readonly Pick<AdminPayment, 'status' | 'amountCents' | 'currency'>[]; total: number };
  /** The X-Total-Count of users?status=blocked. */
  blockedTotal?: number;
  /** GET /api/admin/analytics' latest visits. */
  recentVisits?: readonly { visitedAt: string }[];
}

type SummaryField = keyof DashboardSummary;
const SUMMARY_FIELDS: readonly SummaryField[] = [
  'totalUsers',
  'totalPayments',
  'completedPayments',
  'blockedUsers',
  'totalRevenueCents',
  'dailyVisitors',
];

const given = (summary: Partial<DashboardSummary> | undefined, field: SummaryField): number | null => {
  const value = summary?.[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** Whether the dashboard answer lacks a figure (or is missing altogether), so the lists must fill it in. */
export function needsListFigures(summary: Partial<DashboardSummary> | undefined): boolean {
  return SUMMARY_FIELDS.some((field) => given(summary, field) === null);
}

/**
 * The dashboard's figures: GET /api/admin/dashboard's where it gave them, else counted from the loaded
 * lists (docs/product.md#admin-dashboard): completed payments are those that succeeded, revenue the sum
 * of those in CAD, blocked users those whose account is blocked, daily visitors the latest visits dated today (UTC,
 * as the server counts).
 */
export function dashboardFigures(summary: Partial<DashboardSummary> | undefined, sources: FigureSources, now: Date): DashboardFigures {
  let derived = false;
  const pick = (field: SummaryField, count: () => number | null): number | null => {
    const value = given(summary, field);
    if (value !== null) return value;
    const counted = count();
    if (counted !== null) derived = true;
    return counted;
  };

  const succeeded = sources.payments?.items.filter((payment) => payment.status === 'succeeded');
  const today = now.toISOString().slice(0, 10);

  const figures = {
    totalUsers: pick('totalUsers', () => sources.users?.total ?? null),
    blockedUsers: pick(
      'blockedUsers',
      () => sources.blockedTotal ?? sources.users?.items.filter((user) => user.accountStatus === 'blocked').length ?? null,
    ),
    totalRevenueCents: pick('totalRevenueCents', () =>
      succeeded ? succeeded.filter(isCad).reduce((sum, payment) => sum + payment.amountCents, 0) : null,
    ),
    completedPayments: pick('completedPayments', () => succeeded?.length ?? null),
    totalPayments: pick('totalPayments', () => sources.payments?.total ?? null),
    dailyVisitors: pick('dailyVisitors', () => sources.recentVisits?.filter((visit) => utcDay(visit.visitedAt) === today).length ?? null),
  };
  return { ...figures, derived };
}

const isCad = (payment: { currency: string }) => payment.currency.toLowerCase() === 'cad';

function utcDay(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}
