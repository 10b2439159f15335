import { CreditCard, LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from '../../../lib/router';
import { MEMBERSHIP } from '../../../../shared/constants';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { localized } from '../../../../shared/i18n/localized';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/** The access gate screens (docs/product.md#access-gate), each text read in the page's language. */
export const ACCESS_GATE_TEXTS = localized({
  checking: m.auth_gate_checking,
  signInTitle: m.auth_gate_sign_in_title,
  signInSubtitle: m.auth_gate_sign_in_subtitle,
  paymentTitle: m.auth_gate_payment_title,
  paymentSubtitle: m.auth_gate_payment_subtitle,
});

export function AccessChecking() {
  return <LoadingState label={ACCESS_GATE_TEXTS.checking} />;
}

function GateScreen({ icon, title, subtitle, children }: { icon: ReactNode; title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-12 text-center sm:py-16">
      <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">{icon}</div>
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
      <h2 className="mt-2 text-lg font-semibold text-gray-800">{subtitle}</h2>
      {children}
    </div>
  );
}

const ACTIONS = 'mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row';

/** Signed out: sign in and come back here, or create an account. */
export function SignInPrompt() {
  const { pathname, search } = useLocation();
  const redirect = encodeURIComponent(`${pathname}${search}`);
  return (
    <GateScreen
      icon={<LockKeyhole aria-hidden="true" className="size-7" />}
      title={ACCESS_GATE_TEXTS.signInTitle}
      subtitle={ACCESS_GATE_TEXTS.signInSubtitle}
    >
      <p className="mt-3 text-gray-700">{m.auth_gate_sign_in_body({ price: MEMBERSHIP.priceCad, months: MEMBERSHIP.months })}</p>
      <div className={ACTIONS}>
        <Link to={`/sign-in?redirect=${redirect}`} className={buttonClasses({ size: 'lg' })}>
          {m.auth_sign_in()}
        </Link>
        <Link to="/sign-up" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
          {m.auth_create_account_and_pay({ price: MEMBERSHIP.priceCad })}
        </Link>
      </div>
    </GateScreen>
  );
}

/** Signed in without an active membership. */
export function PaymentPrompt() {
  return (
    <GateScreen
      icon={<CreditCard aria-hidden="true" className="size-7" />}
      title={ACCESS_GATE_TEXTS.paymentTitle}
      subtitle={ACCESS_GATE_TEXTS.paymentSubtitle}
    >
      <p className="mt-3 text-gray-700">{m.auth_gate_payment_body({ price: MEMBERSHIP.priceCad, months: MEMBERSHIP.months })}</p>
      <div className={ACTIONS}>
        <Link to="/checkout" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
          {m.auth_pay_cad({ price: MEMBERSHIP.priceCad })}
        </Link>
        <Link to="/pricing" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          {m.auth_view_pricing()}
        </Link>
      </div>
    </GateScreen>
  );
}
