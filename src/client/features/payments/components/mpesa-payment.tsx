import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '../../../lib/router';
import { MPESA_CHECKOUT_MESSAGES as T, MPESA_MESSAGES, PAYMENT_MESSAGES } from '../../../../shared/messages';
import { MPESA_PROMPT_SECONDS, MPESA_SANDBOX_NUMBERS } from '../../../../shared/schemas/mpesa';
import type { PaymentsConfig } from '../../../../shared/schemas/payments';
import { formatKenyanMobile } from '../../../../shared/phone';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { AUTH_QUERY_ROOT } from '../../../lib/auth/get-auth-status';
import { useCreateMpesaPayment, useMpesaPaymentStatus } from '../api/mpesa-payments';
import { formatKes } from '../kes-price';
import {
  formatCountdown,
  mpesaRequestFailure,
  mpesaView,
  pendingMpesaOf,
  promptDeadline,
  secondsLeft,
  spokenTimeLeft,
  type SentMpesaRequest,
} from '../mpesa-checkout';
import { mpesaFormSchema } from '../mpesa-form-schema';
import { PAYMENT_RETURN_PATH } from '../return-paths';

type SentRequest = SentMpesaRequest;

/** A number in the shape Kenyans write it: the same in every language. */
const EXAMPLE_PHONE = '0712 345 678';

/**
 * The M-Pesa choice of the checkout (docs/product.md#checkout): the phone form, then the waiting view while the
 * member approves the payment request on their phone. "Try again" comes back to the form with the number kept, or
 * calls `onTryAgain` when the page has more to redo (a resumed payment: the whole checkout is set up afresh).
 * `resume`: a payment the server says is under way (a reload during the wait) opens on its waiting view.
 * `knownPhone`: the number the member gave already (My profile's or the account's, from GET /api/payments/checkout),
 * which the field starts with; they may change it.
 */
export function MpesaPayment({
  config,
  resume = null,
  onTryAgain,
  knownPhone = null,
}: {
  config: PaymentsConfig;
  resume?: SentRequest | null;
  onTryAgain?: () => void;
  knownPhone?: string | null;
}) {
  const [sent, setSent] = useState<SentRequest | null>(resume);
  const [phoneTyped, setPhoneTyped] = useState(knownPhone ?? '');
  const [retrying, setRetrying] = useState(false);

  if (sent) {
    return (
      <MpesaWaiting
        key={sent.id}
        request={sent}
        onTryAgain={() => {
          if (onTryAgain) return onTryAgain();
          setSent(null);
          setRetrying(true);
        }}
      />
    );
  }
  return (
    <MpesaRequestForm
      amountKes={config.mpesaPriceKes}
      sandbox={config.mpesaProvider === 'sandbox'}
      defaultPhone={phoneTyped}
      focusPhone={retrying}
      onSent={(request, typed) => {
        setPhoneTyped(typed);
        setSent(request);
      }}
    />
  );
}

function MpesaRequestForm({
  amountKes,
  sandbox,
  defaultPhone,
  focusPhone,
  onSent,
}: {
  amountKes: number;
  sandbox: boolean;
  defaultPhone: string;
  focusPhone: boolean;
  onSent: (request: SentRequest, typed: string) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(mpesaFormSchema), defaultValues: { phone: defaultPhone } });
  const [requestError, setRequestError] = useState<string | null>(null);

  useEffect(() => {
    // Back from a failed attempt: the keyboard lands on the number, ready to send again or correct it.
    if (focusPhone) setFocus('phone');
  }, [focusPhone, setFocus]);

  const create = useCreateMpesaPayment({
    mutationConfig: {
      onSuccess: (created, input) => {
        onSent({ id: created.id, amountKes: created.amountKes, phone: input.phone, sentAtMs: Date.now() }, getValues('phone'));
      },
      onError: (error) => {
        // Another tab (or a double submit) already sent one: follow that payment instead of showing an error.
        const pending = pendingMpesaOf(error);
        if (pending) return onSent(pending, getValues('phone'));
        const failure = mpesaRequestFailure(error);
        setRequestError(failure.message);
        if (failure.phone) setError('phone', { message: failure.phone }, { shouldFocus: true });
      },
    },
  });

  const send = handleSubmit(({ phone }) => {
    setRequestError(null);
    create.mutate({ phone });
  });
  const busy = create.isPending || create.isSuccess;
  const phoneField = register('phone');

  return (
    <form noValidate onSubmit={send} aria-label={T.formLabel} className="space-y-5">
      <p className="text-sm text-gray-700">{T.intro}</p>
      {sandbox && <SandboxNumbers />}
      <dl className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg bg-gray-50 p-4">
        <dt className="text-sm font-medium text-gray-800">{T.amountLabel}</dt>
        <dd className="text-2xl font-bold text-gray-900 tabular-nums">{formatKes(amountKes)}</dd>
        <dd className="w-full text-xs text-gray-600">{T.amountNote}</dd>
      </dl>
      <fieldset disabled={busy} className="space-y-4">
        <TextField
          label={MPESA_MESSAGES.phoneLabel}
          hint={MPESA_MESSAGES.phoneHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          spellCheck={false}
          placeholder={EXAMPLE_PHONE}
          error={errors.phone?.message}
          {...phoneField}
        />
        {requestError && (
          <Notice tone="error" title={T.requestErrorTitle} role="alert">
            {requestError}
          </Notice>
        )}
        <Button type="submit" variant="accent" size="lg" className="w-full">
          {busy ? T.sending : MPESA_MESSAGES.sendRequest}
        </Button>
      </fieldset>
    </form>
  );
}

