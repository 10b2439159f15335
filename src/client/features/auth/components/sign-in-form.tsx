import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { REDIRECT_DELAY_MS } from '../../../../shared/constants';
import { AUTH_MESSAGES } from '../../../../shared/messages';
import { signInFormSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { CurrentPasswordField, EmailField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { useSignIn } from '../api/sign-in';
import { signInErrorToast } from '../sign-in-errors';

const CHECKOUT_PATH = '/checkout';

/** The /sign-in form and what follows (docs/product.md#sign-in). `redirectTo` is already checked as same-site. */
export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const navigateLater = useDelayedNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(signInFormSchema), defaultValues: { email: '', password: '' } });

  const signIn = useSignIn({
    mutationConfig: {
      onSuccess: ({ user, message }) => {
        if (user.isPaidMember) {
          toast({ title: AUTH_MESSAGES.welcomeTitle, description: message || AUTH_MESSAGES.signedIn, variant: 'success' });
          navigateLater(redirectTo, REDIRECT_DELAY_MS.signInPaid);
        } else {
          toast({ title: AUTH_MESSAGES.paymentRequiredTitle, description: AUTH_MESSAGES.paymentRequired });
          // Sent here by the checkout (it needs a session, docs/product.md#checkout): straight back to pay.
          navigateLater(redirectTo === CHECKOUT_PATH ? CHECKOUT_PATH : '/pricing', REDIRECT_DELAY_MS.signInUnpaid);
        }
      },
      onError: (error) => toast(signInErrorToast(error)),
    },
  });
  // Still locked while the welcome toast is read and the redirect is pending.
  const busy = signIn.isPending || signIn.isSuccess;

  return (
    <form noValidate onSubmit={handleSubmit((values) => signIn.mutate(values))} aria-label="Sign in">
      <fieldset disabled={busy} className="space-y-4">
        <EmailField error={errors.email?.message} {...register('email')} />
        <CurrentPasswordField error={errors.password?.message} {...register('password')} />
        <Button type="submit" size="lg" className="w-full">
          {busy ? 'Signing In...' : 'Sign In to Dashboard'}
        </Button>
      </fieldset>
    </form>
  );
}
