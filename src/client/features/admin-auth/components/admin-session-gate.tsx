import { LogOut, ShieldCheck } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { useAdminLogout } from '../api/admin-logout';
import { useAdminSession } from '../api/verify-admin';

/**
 * Admin pages (docs/product.md#administrator-sessions): check the session on arrival, send a failed check to
 * /admin-login, and put the Logout button at the top of what the administrator sees.
 */
export function AdminSessionGate({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const session = useAdminSession();
  const logout = useAdminLogout({
    mutationConfig: { onSettled: () => void navigate('/admin-login', { replace: true }) },
  });

  useEffect(() => {
    if (!session.isError) return;
    console.warn('[admin] session check failed; returning to the login page', session.error);
    void navigate('/admin-login', { replace: true });
  }, [session.isError, session.error, navigate]);

  if (!session.isSuccess) return <LoadingState label="Verifying admin credentials..." />;

  return (
    <>
      <div className="border-b border-gray-200 bg-gray-50">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
          <p className="flex min-w-0 items-center gap-2 text-sm text-gray-700">
            <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-blue-600" />
            <span className="truncate">
              Administrator: <span className="font-semibold text-gray-900">{session.data.admin.username}</span>
            </span>
          </p>
          <Button variant="outline" size="sm" disabled={logout.isPending} onClick={() => logout.mutate()}>
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </Button>
        </div>
      </div>
      {children}
    </>
  );
}
