import { PageMeta } from '../components/layout/page-meta';
import { Link } from 'react-router';
import { MEMBERSHIP } from '../../shared/constants';
import { SupportContacts } from '../components/layout/support-contacts';
import { SignUpForm } from '../features/auth/components/sign-up-form';

/** 'What Happens Next' (docs/product.md#sign-up). */
const NEXT_STEPS = [
  'Your account is created and we send you an e-mail to verify your address.',
  `You are taken straight to the secure $${MEMBERSHIP.priceCad} CAD payment.`,
  'You get immediate access to the LMIA job database and the AI tools.',
] as const;

export function SignUpPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,36rem)_minmax(0,1fr)] lg:gap-16 lg:py-14">
      <PageMeta
        title="Create Account"
        description="Create your Maple Bridge account, then pay 300 CAD once for 12 months of LMIA job search and AI application tools."
      />
      <section aria-labelledby="sign-up-title" className="space-y-6">
        <div>
          <h1 id="sign-up-title" className="text-3xl font-bold tracking-tight text-gray-900">
            Create Account
          </h1>
          <p className="mt-2 text-gray-700">
            Create your account, then pay the one-time ${MEMBERSHIP.priceCad} CAD membership for {MEMBERSHIP.months} months of access.
          </p>
        </div>
        <SignUpForm />
        <p className="text-sm text-gray-700">
          Already have an account?{' '}
          <Link to="/sign-in" className="font-medium text-blue-700 underline underline-offset-2">
            Sign In
          </Link>
        </p>
      </section>
      <aside className="space-y-6 lg:pt-16" aria-label="What happens next and support">
        <section aria-labelledby="next-steps-title" className="rounded-xl border border-gray-200 p-5">
          <h2 id="next-steps-title" className="font-semibold text-gray-900">
            What Happens Next
          </h2>
          <ol className="mt-4 space-y-4">
            {NEXT_STEPS.map((step, index) => (
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
