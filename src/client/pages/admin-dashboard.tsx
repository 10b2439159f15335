import { PageMeta } from '../components/layout/page-meta';
import { PageHeader } from '../components/layout/page-header';
import { AdminSessionGate } from '../features/admin-auth/components/admin-session-gate';
import { AdminConsole } from '../features/admin-console/components/admin-console';
import { CONSOLE_TEXTS } from '../features/admin-console/console-texts';
import { useAdminSessionExpiry } from '../features/admin-console/hooks/use-admin-session-expiry';
import { FunnelPanel } from '../features/jobs/components/funnel-panel';

/** /admin-dashboard (docs/product.md#admin-dashboard): the session gate, then the console. */
export function AdminDashboardPage() {
  // Any console call answered 401 ends the session here: back to /admin-login.
  useAdminSessionExpiry();
  return (
    <AdminSessionGate>
      <PageMeta
        title={CONSOLE_TEXTS.pageTitle}
        description="Maple Bridge administration: users, payments, complimentary access and analytics."
      />
      <PageHeader title={CONSOLE_TEXTS.pageTitle} subtitle={CONSOLE_TEXTS.pageSubtitle} />
      <AdminConsole />
      {/* The funnel's status and controls belong to the console, not to members' /jobs (docs/product.md#job-funnel). */}
      <div className="mx-auto max-w-7xl px-4 pb-10 sm:px-6">
        <FunnelPanel />
      </div>
    </AdminSessionGate>
  );
}
