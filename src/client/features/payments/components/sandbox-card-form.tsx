import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from '../../../lib/router';
import { PAYMENT_MESSAGES } from '../../../../shared/messages';
import { SANDBOX_TEST_CARDS, paymentIntentIdFromClientSecret } from '../../../../shared/schemas/payments';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { reformatOnChange } from '../../../lib/reformat-input';
import { useConfirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { cardFormSchema } from '../card-form-schema';
import { formatCardNumber, formatCvc, formatExpiry } from '../card-input';
import { paymentFailedToast } from '../payment-toasts';
import { payButtonLabel, PAYMENT_RETURN_PATH, processingLabel } from '../return-paths';

// The card's own notation, printed the same on every card whatever the language.
const EXPIRY_PATTERN = 'MM/YY';
const CARD_NUMBER_PATTERN = '1234 1234 1234 1234';
const CVC = 'CVC';

/**
 * The offline provider's card form (DESIGN §1). It says plainly that it is a test, and follows Stripe's
 * test cards. Only the card number is sent; expiry and CVC are checked for shape and stay here.
 */
export function SandboxCardForm({ clientSecret }: { clientSecret: string }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(cardFormSchema), defaultValues: { cardNumber: '', expiry: '', cvc: '' } });

  const confirm = useConfirmSandboxPayment({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: PAYMENT_MESSAGES.paymentSuccessfulTitle, description: PAYMENT_MESSAGES.paymentSuccessful, variant: 'success' });
        // Replace: going back would land on a checkout whose payment is already spent.
        void navigate(PAYMENT_RETURN_PATH, { replace: true });
      },
      onError: (error) => toast(paymentFailedToast(error)),
    },
  });
  const busy = confirm.isPending || confirm.isSuccess;
  const cardNumberField = reformatOnChange(register('cardNumber'), formatCardNumber);
  const expiryField = reformatOnChange(register('expiry'), formatExpiry);
  const cvcField = reformatOnChange(register('cvc'), formatCvc);

  const pay = handleSubmit(({ cardNumber }) =>
    confirm.mutate({ paymentIntentId: paymentIntentIdFromClientSecret(clientSecret), clientSecret, cardNumber }),
  );

  return (
    <form noValidate onSubmit={pay} aria-label={m.payments_card_form_label()} className="space-y-5">
      <Notice tone="warning" title={m.payments_sandbox_title()}>
        {m.payments_sandbox_hint({ succeeds: SANDBOX_TEST_CARDS.succeeds, declined: SANDBOX_TEST_CARDS.declined })}
      </Notice>
      <fieldset disabled={busy} className="space-y-4">
        <TextField
          label={m.payments_card_number()}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder={CARD_NUMBER_PATTERN}
          spellCheck={false}
          error={errors.cardNumber?.message}
          {...cardNumberField}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={m.payments_card_expiry()}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={EXPIRY_PATTERN}
            error={errors.expiry?.message}
            {...expiryField}
          />
          <TextField label={CVC} inputMode="numeric" autoComplete="cc-csc" placeholder="123" error={errors.cvc?.message} {...cvcField} />
        </div>
        <Button type="submit" variant="accent" size="lg" className="w-full">
          {busy ? processingLabel() : payButtonLabel()}
        </Button>
      </fieldset>
    </form>
  );
}
