import { BadgeCheck } from 'lucide-react';
import { Link } from '../../../lib/router';
import { formatMembershipDate, PAYMENT_MESSAGES } from '../../../../shared/messages';
import type { CheckoutState, PaymentsConfig, PendingPayment } from '../../../../shared/schemas/payments';
import { buttonClasses } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { resumedRequest } from '../mpesa-checkout';
import { MpesaPayment } from './mpesa-payment';

type Membership = NonNullable<CheckoutState['membership']>;

/** A member with more than 30 days left: nothing to pay yet (docs/product.md#checkout). */
export function MemberUntil({ membership }: { membership: Membership }) {
  return (
    <section
      aria-labelledby="member-until-title"
      className="mx-auto max-w-xl rounded-xl border border-green-200 bg-green-50 px-5 py-8 text-center"
    >
      <BadgeCheck aria-hidden="true" className="mx-auto size-10 text-green-700" />
      <h2 id="member-until-title" className="mt-3 text-xl font-bold text-gray-900">
        {PAYMENT_MESSAGES.memberUntil(formatMembershipDate(membership.expiresAt))}
      </h2>
      <p className="mt-2 text-gray-800">{PAYMENT_MESSAGES.renewFrom(formatMembershipDate(membership.renewFrom))}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/jobs" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
          {PAYMENT_MESSAGES.goToJobs}
        </Link>
        <Link to="/account" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          {PAYMENT_MESSAGES.accountLink}
        </Link>
      </div>
    </section>
  );
}

/** Renewal in the last 30 days: it adds 12 months from the current end. */
export function RenewalNote({ membership }: { membership: Membership }) {
  return (
    <Notice tone="info" title={PAYMENT_MESSAGES.memberUntil(formatMembershipDate(membership.expiresAt))} className="mb-6">
      {PAYMENT_MESSAGES.renewalNote(formatMembershipDate(membership.expiresAt))}
    </Notice>
  );
}

/**
 * A payment the server says is under way for this member (a reload, another tab): an M-Pesa request resumes its
 * waiting view; a card payment the bank is still deciding is said so. Nothing new can be started meanwhile
 * (docs/product.md#one-payment-at-a-time); "Try again" after a failed request sets the checkout up afresh.
 */
export function PaymentUnderWay({
  pending,
  config,
  onTryAgain,
}: {
  pending: PendingPayment;
  config: PaymentsConfig;
  onTryAgain: () => void;
}) {
  if (pending.method === 'mpesa') {
    return (
      <div className="mx-auto max-w-xl">
        <MpesaPayment config={config} resume={resumedRequest(pending)} onTryAgain={onTryAgain} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl">
      <Notice tone="warning" title={PAYMENT_MESSAGES.paymentInFlight} role="status">
        <Link to="/account" className="font-medium text-blue-700 underline underline-offset-2">
          {PAYMENT_MESSAGES.accountLink}
        </Link>
      </Notice>
    </div>
  );
}
