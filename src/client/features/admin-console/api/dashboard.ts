import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Analytics, DashboardSummary } from '../../../../shared/schemas/admin';
import { adminRequest } from '../../../lib/admin-session/admin-request';
import { ADMIN_CONSOLE_KEYS } from './admin-keys';

/** GET /api/admin/dashboard: the four cards' figures. */
export function getDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return adminRequest('GET', '/api/admin/dashboard', { contract: 'adminDashboard', signal });
}

export function getDashboardQueryOptions() {
  return queryOptions({ queryKey: ADMIN_CONSOLE_KEYS.dashboard, queryFn: ({ signal }) => getDashboardSummary(signal) });
}

export function useDashboardSummary() {
  return useQuery(getDashboardQueryOptions());
}

/** GET /api/admin/analytics: top countries, the latest visits and 30 days of daily counts. */
export function getAnalytics(signal?: AbortSignal): Promise<Analytics> {
  return adminRequest('GET', '/api/admin/analytics', { contract: 'adminAnalytics', signal });
}

export function getAnalyticsQueryOptions() {
  return queryOptions({ queryKey: ADMIN_CONSOLE_KEYS.analytics, queryFn: ({ signal }) => getAnalytics(signal) });
}

export function useAnalytics({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAnalyticsQueryOptions(), enabled });
}
