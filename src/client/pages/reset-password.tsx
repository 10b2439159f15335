import { useSearchParams } from '../lib/router';
import { NarrowPage } from '../components/layout/narrow-page';
import { InvalidResetLink, ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { m } from '../../shared/i18n/paraglide/messages.js';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <NarrowPage title={m.auth_reset_title()} description={m.auth_reset_description()} intro={m.auth_reset_intro()}>
      {token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
    </NarrowPage>
  );
}
