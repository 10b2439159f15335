import { useSearchParams } from 'react-router';
import { NarrowPage } from '../components/layout/narrow-page';
import { InvalidResetLink, ResetPasswordForm } from '../features/auth/components/reset-password-form';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <NarrowPage
      title="Choose a New Password"
      description="Choose a new password for your Maple Bridge account."
      intro="Choose the password you will sign in with from now on."
    >
      {token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
    </NarrowPage>
  );
}
