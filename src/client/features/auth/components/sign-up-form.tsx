import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { Link } from '../../../lib/router';
import { MEMBERSHIP, REDIRECT_DELAY_MS } from '../../../../shared/constants';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, PASSWORD_RECOMMENDATIONS } from '../../../../shared/messages';
import { TERMS_VERSION } from '../../../../shared/policies';
import { passwordRecommendations, signUpFormSchema, type SignUpForm as SignUpFormValues } from '../../../../shared/schemas/auth';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { useSignUp } from '../api/sign-up';
import { signUpFailure } from '../sign-up-errors';
import { NameFields, PhoneField } from '../../../components/forms/profile-fields';
import { RichText } from '../../../lib/rich-text';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

const FORM_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password'] as const;
/** The server derives the username from the e-mail, so its complaints belong under the e-mail; the terms' under the box. */
const fieldFor = (serverField: string): Path<SignUpFormValues> | undefined =>
  serverField === 'username'
    ? 'email'
    : serverField === 'acceptedTerms'
      ? 'acceptTerms'
      : FORM_FIELDS.find((field) => field === serverField);

/** The /sign-up form, its rules and what follows a success (docs/product.md#sign-up). */
export function SignUpForm() {
  const navigateLater = useDelayedNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '', acceptTerms: false },
  });

  const signUp = useSignUp({
    mutationConfig: {
      onSuccess: ({ message }) => {
        toast({ title: ACCOUNT_MESSAGES.accountCreatedTitle, description: message || AUTH_MESSAGES.accountCreated, variant: 'success' });
        // No e-mail in the address: it would stay in the browser's history for the next person at a shared
        // phone; the checkout charges the signed-in member (docs/decisions/024-shared-phone-privacy.md).
        navigateLater('/checkout', REDIRECT_DELAY_MS.signUp);
      },
      onError: (error) => {
        const failure = signUpFailure(error);
        let focused = false;
        for (const [serverField, message] of Object.entries(failure.fieldErrors)) {
          const field = fieldFor(serverField);
          if (!field) continue;
          setError(field, { type: 'server', message }, { shouldFocus: !focused });
          focused = true;
        }
        toast(failure.toast);
      },
    },
  });
  const busy = signUp.isPending || signUp.isSuccess;

  const submit = handleSubmit(({ confirmPassword: _confirm, acceptTerms: _accepted, ...account }) => {
    // Advice only, it never blocks the sign-up (docs/product.md#sign-up). One toast at a time, so one toast for all of it.
    const advice = passwordRecommendations(account.password);
    if (advice.length > 0) {
      toast({ title: PASSWORD_RECOMMENDATIONS.title, description: advice.map((item) => PASSWORD_RECOMMENDATIONS[item]).join(' ') });
    }
    // The schema has already sanitised the names and phone and lowercased the e-mail (docs/product.md#input-sanitising).
    // The box was ticked (the schema requires it): the server records the versions in force (docs/product.md#sign-up-consent).
    signUp.mutate({ ...account, username: account.email, acceptedTerms: TERMS_VERSION });
  });

  return (
    <form noValidate onSubmit={submit} aria-label={m.auth_sign_up_form_label()}>
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        <NameFields
          firstName={register('firstName')}
          lastName={register('lastName')}
          errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
        />
        <EmailField className="sm:col-span-2" error={errors.email?.message} {...register('email')} />
        <PhoneField field={register('phone')} error={errors.phone?.message} />
        <NewPasswordFields
          password={register('password')}
          confirm={register('confirmPassword')}
          errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
          labels={{ password: m.auth_password_label(), confirm: m.auth_confirm_password_label() }}
        />
        <div className="sm:col-span-2">
          <label className="flex items-start gap-3 text-sm text-gray-800">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-blue-600"
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined}
              {...register('acceptTerms')}
            />
            <span>
              <RichText
                text={m.auth_accept_terms()}
                tags={{
                  terms: (words) => (
                    <Link to="/terms" target="_blank" className="font-medium text-blue-700 underline underline-offset-2">
                      {words}
                    </Link>
                  ),
                  privacy: (words) => (
                    <Link to="/privacy" target="_blank" className="font-medium text-blue-700 underline underline-offset-2">
                      {words}
                    </Link>
                  ),
                }}
              />
            </span>
          </label>
          {errors.acceptTerms?.message && (
            <p id="accept-terms-error" role="alert" className="mt-1 text-sm text-red-700">
              {errors.acceptTerms.message}
            </p>
          )}
        </div>
        <Button type="submit" variant="accent" size="lg" className="w-full sm:col-span-2">
          {busy ? m.auth_creating_account() : m.auth_create_account_and_pay({ price: MEMBERSHIP.priceCad })}
        </Button>
      </fieldset>
    </form>
  );
}
