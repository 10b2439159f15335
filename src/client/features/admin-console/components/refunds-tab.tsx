import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatMoney, REFUND_MESSAGES as M } from '../../../../shared/messages';
import { MPESA_TRANSACTION_ID, type AdminRefundRequest, type RefundRequestStatus } from '../../../../shared/schemas/refunds';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { formatDateTime } from '../../../lib/format-date';
import { actionErrorMessage } from '../admin-errors';
import { type RefundDecision, useAdminRefunds, useDecideRefund } from '../api/refunds';
import { CONSOLE_TEXTS as T } from '../console-texts';
import { EmptyState, ListError, Panel } from './list-parts';
import { ReasonDialog } from './reason-dialog';

const STATUS_CHOICES: { value: RefundRequestStatus | ''; label: string }[] = [
  { value: 'pending', label: 'Waiting for a decision' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'declined', label: 'Declined' },
  { value: '', label: 'All' },
];

const DECLINE_TEXTS = {
  title: 'Decline the refund',
  description: 'The member is e-mailed this reason and keeps their access.',
  reasonLabel: 'Reason',
  reasonHint: 'Shown to the member and kept in the audit log.',
  confirm: 'Decline the refund',
  pending: 'Declining…',
};

/**
 * "Refunds" (docs/product.md#refunds): the members' requests, oldest pending first. A card payment is refunded
 * through Stripe (or the sandbox) with one button; an M-Pesa payment is refunded at Safaricom first, then recorded
 * here with the reversal's transaction id. Declining asks for a reason.
 */
export function RefundsTab() {
  const [status, setStatus] = useState<RefundRequestStatus | ''>('pending');
  const [declining, setDeclining] = useState<AdminRefundRequest | null>(null);
  const requests = useAdminRefunds(status);
  const decide = useDecideRefund({
    onSuccess: (decision) => {
      setDeclining(null);
      toast({ title: decision.kind === 'refund' ? M.refunded : M.declined, variant: 'success' });
    },
    onError: (error) =>
      toast({ title: 'The refund request was not changed', description: actionErrorMessage(error), variant: 'destructive' }),
  });
  const act = (decision: RefundDecision) => decide.mutate(decision);
  const statusId = useId();

  return (
    <Panel
      title={T.tabs.refunds}
      hint="Refunding ends the access the payment gave (a renewal's 12 months are removed) and e-mails the member."
      actions={
        <div>
          <label htmlFor={statusId} className="mb-1 block text-sm font-medium text-gray-700">
            Show
          </label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value as RefundRequestStatus | '')}
            className="h-11 rounded-md border border-gray-300 bg-white px-3 text-sm"
          >
            {STATUS_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      }
    >
      {requests.isPending ? (
        <LoadingState label={T.loading} />
      ) : requests.isError ? (
        <ListError error={requests.error} onRetry={() => void requests.refetch()} retrying={requests.isFetching} />
      ) : requests.data.length === 0 ? (
        <EmptyState>No refund requests here.</EmptyState>
      ) : (
        <ul className="grid gap-3">
          {requests.data.map((request) => (
            <li key={request.id} className="grid gap-3 rounded-lg border border-gray-200 p-4 text-sm">
              <div className="min-w-0">
                <p className="font-semibold break-all text-gray-900">{request.userEmail}</p>
                <p className="mt-1 text-gray-700">
                  {formatMoney(request.amountCents, request.currency)} · {request.provider === 'mpesa' ? 'M-Pesa' : 'Card'}
                  {request.paymentReference && (
                    <span translate="no" className="font-mono text-xs break-all">
                      {' '}
                      · {request.paymentReference}
                    </span>
                  )}
                </p>
                <p className="mt-1 text-gray-700">
                  Paid {formatDateTime(request.paidAt)} · asked {formatDateTime(request.requestedAt)}
                </p>
                {request.reason && <p className="mt-1 break-words text-gray-700">“{request.reason}”</p>}
                <p className="mt-1 font-medium text-gray-900">
                  {M.states[request.status]}
                  {request.decidedBy && ` by ${request.decidedBy}`}
                  {request.refundReference && (
                    <span translate="no" className="font-mono text-xs">
                      {' '}
                      · {request.refundReference}
                    </span>
                  )}
                </p>
                {request.declineReason && <p className="mt-1 break-words text-gray-700">{request.declineReason}</p>}
              </div>
              {request.status === 'pending' && (
                <div className="flex flex-wrap items-end gap-2">
                  {request.provider === 'mpesa' ? (
                    <ReversalForm
                      request={request}
                      pending={decide.isPending}
                      onRefund={(reversalReference) => act({ kind: 'refund', request, reversalReference })}
                    />
                  ) : (
                    <Button
                      size="sm"
                      disabled={decide.isPending}
                      onClick={() => act({ kind: 'refund', request })}
                      aria-label={`Refund ${request.userEmail}`}
                    >
                      Refund
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={decide.isPending}
                    onClick={() => setDeclining(request)}
                    aria-label={`Decline ${request.userEmail}`}
                  >
                    Decline
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <ReasonDialog
        open={declining !== null}
        onOpenChange={(open) => !open && setDeclining(null)}
        texts={{ ...DECLINE_TEXTS, description: `${declining?.userEmail ?? ''}: ${DECLINE_TEXTS.description}` }}
        pending={decide.isPending}
        confirmVariant="accent"
        onConfirm={(reason) => declining && act({ kind: 'decline', request: declining, reason })}
      />
    </Panel>
  );
}

const reversalSchema = z.object({
  reversalReference: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(MPESA_TRANSACTION_ID, M.reversalShape)),
});

/** The M-Pesa reversal's transaction id, made by the operator at Safaricom, then recorded here. */
function ReversalForm({
  request,
  pending,
  onRefund,
}: {
  request: AdminRefundRequest;
  pending: boolean;
  onRefund: (reference: string) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(reversalSchema), defaultValues: { reversalReference: '' } });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ reversalReference }) => onRefund(reversalReference))}
      aria-label={`Record the M-Pesa reversal for ${request.userEmail}`}
      className="flex flex-wrap items-end gap-2"
    >
      <TextField
        label="M-Pesa reversal id"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        className="w-48"
        error={errors.reversalReference?.message}
        {...register('reversalReference')}
      />
      <Button type="submit" size="sm" disabled={pending}>
        Record refund
      </Button>
    </form>
  );
}
