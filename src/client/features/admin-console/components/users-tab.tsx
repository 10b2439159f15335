import { useState } from 'react';
import { ADMIN_CONSOLE_MESSAGES as M } from '../../../../shared/messages';
import type { AdminUser } from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { useAdminUsers, usersParams, type UsersFilter } from '../api/admin-lists';
import { CONSOLE_TEXTS as T } from '../console-texts';
import { accountStatusView, userName } from '../format';
import { formatDate } from '../../../lib/format-date';
import { CELL, Badge, DataTable, EmptyState, ExportCsvButton, ListError, ListPaging, Panel, SearchField, Toolbar } from './list-parts';
import { ReasonDialog } from './reason-dialog';
import { useUserActions } from '../hooks/use-user-actions';

type Dialog = { kind: 'block' | 'grant'; user: AdminUser } | null;

/** "Users & Payments": every account with its payment and account status, and the actions on it. */
export function UsersTab() {
  const [filter, setFilter] = useState<UsersFilter>({ search: '', page: 1 });
  const users = useAdminUsers(filter);
  // The user stays after closing, so the closing dialog keeps its words while it fades out.
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const openDialog = (next: NonNullable<Dialog>) => {
    setDialog(next);
    setDialogOpen(true);
  };
  const actions = useUserActions(() => setDialogOpen(false));

  return (
    <Panel title={T.tabs.users}>
      <Toolbar>
        <SearchField
          label={T.users.searchLabel}
          placeholder={T.users.searchPlaceholder}
          onSearch={(search) => setFilter({ search, page: 1 })}
        />
        <ExportCsvButton csv={{ path: '/api/admin/users.csv', params: usersParams(filter) }} />
      </Toolbar>
      {users.isPending ? (
        <LoadingState label={T.loading} />
      ) : users.isError ? (
        <ListError error={users.error} onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : users.data.items.length === 0 ? (
        <EmptyState>{filter.search ? M.noUsersMatching : M.noUsers}</EmptyState>
      ) : (
        <>
          <DataTable label={T.users.tableLabel} columns={T.users.columns} busy={users.isPlaceholderData}>
            {users.data.items.map((user) => {
              const account = accountStatusView(user.accountStatus);
              return (
                <tr key={user.id}>
                  <td className={`${CELL} font-medium whitespace-nowrap text-gray-900`}>{userName(user)}</td>
                  <td className={`${CELL} whitespace-nowrap`}>{user.email}</td>
                  <td className={CELL}>
                    {user.isPaidMember ? <Badge tone="green">{T.users.paid}</Badge> : <Badge tone="gray">{T.users.unpaid}</Badge>}
                  </td>
                  <td className={CELL}>
                    <Badge tone={account.tone}>{account.label}</Badge>
                  </td>
                  <td className={`${CELL} whitespace-nowrap`}>{user.location}</td>
                  <td className={`${CELL} whitespace-nowrap`}>{formatDate(user.createdAt)}</td>
                  <td className={CELL}>
                    <div className="flex gap-2">
                      {!user.isPaidMember && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => openDialog({ kind: 'grant', user })}
                          aria-label={`${T.users.grant}: ${user.email}`}
                        >
                          {T.users.grant}
                        </Button>
                      )}
                      {user.accountStatus === 'active' && (
                        <Button
                          size="sm"
                          variant="accent"
                          onClick={() => openDialog({ kind: 'block', user })}
                          aria-label={`${T.users.block}: ${user.email}`}
                        >
                          {T.users.block}
                        </Button>
                      )}
                      {user.accountStatus === 'blocked' && (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={actions.unblock.isPending && actions.unblock.variables === user.id}
                          onClick={() => actions.unblockUser(user.id)}
                          aria-label={`${T.users.unblock}: ${user.email}`}
                        >
                          {T.users.unblock}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </DataTable>
          <ListPaging
            what={T.users.tableLabel}
            page={filter.page}
            total={users.data.total}
            one={T.users.one}
            many={T.users.many}
            onPage={(page) => setFilter((current) => ({ ...current, page }))}
          />
        </>
      )}
      <ReasonDialog
        open={dialogOpen && dialog?.kind === 'block'}
        onOpenChange={setDialogOpen}
        texts={{ ...T.blockDialog, description: T.blockDialog.description(dialog?.user.email ?? '') }}
        pending={actions.block.isPending}
        confirmVariant="accent"
        onConfirm={(reason) => dialog && actions.block.mutate({ userId: dialog.user.id, reason })}
      />
      <ReasonDialog
        open={dialogOpen && dialog?.kind === 'grant'}
        onOpenChange={setDialogOpen}
        texts={{ ...T.grantDialog, description: T.grantDialog.description(dialog?.user.email ?? '') }}
        initialReason={M.defaultGrantReason}
        pending={actions.grant.isPending}
        onConfirm={(reason) => dialog && actions.grant.mutate({ userId: dialog.user.id, reason })}
      />
    </Panel>
  );
}
