import { FileDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { toUserMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useAccountPayments } from '../api/get-account-payments';
import { formatMoney } from '../../../../shared/messages';
import { receiptUrl } from '../account-view';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/** The member's payments, newest first, each succeeded one with its PDF receipt (docs/product.md#account-page). */
export function PaymentHistory() {
  const payments = useAccountPayments();
  if (payments.isPending) return <p role="status">{m.account_loading_payments()}</p>;
  if (payments.isError) {
    return (
      <div role="alert" className="grid gap-2 text-sm text-gray-800">
        <p>{toUserMessage(payments.error)}</p>
        <Button variant="outline" size="sm" className="w-fit" onClick={() => void payments.refetch()}>
          {m.account_try_again()}
        </Button>
      </div>
    );
  }
  if (payments.data.payments.length === 0) return <p className="text-gray-700">{m.account_no_payments()}</p>;
  return (
    <DataTable
      caption={m.account_payments_caption()}
      columns={[
        m.account_column_date(),
        m.account_column_amount(),
        m.account_column_method(),
        m.account_column_reference(),
        m.account_status(),
        m.account_column_receipt(),
      ]}
      minWidth="min-w-[36rem]"
      bodyClassName="divide-y divide-gray-100"
    >
      {payments.data.payments.map((payment) => {
        const receipt = receiptUrl(payment);
        return (
          <tr key={payment.id}>
            <td className="py-2 pr-3 whitespace-nowrap">{formatDate(payment.paidAt ?? payment.createdAt)}</td>
            <td className="py-2 pr-3 whitespace-nowrap">{formatMoney(payment.amountCents, payment.currency)}</td>
            <td className="py-2 pr-3">{payment.method}</td>
            <td translate="no" className="py-2 pr-3 font-mono text-xs break-all">
              {payment.reference}
            </td>
            <td className="py-2 pr-3">{payment.statusLabel}</td>
            <td className="py-2">
              {receipt ? (
                <a
                  href={receipt}
                  download
                  className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-blue-700 underline underline-offset-2"
                >
                  <FileDown aria-hidden="true" className="size-4" />
                  {m.account_receipt_pdf()}
                </a>
              ) : (
                <span className="text-gray-600">—</span>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
