import { zodResolver } from '@hookform/resolvers/zod';
import { HeartHandshake } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { MEMBERSHIP, REDIRECT_DELAY_MS } from '../../../../shared/constants';
import { operator } from '../../../lib/operator';
import { PAYMENT_MESSAGES } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { EmailField, TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { reformatOnChange } from '../../../lib/reformat-input';
import { HUMANITARIAN_AUDIENCE } from '../humanitarian-audience';
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

  return (
    <div className="space-y-5">
      <div className="rounded-lg bg-blue-50 p-4 text-sm text-blue-950">
        <p className="flex items-center gap-2 font-semibold">
          <HeartHandshake aria-hidden="true" className="size-5 text-blue-600" />
          Free {MEMBERSHIP.months}-month humanitarian membership
        </p>
        <p className="mt-2">It gives the same access as a paid membership, for:</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {HUMANITARIAN_AUDIENCE.map((group) => (
            <li key={group}>{group}</li>
          ))}
        </ul>
        <p className="mt-2">
          Access codes are issued by our support team. To ask for one, write to{' '}
          <a href={`mailto:${operator.supportEmail}`} className="font-medium text-blue-700 underline underline-offset-2">
            {operator.supportEmail}
          </a>
          .
        </p>
      </div>
      <form noValidate onSubmit={handleSubmit((values) => redeem.mutate(values))} aria-label="Humanitarian access">
        <fieldset disabled={busy} className="space-y-4">
          <EmailField hint="The e-mail address of your Maple Bridge account." error={errors.email?.message} {...register('email')} />
          <TextField
            label="Access code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={errors.accessCode?.message}
            {...reformatOnChange(register('accessCode'), toUpperCase)}
          />
          <Button type="submit" size="lg" className="w-full">
            {busy ? 'Verifying…' : 'Activate Free Membership'}
          </Button>
        </fieldset>
      </form>
    </div>
  );
}
