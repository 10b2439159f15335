import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '../../../../shared/messages';
import { forgotPasswordRequestSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { EmailField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { toUserMessage } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/forgot-password';

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
        <Notice tone="success" role="status" title="Check your e-mail">
          {request.data.message || AUTH_MESSAGES.forgotPasswordSent}
        </Notice>
        <Link to="/sign-in" className="inline-block font-medium text-blue-700 underline underline-offset-2">
          Back to Sign In
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit((values) => request.mutate(values))} aria-label="Request a password reset link">
      <fieldset disabled={request.isPending} className="space-y-4">
        <EmailField hint="We will e-mail you a link to choose a new password." error={errors.email?.message} {...register('email')} />
        <Button type="submit" size="lg" className="w-full">
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </fieldset>
      <p className="mt-6 text-sm text-gray-700">
        Remembered it?{' '}
        <Link to="/sign-in" className="font-medium text-blue-700 underline underline-offset-2">
          Sign In
        </Link>
      </p>
    </form>
  );
}
