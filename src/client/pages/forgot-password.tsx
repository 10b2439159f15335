import { NarrowPage } from '../components/layout/narrow-page';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <NarrowPage
      title="Forgot Password"
      description="Ask for a link to choose a new password for your Maple Bridge account."
      intro="Enter the e-mail address of your account and we will send you a reset link."
    >
      <ForgotPasswordForm />
    </NarrowPage>
  );
}
