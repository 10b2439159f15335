import { Check, LockKeyhole } from 'lucide-react';
import { Link } from '../../../lib/router';
import { MEMBERSHIP } from '../../../../shared/constants';
import { buttonClasses } from '../../../components/ui/button';
import { useAuthStatus } from '../../../lib/auth/get-auth-status';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/** What a membership adds to the look a visitor gets (docs/product.md#a-look-before-paying). */
const MEMBERSHIP_ADDS = [
  m.jobs_membership_adds_employer,
  m.jobs_membership_adds_history,
  m.jobs_membership_adds_track,
  m.jobs_membership_adds_alerts,
  m.jobs_membership_adds_ai,
] as const;

/**
 * The panel a visitor sees beside the listings: what a membership adds, and the way to join. A signed-in
 * account without a membership goes to the checkout; anyone else to create an account.
 */
export function MembershipOffer({ className = '', headingLevel = 2 }: { className?: string; headingLevel?: 2 | 3 }) {
  const status = useAuthStatus();
  const signedIn = status.data?.authenticated === true;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="membership-offer-title" className={`rounded-xl border border-blue-200 bg-blue-50 p-5 ${className}`}>
      <Heading id="membership-offer-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <LockKeyhole aria-hidden="true" className="size-5 text-blue-700" /> {m.jobs_membership_title()}
      </Heading>
      <p className="mt-1 text-sm text-gray-700">{m.jobs_membership_intro({ price: MEMBERSHIP.priceCad, months: MEMBERSHIP.months })}</p>
      <ul className="mt-3 grid gap-1.5 text-sm text-gray-800">
        {MEMBERSHIP_ADDS.map((message) => message()).map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-gray-700">{m.jobs_membership_no_promise()}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Link to={signedIn ? '/checkout' : '/sign-up'} className={buttonClasses({ variant: 'accent' })}>
          {signedIn ? m.jobs_membership_pay({ price: MEMBERSHIP.priceCad }) : m.jobs_membership_join({ price: MEMBERSHIP.priceCad })}
        </Link>
        <Link to="/pricing" className={buttonClasses({ variant: 'outline' })}>
          {m.jobs_membership_pricing()}
        </Link>
      </div>
    </section>
  );
}
