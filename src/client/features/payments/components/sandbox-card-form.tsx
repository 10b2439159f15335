import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PAYMENT_MESSAGES } from '../../../../shared/messages';
import { SANDBOX_TEST_CARDS, paymentIntentIdFromClientSecret } from '../../../../shared/schemas/payments';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { reformatOnChange } from '../../../lib/reformat-input';
import { useConfirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { cardFormSchema } from '../card-form-schema';
import { formatCardNumber, formatCvc, formatExpiry } from '../card-input';
import { paymentFailedToast } from '../payment-toasts';
import { PAY_BUTTON_LABEL, PAYMENT_RETURN_PATH, PROCESSING_LABEL } from '../return-paths';

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

  const pay = handleSubmit(({ cardNumber }) =>
    confirm.mutate({ paymentIntentId: paymentIntentIdFromClientSecret(clientSecret), clientSecret, cardNumber }),
  );

  return (
    <form noValidate onSubmit={pay} aria-label="Card payment" className="space-y-5">
      <Notice tone="warning" title="TEST MODE">
        Test mode — no real money is charged. Use card {SANDBOX_TEST_CARDS.succeeds} to succeed, {SANDBOX_TEST_CARDS.declined} to see a
        decline.
      </Notice>
      <fieldset disabled={busy} className="space-y-4">
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          spellCheck={false}
          error={errors.cardNumber?.message}
          {...reformatOnChange(register('cardNumber'), formatCardNumber)}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Expiry (MM/YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            error={errors.expiry?.message}
            {...reformatOnChange(register('expiry'), formatExpiry)}
          />
          <TextField
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            error={errors.cvc?.message}
            {...reformatOnChange(register('cvc'), formatCvc)}
          />
        </div>
        <Button type="submit" variant="accent" size="lg" className="w-full">
          {busy ? PROCESSING_LABEL : PAY_BUTTON_LABEL}
        </Button>
      </fieldset>
    </form>
  );
}
