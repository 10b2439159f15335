import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_LIST, TOTAL_COUNT_HEADER, type AdminPayment, type AdminUser, type AuditEntry } from '../../../../shared/schemas/admin';
import { adminRequestWithHeaders } from '../../../lib/admin-session/admin-request';
import { adminListPath, readTotal, type AdminPage } from '../list-query';
import { ADMIN_CONSOLE_KEYS } from './admin-keys';

export const PAGE_SIZE = ADMIN_LIST.defaultPageSize;

export interface UsersFilter {
  search: string;
  page: number;
  status?: 'active' | 'blocked';
}
export interface PaymentsFilter {
  search: string;
  page: number;
}
export interface AuditFilter {
  page: number;
  /** An administrator's name; empty for all. */
  admin: string;
  /** One of AUDIT_ACTIONS; empty for all. */
  action: string;
}

function toPage<T>(items: T[], headers: Headers, page: number): AdminPage<T> {
  return { items, total: readTotal(headers.get(TOTAL_COUNT_HEADER), page, PAGE_SIZE, items.length), page, pageSize: PAGE_SIZE };
}

/** The query string of the users list; the CSV takes the same filters without the paging. */
export const usersParams = ({ search, status }: Omit<UsersFilter, 'page'>) => ({ search, status });

/** GET /api/admin/users: one page and X-Total-Count. */
export async function getAdminUsers(filter: UsersFilter, signal?: AbortSignal): Promise<AdminPage<AdminUser>> {
  const url = adminListPath('/api/admin/users', { ...usersParams(filter), page: filter.page, pageSize: PAGE_SIZE });
  const { data, headers } = await adminRequestWithHeaders('GET', url, { contract: 'adminUsers', signal });
  return toPage(data, headers, filter.page);
}

export function getAdminUsersQueryOptions(filter: UsersFilter) {
  const key = { search: filter.search.trim(), page: filter.page, status: filter.status ?? null };
  return queryOptions({
    queryKey: [...ADMIN_CONSOLE_KEYS.users, key] as const,
    queryFn: ({ signal }) => getAdminUsers(filter, signal),
    // The last page stays on screen (dimmed) while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(filter: UsersFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAdminUsersQueryOptions(filter), enabled });
}

/** GET /api/admin/payments: one page and X-Total-Count. */
export async function getAdminPayments(filter: PaymentsFilter, signal?: AbortSignal): Promise<AdminPage<AdminPayment>> {
  const url = adminListPath('/api/admin/payments', { search: filter.search, page: filter.page, pageSize: PAGE_SIZE });
  const { data, headers } = await adminRequestWithHeaders('GET', url, { contract: 'adminPayments', signal });
  return toPage(data, headers, filter.page);
}

export function getAdminPaymentsQueryOptions(filter: PaymentsFilter) {
  const key = { search: filter.search.trim(), page: filter.page };
  return queryOptions({
    queryKey: [...ADMIN_CONSOLE_KEYS.payments, key] as const,
    queryFn: ({ signal }) => getAdminPayments(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPayments(filter: PaymentsFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAdminPaymentsQueryOptions(filter), enabled });
}

/** GET /api/admin/audit: one page of the audit log, newest first, and X-Total-Count. */
export async function getAdminAudit(filter: AuditFilter, signal?: AbortSignal): Promise<AdminPage<AuditEntry>> {
  const url = adminListPath('/api/admin/audit', { admin: filter.admin, action: filter.action, page: filter.page, pageSize: PAGE_SIZE });
  const { data, headers } = await adminRequestWithHeaders('GET', url, { contract: 'adminAudit', signal });
  return toPage(data, headers, filter.page);
}

export function getAdminAuditQueryOptions(filter: AuditFilter) {
  const key = { admin: filter.admin.trim(), action: filter.action, page: filter.page };
  return queryOptions({
    queryKey: [...ADMIN_CONSOLE_KEYS.audit, key] as const,
    queryFn: ({ signal }) => getAdminAudit(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminAudit(filter: AuditFilter) {
  return useQuery(getAdminAuditQueryOptions(filter));
}
