import { useState } from 'react';
import { ADMIN_CONSOLE_MESSAGES as M } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { useAdminUsers } from '../api/admin-lists';
import { CONSOLE_TEXTS as T } from '../console-texts';
import { blockedSince } from '../format';
import { formatDate } from '../../../lib/format-date';
import { clampPage } from '../list-query';
import { EmptyState, ListError, ListPaging, Panel } from './list-parts';
import { useUserActions } from '../hooks/use-user-actions';

/** "Blocked Users": users?status=blocked, each with when and why, and Unblock. */
export function BlockedUsersTab() {
  const [page, setPage] = useState(1);
  const blocked = useAdminUsers({ search: '', page, status: 'blocked' });
  const { unblock, unblockUser } = useUserActions();

  // Unblocking the last user of the last page leaves that page empty: step back to the new last page.
  const total = blocked.data?.total ?? 0;
  if (blocked.isSuccess && !blocked.isPlaceholderData && page > 1 && clampPage(page, total) !== page) setPage(clampPage(page, total));

  return (
    <Panel title={blocked.isSuccess ? T.blocked.heading(total) : T.tabs.blocked}>
      {blocked.isPending ? (
        <LoadingState label={T.loading} />
      ) : blocked.isError ? (
        <ListError error={blocked.error} onRetry={() => void blocked.refetch()} retrying={blocked.isFetching} />
      ) : blocked.data.items.length === 0 ? (
        <EmptyState>{M.noBlockedUsers}</EmptyState>
      ) : (
        <>
          <ul className={`grid gap-3 ${blocked.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={blocked.isPlaceholderData || undefined}>
            {blocked.data.items.map((user) => (
              <li
                key={user.id}
                className="flex flex-col gap-3 rounded-lg border border-red-100 bg-red-50/40 p-4 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-semibold break-all text-gray-900">{user.email}</p>
                  <p className="mt-1 text-gray-700">
                    {T.blocked.blockedOn} {formatDate(blockedSince(user))}
                  </p>
                  <p className="mt-1 break-words text-gray-700">
                    <span className="font-medium">{T.blocked.reason}:</span> {user.blockedReason?.trim() || T.blocked.noReason}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  className="self-start"
                  disabled={unblock.isPending && unblock.variables === user.id}
                  onClick={() => unblockUser(user.id)}
                  aria-label={`${T.users.unblock}: ${user.email}`}
                >
                  {T.users.unblock}
                </Button>
              </li>
            ))}
          </ul>
          <ListPaging what={T.tabs.blocked} page={page} total={total} one={T.blocked.one} many={T.blocked.many} onPage={setPage} />
        </>
      )}
    </Panel>
  );
}
