import { ADMIN_QUERY_ROOT } from '../../../lib/admin-session/admin-request';

/**
 * The console's query and mutation keys. All start with ADMIN_QUERY_ROOT, so logout drops them and an
 * action refreshes every list and figure by that one prefix (docs/product.md#data-queries).
 */
export const ADMIN_CONSOLE_KEYS = {
  dashboard: [ADMIN_QUERY_ROOT, 'dashboard'] as const,
  analytics: [ADMIN_QUERY_ROOT, 'analytics'] as const,
  users: [ADMIN_QUERY_ROOT, 'users'] as const,
  payments: [ADMIN_QUERY_ROOT, 'payments'] as const,
  audit: [ADMIN_QUERY_ROOT, 'audit'] as const,
  accessCodes: [ADMIN_QUERY_ROOT, 'humanitarian-codes'] as const,
  refunds: [ADMIN_QUERY_ROOT, 'refunds'] as const,
  refundAction: [ADMIN_QUERY_ROOT, 'refunds', 'decide'] as const,
  lmiaQuarters: [ADMIN_QUERY_ROOT, 'lmia-quarters'] as const,
  lmiaUpload: [ADMIN_QUERY_ROOT, 'lmia-quarters', 'upload'] as const,
  /** Mutations: the user actions, issuing a code, the CSV exports. */
  userAction: (action: 'block' | 'unblock' | 'grant-membership') => [ADMIN_QUERY_ROOT, 'users', action] as const,
  issueCode: [ADMIN_QUERY_ROOT, 'humanitarian-codes', 'issue'] as const,
  exportCsv: [ADMIN_QUERY_ROOT, 'export'] as const,
};

/** Whether a query or mutation key is the console's. The session check ('verify') is AdminSessionGate's own. */
export function isConsoleKey(key: readonly unknown[] | undefined): boolean {
  return key?.[0] === ADMIN_QUERY_ROOT && key[1] !== 'verify';
}
