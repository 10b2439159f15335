import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRefundRequest, RefundRequestStatus } from '../../../../shared/schemas/refunds';
import { adminRequest } from '../../../lib/admin-session/admin-request';
import { isStaleRowError } from '../admin-errors';
import { ADMIN_CONSOLE_KEYS } from './admin-keys';
import { refreshConsole } from './user-actions';

/** GET /api/admin/refunds?status=… (docs/product.md#refunds). */
export function useAdminRefunds(status: RefundRequestStatus | '') {
  return useQuery({
    queryKey: [...ADMIN_CONSOLE_KEYS.refunds, status] as const,
    queryFn: ({ signal }) =>
      adminRequest('GET', `/api/admin/refunds${status ? `?status=${status}` : ''}`, { contract: 'adminRefunds', signal }),
  });
}

export type RefundDecision =
  | { kind: 'refund'; request: AdminRefundRequest; reversalReference?: string }
  | { kind: 'decline'; request: AdminRefundRequest; reason: string };

function decide(decision: RefundDecision) {
  const path = `/api/admin/refunds/${encodeURIComponent(decision.request.id)}/${decision.kind}`;
  const body =
    decision.kind === 'refund'
      ? decision.reversalReference
        ? { reversalReference: decision.reversalReference }
        : {}
      : { reason: decision.reason };
  return adminRequest('POST', path, { contract: 'adminRefundAction', body });
}

/** Refund or decline; every list and figure refreshes after it (revenue, the audit, the member's row), and after a 409/404. */
export function useDecideRefund(handlers: { onSuccess: (decision: RefundDecision) => void; onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ADMIN_CONSOLE_KEYS.refundAction,
    mutationFn: decide,
    onSuccess: (_answer, decision) => {
      void refreshConsole(queryClient);
      handlers.onSuccess(decision);
    },
    onError: (error) => {
      if (isStaleRowError(error)) void refreshConsole(queryClient);
      handlers.onError(error);
    },
  });
}