/** Like the sandbox card hint: the offline stand-in's numbers and what each one answers. */
function SandboxNumbers() {
  const outcomes = [
    [MPESA_SANDBOX_NUMBERS.cancelled, T.sandboxOutcomes.cancelled],
    [MPESA_SANDBOX_NUMBERS.insufficientFunds, T.sandboxOutcomes.insufficientFunds],
    [MPESA_SANDBOX_NUMBERS.noAnswer, T.sandboxOutcomes.noAnswer],
    [MPESA_SANDBOX_NUMBERS.wrongPin, T.sandboxOutcomes.wrongPin],
  ] as const;
  return (
    <Notice tone="warning" title={T.sandboxTitle}>
      <p>{T.sandboxHint(MPESA_SANDBOX_NUMBERS.succeeds)}</p>
      <ul className="mt-1 space-y-0.5">
        {outcomes.map(([number, outcome]) => (
          <li key={number}>
            <span translate="no" className="font-mono">
              {number}
            </span>{' '}
            — {outcome}
          </li>
        ))}
      </ul>
    </Notice>
  );
}

/** This device's time, every second while `ticking`. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

function MpesaWaiting({ request, onTryAgain }: { request: SentRequest; onTryAgain: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useMpesaPaymentStatus(request.id, request.sentAtMs);
  const deadline = promptDeadline(status.data?.expiresAt, request.sentAtMs);
  const [ticking, setTicking] = useState(true);
  const now = useNow(ticking);
  const view = mpesaView(status.data, deadline, now, status.error);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The clock stops with the outcome; a render, not an effect, so nothing renders twice for it.
  if (ticking && (view.kind === 'failed' || view.kind === 'succeeded')) setTicking(false);

  const succeeded = view.kind === 'succeeded';
  useEffect(() => {
    if (!succeeded) return;
    // The same way on as a card payment (docs/product.md#card-payments): the gate must not keep the old answer.
    void queryClient.invalidateQueries({ queryKey: [AUTH_QUERY_ROOT] });
    toast({ title: PAYMENT_MESSAGES.paymentSuccessfulTitle, description: MPESA_MESSAGES.succeeded, variant: 'success' });
    // Replace: going back would land on a finished payment request.
    void navigate(PAYMENT_RETURN_PATH, { replace: true });
  }, [succeeded, navigate, queryClient]);

  useEffect(() => {
    // The form and its button are gone: the keyboard and the screen reader go to what to do now.
    headingRef.current?.focus();
  }, []);

  const ended = view.kind === 'failed' || view.kind === 'succeeded';
  useEffect(() => {
    // The outcome replaces the waiting view: the keyboard and the screen reader go to it.
    if (ended) outcomeRef.current?.focus();
  }, [ended]);

  if (view.kind === 'failed' || view.kind === 'succeeded') {
    return (
      <div ref={outcomeRef} tabIndex={-1} className="space-y-4 rounded-md outline-none">
        <Notice
          tone={view.kind === 'failed' ? 'error' : 'success'}
          title={view.kind === 'failed' ? T.failedTitle : T.paidTitle}
          role={view.kind === 'failed' ? 'alert' : 'status'}
        >
          {view.message}
        </Notice>
        {view.kind === 'failed' && view.retry && (
          <Button type="button" size="lg" className="w-full" onClick={onTryAgain}>
            {MPESA_MESSAGES.tryAgain}
          </Button>
        )}
      </div>
    );
  }

  const left = secondsLeft(deadline, now);
  const spoken = spokenTimeLeft(left);
  const progress = Math.min(1, left / MPESA_PROMPT_SECONDS);
  return (
    <section aria-labelledby="mpesa-waiting-title" className="space-y-4">
      <div className="flex items-start gap-3">
        <Smartphone aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
        <div className="min-w-0">
          <h3 id="mpesa-waiting-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-gray-900 outline-none">
            {MPESA_MESSAGES.checkPhone}
          </h3>
          <p className="mt-1 text-sm text-gray-700">
            {T.sentTo(formatKes(request.amountKes), formatKenyanMobile(request.phone) ?? request.phone)}
          </p>
        </div>
      </div>
      <div role="status" className="rounded-lg border border-gray-200 bg-white p-4 text-sm text-gray-800">
        <p>{view.kind === 'checking' ? T.stillChecking : MPESA_MESSAGES.pending}</p>
        {status.isError && <p className="mt-1 text-amber-800">{T.slowConnection}</p>}
      </div>
      {view.kind === 'waiting' && (
        <div>
          <p aria-hidden="true" className="text-sm font-medium text-gray-900 tabular-nums">
            {T.timeLeft(formatCountdown(left))}
          </p>
          <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-gray-200">
            <div className="h-full rounded-full bg-green-600 transition-[width] duration-1000" style={{ width: `${progress * 100}%` }} />
          </div>
          {/* Spoken in 30-second steps, not every second. */}
          <p aria-live="polite" className="sr-only">
            {spoken}
          </p>
        </div>
      )}
      <p className="text-xs text-gray-600">{T.notPrompted}</p>
    </section>
  );
}
