import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from '../../../lib/router';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, VALIDATION_MESSAGES } from '../../../../shared/messages';
import { resetPasswordFormSchema } from '../../../../shared/schemas/auth';
import { AUTH_ERROR_CODES, ERROR_CODES } from '../../../../shared/error-codes';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, toUserMessage } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

const linkClass = 'inline-block font-medium text-blue-700 underline underline-offset-2';

export function InvalidResetLink({ message = VALIDATION_MESSAGES.tokenInvalid }: { message?: string }) {
  return (
    <div className="space-y-4">
      <Notice tone="error" role="alert" title={m.auth_link_unusable()}>
        {message}
      </Notice>
      <Link to="/forgot-password" className={linkClass}>
        {m.auth_request_new_link()}
      </Link>
    </div>
  );
}

/** The form behind the e-mailed /reset-password?token=… link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });
  const reset = useResetPassword({
    mutationConfig: {
      onError: (error) => {
        if (error instanceof ApiError && error.errorCode === AUTH_ERROR_CODES.invalidToken) return;
        // e.g. a password the server finds too common: say so under the field.
        const details = error instanceof ApiError && error.errorCode === ERROR_CODES.validation ? error.details : undefined;
        const passwordProblem = typeof details === 'object' && details !== null && 'password' in details ? details.password : undefined;
        if (typeof passwordProblem === 'string') setError('password', { type: 'server', message: passwordProblem }, { shouldFocus: true });
        toast({ title: ACCOUNT_MESSAGES.resetFailedTitle, description: toUserMessage(error), variant: 'destructive' });
      },
    },
  });

  if (reset.error instanceof ApiError && reset.error.errorCode === AUTH_ERROR_CODES.invalidToken) {
    return <InvalidResetLink message={reset.error.serverMessage} />;
  }
  if (reset.isSuccess) {
    return (
      <div className="space-y-4">
        <Notice tone="success" role="status" title={m.auth_password_changed_title()}>
          {reset.data.message || AUTH_MESSAGES.passwordReset}
        </Notice>
        <Link to="/sign-in" className={linkClass}>
          {m.auth_sign_in()}
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(({ password }) => reset.mutate({ token, password }))} aria-label={m.auth_reset_form_label()}>
      <fieldset disabled={reset.isPending} className="space-y-4">
        <NewPasswordFields
          password={register('password')}
          confirm={register('confirmPassword')}
          errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
        />
        <Button type="submit" size="lg" className="w-full">
          {reset.isPending ? m.auth_saving() : m.auth_set_new_password()}
        </Button>
      </fieldset>
    </form>
  );
}
