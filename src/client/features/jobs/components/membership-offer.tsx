import { Check, LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { MEMBERSHIP } from '../../../../shared/constants';
import { buttonClasses } from '../../../components/ui/button';
import { useAuthStatus } from '../../../lib/auth/get-auth-status';

/** What a membership adds to the look a visitor gets (docs/product.md#a-look-before-paying). */
export const MEMBERSHIP_ADDS = [
  "Each employer's name and address, and the full listing",
  "The employer's positive LMIAs across quarters, to judge how often it hires",
  'Save jobs and track your applications',
  'E-mail alerts for new listings that match your search',
  'AI tools for a Canadian-format resume, cover letter and personal statement',
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
        <LockKeyhole aria-hidden="true" className="size-5 text-blue-700" /> What membership adds
      </Heading>
      <p className="mt-1 text-sm text-gray-700">
        You are seeing every listing&apos;s occupation, place, quarter and positions. A one-time ${MEMBERSHIP.priceCad} CAD membership for{' '}
        {MEMBERSHIP.months} months adds:
      </p>
      <ul className="mt-3 grid gap-1.5 text-sm text-gray-800">
        {MEMBERSHIP_ADDS.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-gray-700">
        Membership does not promise a job or a visa: the listings are employers&apos; approvals to hire, not job offers.
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Link to={signedIn ? '/checkout' : '/sign-up'} className={buttonClasses({ variant: 'accent' })}>
          {signedIn ? `Pay $${MEMBERSHIP.priceCad} CAD to join` : `Join for $${MEMBERSHIP.priceCad} CAD`}
        </Link>
        <Link to="/pricing" className={buttonClasses({ variant: 'outline' })}>
          See pricing
        </Link>
      </div>
    </section>
  );
}
