import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/layout/page-meta';
import { AdminSessionGate } from '../features/admin-auth/components/admin-session-gate';
import { MarketingDashboard } from '../features/marketing/components/marketing-dashboard';

/** Administrators only, like the dashboard (docs/product.md#d2-admin-marketing-behind-the-admin-session, docs/product.md#admin-marketing). */
export function AdminMarketingPage() {
  return (
    <AdminSessionGate>
      <PageMeta title="Admin Marketing Dashboard" description="Maple Bridge marketing materials for administrators." />
      <PageHeader
        title="Admin Marketing Dashboard"
        badge="Admin"
        subtitle="Social media flyers, web banners, stories and videos, and print materials."
      />
      <MarketingDashboard />
    </AdminSessionGate>
  );
}
