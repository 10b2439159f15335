import { CircleAlert, RefreshCw } from 'lucide-react';
import { Link } from '../../../lib/router';
import { operator } from '../../../lib/operator';
import { PAYMENT_MESSAGES } from '../../../../shared/messages';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { RichText } from '../../../lib/rich-text';
import { Button, buttonClasses } from '../../../components/ui/button';
import { describeSetupError } from '../setup-errors';

/** The checkout could not be set up. 'Try Again' reloads the page (docs/product.md#checkout). */
export function PaymentSetupErrorCard({ error }: { error: unknown }) {
  const { message, detail, needsAccount } = describeSetupError(error);
  return (
    <section
      role="alert"
      aria-labelledby="setup-error-title"
      className="mx-auto flex max-w-xl flex-col items-center rounded-xl border border-red-200 bg-red-50 px-5 py-8 text-center sm:px-8"
    >
      <CircleAlert aria-hidden="true" className="size-10 text-red-600" />
      <h2 id="setup-error-title" className="mt-3 text-xl font-bold text-gray-900">
        {PAYMENT_MESSAGES.setupErrorTitle}
      </h2>
      <p className="mt-2 text-gray-800">{message}</p>
      {detail && <p className="mt-2 text-sm text-gray-700">{detail}</p>}
      <div className="mt-6 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        {/* An unknown account is not fixed by reloading: the way on is an account, so that leads. */}
        {needsAccount && (
          <Link to="/sign-up" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
            {m.payments_setup_create_account()}
          </Link>
        )}
        {needsAccount && (
          <Link to="/sign-in" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            {m.payments_setup_sign_in()}
          </Link>
        )}
        <Button variant={needsAccount ? 'outline' : 'primary'} size="lg" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {m.payments_setup_try_again()}
        </Button>
      </div>
      <p className="mt-6 text-sm text-gray-700">
        <RichText
          text={m.payments_setup_still_stuck({ email: operator.supportEmail })}
          tags={{
            email: (words) => (
              <a href={`mailto:${operator.supportEmail}`} className="font-medium text-blue-700 underline underline-offset-2">
                {words}
              </a>
            ),
          }}
        />
      </p>
    </section>
  );
}
