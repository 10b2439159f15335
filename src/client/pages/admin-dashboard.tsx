import { PageHeader } from '../components/layout/page-header';
import { AdminSessionGate } from '../features/admin-auth/components/admin-session-gate';

export function AdminDashboardPage() {
  return (
    <AdminSessionGate>
      <PageHeader title="Admin Dashboard" subtitle="Users, payments and website analytics." />
    </AdminSessionGate>
  );
}
