import { useState } from 'react';
import { ADMIN_CONSOLE_MESSAGES as M } from '../../../../shared/messages';
import { LoadingState } from '../../../components/ui/loading-state';
import { useAdminPayments, type PaymentsFilter } from '../api/admin-lists';
import { CONSOLE_TEXTS as T } from '../console-texts';
import { formatMoney } from '../../../../shared/messages';
import { EMPTY_CELL, paymentMethodLabel, paymentReceiptLabel, paymentStatusView } from '../format';
import { formatDateTime } from '../../../lib/format-date';
import { Badge, CELL, DataTable, EmptyState, ExportCsvButton, ListError, ListPaging, Panel, SearchField, Toolbar } from './list-parts';

/** "Payment Details": every payment, newest first, with its outcome and why it failed. */
export function PaymentsTab() {
  const [filter, setFilter] = useState<PaymentsFilter>({ search: '', page: 1 });
  const payments = useAdminPayments(filter);

  return (
    <Panel title={T.tabs.payments}>
      <Toolbar>
        <SearchField
          label={T.payments.searchLabel}
          placeholder={T.payments.searchPlaceholder}
          onSearch={(search) => setFilter({ search, page: 1 })}
        />
        <ExportCsvButton csv={{ path: '/api/admin/payments.csv', params: { search: filter.search } }} />
      </Toolbar>
      {payments.isPending ? (
        <LoadingState label={T.loading} />
      ) : payments.isError ? (
        <ListError error={payments.error} onRetry={() => void payments.refetch()} retrying={payments.isFetching} />
      ) : payments.data.items.length === 0 ? (
        <EmptyState>{M.noPayments}</EmptyState>
      ) : (
        <>
          <DataTable label={T.payments.tableLabel} columns={T.payments.columns} busy={payments.isPlaceholderData}>
            {payments.data.items.map((payment) => {
              const status = paymentStatusView(payment.status);
              const receipt = paymentReceiptLabel(payment);
              return (
                <tr key={payment.id}>
                  <td className={`${CELL} whitespace-nowrap text-gray-900`}>{payment.userEmail}</td>
                  <td className={`${CELL} whitespace-nowrap tabular-nums`}>{formatMoney(payment.amountCents, payment.currency)}</td>
                  <td className={CELL}>
                    <Badge tone={status.tone}>{status.label}</Badge>
                  </td>
                  <td className={`${CELL} whitespace-nowrap`}>{formatDateTime(payment.createdAt)}</td>
                  <td className={`${CELL} whitespace-nowrap`}>
                    {paymentMethodLabel(payment.paymentMethod)}
                    {receipt && (
                      <span translate="no" className="block font-mono text-xs text-gray-600">
                        {receipt}
                      </span>
                    )}
                  </td>
                  <td className={`${CELL} min-w-48`}>{payment.failureReason?.trim() || EMPTY_CELL}</td>
                </tr>
              );
            })}
          </DataTable>
          <ListPaging
            what={T.payments.tableLabel}
            page={filter.page}
            total={payments.data.total}
            one={T.payments.one}
            many={T.payments.many}
            onPage={(page) => setFilter((current) => ({ ...current, page }))}
          />
        </>
      )}
    </Panel>
  );
}
