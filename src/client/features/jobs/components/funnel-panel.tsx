/* eslint-disable i18next/no-literal-string -- shown on the admin dashboard only, and the admin console stays English (docs/i18n/conventions.md) */
import { Pause, Play, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { readAdminToken } from '../../../lib/admin-session/admin-token';
import { useFunnelAction, useFunnelStatus, type FunnelAction } from '../api/job-funnel';
import { formatCount } from '../../../lib/format-number';

/**
 * The job funnel status panel (docs/product.md#job-funnel), refreshed every 30 s. The controls show only to a signed-in
 * administrator; the server refuses them to anyone else whatever the page shows.
 */
export function FunnelPanel() {
  const status = useFunnelStatus();
  const action = useFunnelAction();
  const isAdmin = Boolean(readAdminToken());

  const run = (which: FunnelAction) =>
    action.mutate(which, {
      onSuccess: (result) => toast({ title: 'Job Funnel', description: result.message, variant: 'success' }),
      // The server's message, or 'An error occurred' (docs/product.md#job-funnel).
      onError: (error) =>
        toast({
          title: 'Job Funnel',
          description: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'An error occurred',
          variant: 'destructive',
        }),
    });

  const data = status.data;
  return (
    <section aria-labelledby="funnel-title" className="rounded-xl border border-gray-200 bg-white p-5">
      <h2 id="funnel-title" className="text-lg font-semibold text-gray-900">
        Job funnel
      </h2>
      {status.isPending ? (
        <p className="mt-2 text-sm text-gray-600">Loading status…</p>
      ) : status.isError || !data ? (
        <p className="mt-2 text-sm text-gray-600">The funnel status is not available right now.</p>
      ) : (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <dt className="text-gray-600">Status</dt>
          <dd className={data.isActive ? 'font-semibold text-green-700' : 'font-semibold text-gray-700'}>
            {data.isActive ? 'Active' : 'Paused'}
          </dd>
          <dt className="text-gray-600">Sources</dt>
          <dd className="text-gray-900">{data.sources}</dd>
          <dt className="text-gray-600">Jobs processed</dt>
          <dd className="text-gray-900">{formatCount(data.totalJobsProcessed)}</dd>
          <dt className="text-gray-600">Last update</dt>
          <dd className="text-gray-900">{formatDateTime(data.lastUpdate, { fallback: 'Not yet' })}</dd>
          {data.lastRun?.error && (
            <>
              <dt className="text-gray-600">Last problem</dt>
              <dd className="break-words text-gray-900">{data.lastRun.error}</dd>
            </>
          )}
        </dl>
      )}
      {isAdmin && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => run('start')}>
            <Play aria-hidden="true" className="size-4" /> Start
          </Button>
          <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => run('stop')}>
            <Pause aria-hidden="true" className="size-4" /> Stop
          </Button>
          <Button size="sm" disabled={action.isPending} onClick={() => run('update')}>
            <RefreshCw aria-hidden="true" className={action.isPending ? 'size-4 animate-spin' : 'size-4'} />{' '}
            {action.isPending ? 'Updating…' : 'Update now'}
          </Button>
        </div>
      )}
    </section>
  );
}
