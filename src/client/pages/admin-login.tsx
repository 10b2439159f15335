import { NarrowPage } from '../components/layout/narrow-page';
import { Notice } from '../components/ui/notice';
import { AdminLoginForm } from '../features/admin-auth/components/admin-login-form';

export function AdminLoginPage() {
  return (
    <NarrowPage
      title="Admin Access"
      description="Sign-in for Maple Bridge administrators."
      intro="Sign in with your administrator account."
    >
      <AdminLoginForm />
      <Notice tone="warning" className="mt-6" title="Restricted area">
        All access attempts are logged.
      </Notice>
    </NarrowPage>
  );
}
