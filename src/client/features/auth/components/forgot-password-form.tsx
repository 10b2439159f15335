import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from '../../../lib/router';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '../../../../shared/messages';
import { forgotPasswordRequestSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { EmailField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { toUserMessage } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/forgot-password';
import { RichText } from '../../../lib/rich-text';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

export function ForgotPasswordForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: '' } });
  const request = useRequestPasswordReset({
    mutationConfig: {
      onError: (error) => toast({ title: ACCOUNT_MESSAGES.requestFailedTitle, description: toUserMessage(error), variant: 'destructive' }),
    },
  });

  if (request.isSuccess) {
    return (
      <div className="space-y-4">
        {/* The same answer whether or not the account exists, so it tells nobody who is a member. */}
        <Notice tone="success" role="status" title={m.auth_check_email_title()}>
          {request.data.message || AUTH_MESSAGES.forgotPasswordSent}
        </Notice>
        <Link to="/sign-in" className="inline-block font-medium text-blue-700 underline underline-offset-2">
          {m.auth_back_to_sign_in()}
        </Link>
      </div>
    );
  }

  // Registered before the markup: a field name is not a text to translate, which the catalogue lint cannot tell in JSX.
  const email = register('email');
  return (
    <form noValidate onSubmit={handleSubmit((values) => request.mutate(values))} aria-label={m.auth_forgot_form_label()}>
      <fieldset disabled={request.isPending} className="space-y-4">
        <EmailField hint={m.auth_forgot_email_hint()} error={errors.email?.message} {...email} />
        <Button type="submit" size="lg" className="w-full">
          {request.isPending ? m.auth_sending() : m.auth_send_reset_link()}
        </Button>
      </fieldset>
      <p className="mt-6 text-sm text-gray-700">
        <RichText
          text={m.auth_remembered_it()}
          tags={{
            signIn: (words) => (
              <Link to="/sign-in" className="font-medium text-blue-700 underline underline-offset-2">
                {words}
              </Link>
            ),
          }}
        />
      </p>
    </form>
  );
}
