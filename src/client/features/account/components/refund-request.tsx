import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatMoney, REFUND_MESSAGES as M } from '../../../../shared/messages';
import {
  createRefundRequestSchema,
  REFUND_REASON_MAX,
  type RefundablePayment,
  type RefundRequestStatus,
} from '../../../../shared/schemas/refunds';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { toUserMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useAccountRefunds, useRequestRefund } from '../api/refunds';
import { accountErrorMessage } from '../account-view';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

const STATE_TONE: Record<RefundRequestStatus, string> = {
  pending: 'text-amber-800',
  refunded: 'text-green-800',
  declined: 'text-red-800',
};

/**
 * The member's refunds (docs/product.md#refunds): each request with its state, and a way to ask for each
 * payment still within the window.
 */
export function RefundRequests() {
  const refunds = useAccountRefunds();
  if (refunds.isPending) return <p role="status">{m.account_loading_refunds()}</p>;
  if (refunds.isError) {
    return (
      <div role="alert" className="grid gap-2 text-sm text-gray-800">
        <p>{toUserMessage(refunds.error)}</p>
        <Button variant="outline" size="sm" className="w-fit" onClick={() => void refunds.refetch()}>
          {m.account_try_again()}
        </Button>
      </div>
    );
  }
  const { requests, refundable, windowDays } = refunds.data;
  return (
    <div className="grid gap-4 text-sm">
      <p className="text-gray-700">
        {m.account_refund_window({ count: windowDays })} {M.consequence}
      </p>
      {requests.length > 0 && (
        <ul className="grid gap-2" aria-label={m.account_refund_requests_label()}>
          {requests.map((request) => (
            <li key={request.id} className="rounded-md border border-gray-200 p-3">
              <p>
                <span className={`font-medium ${STATE_TONE[request.status]}`}>{M.states[request.status]}</span>
                <span className="text-gray-600"> {m.account_refund_asked({ date: formatDate(request.requestedAt) })}</span>
              </p>
              {request.declineReason && <p className="mt-1 text-gray-700">{request.declineReason}</p>}
            </li>
          ))}
        </ul>
      )}
      {refundable.length === 0 ? (
        requests.length === 0 && <p className="text-gray-700">{M.noneRefundable}</p>
      ) : (
        <ul className="grid gap-3">
          {refundable.map((payment) => (
            <li key={payment.paymentId}>
              <AskForRefund payment={payment} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AskForRefund({ payment }: { payment: RefundablePayment }) {
  const ask = useRequestRefund();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(createRefundRequestSchema), defaultValues: { reason: '' } });
  const label = m.account_refund_payment({
    amount: formatMoney(payment.amountCents, payment.currency),
    method: payment.method,
    date: formatDate(payment.paidAt),
  });
  // Registered before the markup: a field name is not a text to translate, which the catalogue lint cannot tell in JSX.
  const reason = register('reason');

  const submit = handleSubmit((body) => {
    setError(null);
    ask.mutate({ paymentId: payment.paymentId, ...body }, { onError: (failure) => setError(accountErrorMessage(failure)) });
  });

  return (
    <div className="grid gap-2 rounded-md border border-gray-200 p-3">
      <p>
        {label}
        <span className="block text-gray-600">
          {M.windowOpenUntil} {formatDate(payment.refundableUntil)}
        </span>
      </p>
      {open ? (
        <form noValidate onSubmit={submit} aria-label={`${M.ask}: ${label}`} className="grid gap-3">
          <TextAreaField
            label={M.reasonLabel}
            rows={3}
            maxLength={REFUND_REASON_MAX}
            error={errors.reason?.message}
            disabled={ask.isPending}
            {...reason}
          />
          {error && (
            <Notice tone="error" role="alert">
              {error}
            </Notice>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="accent" disabled={ask.isPending}>
              {ask.isPending ? m.account_sending() : M.submit}
            </Button>
            <Button variant="outline" disabled={ask.isPending} onClick={() => setOpen(false)}>
              {m.account_cancel()}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" size="sm" className="w-fit" onClick={() => setOpen(true)}>
          {M.ask}
        </Button>
      )}
    </div>
  );
}
