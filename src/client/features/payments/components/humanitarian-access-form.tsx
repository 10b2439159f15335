import { zodResolver } from '@hookform/resolvers/zod';
import { HeartHandshake } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { MEMBERSHIP, REDIRECT_DELAY_MS } from '../../../../shared/constants';
import { operator } from '../../../lib/operator';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { PAYMENT_MESSAGES } from '../../../../shared/messages';
import { RichText } from '../../../lib/rich-text';
import { Button } from '../../../components/ui/button';
import { EmailField, TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { reformatOnChange } from '../../../lib/reformat-input';
import { humanitarianAudience } from '../humanitarian-audience';
import { useRedeemHumanitarianAccess } from '../api/redeem-humanitarian-access';
import { humanitarianFormSchema } from '../humanitarian-form-schema';
import { accessDeniedToast } from '../payment-toasts';
import { HUMANITARIAN_RETURN_PATH } from '../return-paths';

const toUpperCase = (value: string) => value.toUpperCase();

/** A support-issued code for 12 free months, redeemed for an existing account's e-mail (docs/product.md#humanitarian-access). */
export function HumanitarianAccessForm({ email }: { email: string }) {
  const navigateLater = useDelayedNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(humanitarianFormSchema),
    defaultValues: { email, accessCode: '' },
  });

  const redeem = useRedeemHumanitarianAccess({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: PAYMENT_MESSAGES.accessGrantedTitle, description: PAYMENT_MESSAGES.accessGranted, variant: 'success' });
        navigateLater(HUMANITARIAN_RETURN_PATH, REDIRECT_DELAY_MS.humanitarian);
      },
      onError: (error) => toast(accessDeniedToast(error)),
    },
  });
  // Still locked while the toast is read and the redirect is pending: the code is spent.
  const busy = redeem.isPending || redeem.isSuccess;
  const emailField = register('email');
  const accessCodeField = reformatOnChange(register('accessCode'), toUpperCase);

  return (
    <div className="space-y-5">
      <div className="rounded-lg bg-blue-50 p-4 text-sm text-blue-950">
        <p className="flex items-center gap-2 font-semibold">
          <HeartHandshake aria-hidden="true" className="size-5 text-blue-600" />
          {m.payments_humanitarian_form_title({ months: MEMBERSHIP.months })}
        </p>
        <p className="mt-2">{m.payments_humanitarian_form_same()}</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {humanitarianAudience().map((group) => (
            <li key={group}>{group}</li>
          ))}
        </ul>
        <p className="mt-2">
          <RichText
            text={m.payments_humanitarian_form_codes({ email: operator.supportEmail })}
            tags={{
              email: (words) => (
                <a href={`mailto:${operator.supportEmail}`} className="font-medium text-blue-700 underline underline-offset-2">
                  {words}
                </a>
              ),
            }}
          />
        </p>
      </div>
      <form noValidate onSubmit={handleSubmit((values) => redeem.mutate(values))} aria-label={m.payments_tab_humanitarian()}>
        <fieldset disabled={busy} className="space-y-4">
          <EmailField hint={m.payments_humanitarian_email_hint()} error={errors.email?.message} {...emailField} />
          <TextField
            label={m.payments_humanitarian_code_label()}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={errors.accessCode?.message}
            {...accessCodeField}
          />
          <Button type="submit" size="lg" className="w-full">
            {busy ? m.payments_humanitarian_verifying() : m.payments_humanitarian_activate()}
          </Button>
        </fieldset>
      </form>
    </div>
  );
}
