import { PageHeader } from '../components/layout/page-header';
import { AdminSessionGate } from '../features/admin-auth/components/admin-session-gate';
import { MarketingDashboard } from '../features/marketing/components/marketing-dashboard';

/** Administrators only, like the dashboard (docs/product.md#d2-admin-marketing-behind-the-admin-session). */
export function AdminMarketingPage() {
  return (
    <AdminSessionGate>
      <PageHeader title="Admin Marketing Dashboard" subtitle="Social media flyers, web banners, stories and videos, and print materials.">
        <p className="mt-4 inline-flex rounded-full bg-red-600 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">Admin</p>
      </PageHeader>
      <MarketingDashboard />
    </AdminSessionGate>
  );
}
