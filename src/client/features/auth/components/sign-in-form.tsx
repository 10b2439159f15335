import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { REDIRECT_DELAY_MS } from '../../../../shared/constants';
import { AUTH_MESSAGES } from '../../../../shared/messages';
import { signInFormSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { CurrentPasswordField, EmailField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { languageHref } from '../../../lib/language';
import { getLocale } from '../../../../shared/i18n/paraglide/runtime.js';
import { useSignIn } from '../api/sign-in';
import { signInErrorToast } from '../sign-in-errors';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

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
        // The language follows the member (docs/decisions/058-choosing-the-language.md): when the account's is
        // not the page's, the next page is loaded in the member's language, which also remembers it here.
        const goLater = (to: string, delayMs: number) =>
          user.locale === getLocale()
            ? navigateLater(to, delayMs)
            : navigateLater(languageHref(user.locale, to), delayMs, { document: true });
        if (user.isPaidMember) {
          toast({ title: AUTH_MESSAGES.welcomeTitle, description: message || AUTH_MESSAGES.signedIn, variant: 'success' });
          goLater(redirectTo, REDIRECT_DELAY_MS.signInPaid);
        } else {
          toast({ title: AUTH_MESSAGES.paymentRequiredTitle, description: AUTH_MESSAGES.paymentRequired });
          // Sent here by the checkout (it needs a session, docs/product.md#checkout): straight back to pay.
          goLater(redirectTo === CHECKOUT_PATH ? CHECKOUT_PATH : '/pricing', REDIRECT_DELAY_MS.signInUnpaid);
        }
      },
      onError: (error) => toast(signInErrorToast(error)),
    },
  });
  // Still locked while the welcome toast is read and the redirect is pending.
  const busy = signIn.isPending || signIn.isSuccess;
  // Registered before the markup: a field name is not a text to translate, which the catalogue lint cannot tell in JSX.
  const fields = { email: register('email'), password: register('password') };

  return (
    <form noValidate onSubmit={handleSubmit((values) => signIn.mutate(values))} aria-label={m.auth_sign_in_form_label()}>
      <fieldset disabled={busy} className="space-y-4">
        <EmailField error={errors.email?.message} {...fields.email} />
        <CurrentPasswordField error={errors.password?.message} {...fields.password} />
        <Button type="submit" size="lg" className="w-full">
          {busy ? m.auth_signing_in() : m.auth_sign_in_to_dashboard()}
        </Button>
      </fieldset>
    </form>
  );
}
