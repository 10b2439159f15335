import { describe, expect, it } from 'vitest';
import type { DashboardSummary } from '../../../shared/schemas/admin';
import { dashboardFigures, needsListFigures } from './dashboard-figures';

const NOW = new Date('2026-06-18T15:00:00Z');
const SUMMARY: DashboardSummary = {
  totalUsers: 40,
  totalPayments: 5,
  completedPayments: 2,
  blockedUsers: 1,
  totalRevenueCents: 60_000,
  dailyVisitors: 12,
};
const SOURCES = {
  users: {
    items: [{ accountStatus: 'active' as const }, { accountStatus: 'blocked' as const }, { accountStatus: 'blocked' as const }],
    total: 3,
  },
  payments: {
    items: [
      { status: 'succeeded' as const, amountCents: 30_000, currency: 'cad' },
      { status: 'failed' as const, amountCents: 30_000, currency: 'cad' },
      { status: 'succeeded' as const, amountCents: 30_010, currency: 'CAD' },
      { status: 'refunded' as const, amountCents: 30_000, currency: 'cad' },
      { status: 'succeeded' as const, amountCents: 20, currency: 'cad' },
      { status: 'succeeded' as const, amountCents: 3_900_000, currency: 'kes' },
    ],
    total: 6,
  },
  recentVisits: [
    { visitedAt: '2026-06-18T14:59:00Z' },
    { visitedAt: '2026-06-18T00:00:00Z' },
    { visitedAt: '2026-06-17T23:59:59Z' },
    { visitedAt: 'not a date' },
  ],
};

describe('dashboardFigures', () => {
  it("uses the dashboard's figures when it gave them all, and says nothing was counted", () => {
    expect(dashboardFigures(SUMMARY, SOURCES, NOW)).toEqual({ ...SUMMARY, derived: false });
    expect(needsListFigures(SUMMARY)).toBe(false);
  });

  it('counts every figure from the loaded lists when the dashboard call failed; revenue only in CAD', () => {
    expect(needsListFigures(undefined)).toBe(true);
    expect(dashboardFigures(undefined, SOURCES, NOW)).toEqual({
      totalUsers: 3,
      blockedUsers: 2,
      totalRevenueCents: 60_030,
      completedPayments: 4,
      totalPayments: 6,
      dailyVisitors: 2,
      derived: true,
    });
  });

  it('fills in only the figures the dashboard left out', () => {
    const partial: Partial<DashboardSummary> = { totalUsers: 40, completedPayments: 2, totalPayments: 5 };
    expect(needsListFigures(partial)).toBe(true);
    const figures = dashboardFigures(partial, SOURCES, NOW);
    expect(figures).toMatchObject({ totalUsers: 40, completedPayments: 2, totalRevenueCents: 60_030, blockedUsers: 2, dailyVisitors: 2 });
    expect(figures.derived).toBe(true);
  });

  it('prefers the blocked list total over counting the first page of users', () => {
    expect(dashboardFigures(undefined, { ...SOURCES, blockedTotal: 9 }, NOW).blockedUsers).toBe(9);
  });

  it('treats a figure that is not a finite number as missing', () => {
    const broken = { ...SUMMARY, totalRevenueCents: Number.NaN } as DashboardSummary;
    expect(needsListFigures(broken)).toBe(true);
    expect(dashboardFigures(broken, SOURCES, NOW).totalRevenueCents).toBe(60_030);
  });

  it('leaves a figure empty (null) when neither the dashboard nor a list knows it', () => {
    expect(dashboardFigures(undefined, {}, NOW)).toEqual({
      totalUsers: null,
      blockedUsers: null,
      totalRevenueCents: null,
      completedPayments: null,
      totalPayments: null,
      dailyVisitors: null,
      derived: false,
    });
  });

  it('counts no revenue and no completed payments when none succeeded', () => {
    const figures = dashboardFigures(
      undefined,
      { payments: { items: [{ status: 'failed', amountCents: 30_000, currency: 'cad' }], total: 1 } },
      NOW,
    );
    expect(figures.totalRevenueCents).toBe(0);
    expect(figures.completedPayments).toBe(0);
  });
});
