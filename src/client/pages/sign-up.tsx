import { PageMeta } from '../components/layout/page-meta';
import { Link } from '../lib/router';
import { MEMBERSHIP } from '../../shared/constants';
import { SupportContacts } from '../components/layout/support-contacts';
import { SignUpForm } from '../features/auth/components/sign-up-form';
import { RichText } from '../lib/rich-text';
import { m } from '../../shared/i18n/paraglide/messages.js';

/** 'What Happens Next' (docs/product.md#sign-up), read in the page's language when shown. */
const nextSteps = () => [m.auth_next_step_verify(), m.auth_next_step_pay({ price: MEMBERSHIP.priceCad }), m.auth_next_step_access()];

export function SignUpPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,36rem)_minmax(0,1fr)] lg:gap-16 lg:py-14">
      <PageMeta title={m.auth_sign_up_title()} description={m.auth_sign_up_description()} />
      <section aria-labelledby="sign-up-title" className="space-y-6">
        <div>
          <h1 id="sign-up-title" className="text-3xl font-bold tracking-tight text-gray-900">
            {m.auth_sign_up_title()}
          </h1>
          <p className="mt-2 text-gray-700">{m.auth_sign_up_intro({ price: MEMBERSHIP.priceCad, months: MEMBERSHIP.months })}</p>
        </div>
        <SignUpForm />
        <p className="text-sm text-gray-700">
          <RichText
            text={m.auth_already_have_account()}
            tags={{
              signIn: (words) => (
                <Link to="/sign-in" className="font-medium text-blue-700 underline underline-offset-2">
                  {words}
                </Link>
              ),
            }}
          />
        </p>
      </section>
      <aside className="space-y-6 lg:pt-16" aria-label={m.auth_sign_up_aside_label()}>
        <section aria-labelledby="next-steps-title" className="rounded-xl border border-gray-200 p-5">
          <h2 id="next-steps-title" className="font-semibold text-gray-900">
            {m.auth_next_steps_title()}
          </h2>
          <ol className="mt-4 space-y-4">
            {nextSteps().map((step, index) => (
              <li key={step} className="flex gap-3 text-sm text-gray-800">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-blue-600 text-sm font-semibold text-white"
                >
                  {index + 1}
                </span>
                <span className="pt-1">{step}</span>
              </li>
            ))}
          </ol>
        </section>
        <SupportContacts />
      </aside>
    </div>
  );
}
