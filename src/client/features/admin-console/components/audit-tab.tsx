import { useId, useState } from 'react';
import { ADMIN_CONSOLE_MESSAGES as M } from '../../../../shared/messages';
import { LoadingState } from '../../../components/ui/loading-state';
import { useAdminAudit, type AuditFilter } from '../api/admin-lists';
import { CONSOLE_TEXTS as T } from '../console-texts';
import { AUDIT_ACTION_CHOICES, EMPTY_CELL, auditActionLabel } from '../format';
import { formatDateTime } from '../../../lib/format-date';
import { CELL, DataTable, EmptyState, ListError, ListPaging, Panel, SearchField } from './list-parts';

const SELECT =
  'h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600/30 sm:text-sm';

/** "Audit": who did what, to whom, why and from which country; newest first. */
export function AuditTab() {
  const [filter, setFilter] = useState<AuditFilter>({ page: 1, admin: '', action: '' });
  const audit = useAdminAudit(filter);
  const actionId = useId();

  return (
    <Panel title={T.tabs.audit}>
      <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <div className="min-w-0">
          <label htmlFor={actionId} className="mb-1 block text-sm font-medium text-gray-700">
            {T.audit.actionLabel}
          </label>
          <select
            id={actionId}
            value={filter.action}
            onChange={(event) => setFilter((current) => ({ ...current, action: event.target.value, page: 1 }))}
            className={SELECT}
          >
            <option value="">{T.audit.allActions}</option>
            {AUDIT_ACTION_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <SearchField
            showLabel
            label={T.audit.adminLabel}
            placeholder={T.audit.adminPlaceholder}
            onSearch={(admin) => setFilter((current) => ({ ...current, admin, page: 1 }))}
          />
        </div>
      </div>
      {audit.isPending ? (
        <LoadingState label={T.loading} />
      ) : audit.isError ? (
        <ListError error={audit.error} onRetry={() => void audit.refetch()} retrying={audit.isFetching} />
      ) : audit.data.items.length === 0 ? (
        <EmptyState>{M.noAudit}</EmptyState>
      ) : (
        <>
          <DataTable label={T.audit.tableLabel} columns={T.audit.columns} busy={audit.isPlaceholderData}>
            {audit.data.items.map((entry) => (
              <tr key={entry.id}>
                <td className={`${CELL} whitespace-nowrap`}>
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </td>
                <td className={`${CELL} whitespace-nowrap text-gray-900`}>{entry.adminUsername}</td>
                <td className={`${CELL} whitespace-nowrap`}>{auditActionLabel(entry.action)}</td>
                <td className={`${CELL} whitespace-nowrap`}>{entry.targetUserEmail ?? EMPTY_CELL}</td>
                <td className={`${CELL} min-w-48`}>{entry.reason?.trim() || EMPTY_CELL}</td>
                <td className={`${CELL} whitespace-nowrap`}>{entry.country ?? EMPTY_CELL}</td>
              </tr>
            ))}
          </DataTable>
          <ListPaging
            what={T.audit.tableLabel}
            page={filter.page}
            total={audit.data.total}
            one={T.audit.one}
            many={T.audit.many}
            onPage={(page) => setFilter((current) => ({ ...current, page }))}
          />
        </>
      )}
    </Panel>
  );
}
