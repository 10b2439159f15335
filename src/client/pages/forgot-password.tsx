import { NarrowPage } from '../components/layout/narrow-page';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { m } from '../../shared/i18n/paraglide/messages.js';

export function ForgotPasswordPage() {
  return (
    <NarrowPage title={m.auth_forgot_title()} description={m.auth_forgot_description()} intro={m.auth_forgot_intro()}>
      <ForgotPasswordForm />
    </NarrowPage>
  );
}
