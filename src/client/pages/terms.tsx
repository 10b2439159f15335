import { Link } from 'react-router';
import { MEMBERSHIP } from '../../shared/constants';
import { POLICY_VERSIONS } from '../../shared/policies';
import { RENEW_WITHIN_DAYS } from '../../shared/schemas/account';
import { OperatorDetails, PolicyPage } from '../features/policies/components/policy-page';
import { refundWindowDays } from '../lib/operator';

/** The terms of service (docs/product.md#policy-pages). */
export function TermsPage() {
  return (
    <PolicyPage
      title="Terms of Service"
      description="What the Maple Bridge membership gives, for how long, and the rules of use."
      version={POLICY_VERSIONS.terms}
    >
      <h2>Who you deal with</h2>
      <OperatorDetails />
      <h2>What the membership gives</h2>
      <p>
        For {MEMBERSHIP.months} months from the payment: the full job listings (employers approved to hire foreign workers for an occupation
        and place, in a named quarter, with the employer&apos;s name and details), job alerts, the applications tracker and the document
        tools. It is paid once; nothing renews or is charged automatically.
      </p>
      <p>
        The listings come from public Government of Canada data. An approval means an employer could hire a foreign worker for that job; it
        is not a job offer, and no job, work permit or visa is guaranteed. See <Link to="/about">About</Link>.
      </p>
      <h2>Renewal</h2>
      <p>
        You can renew only when fewer than {RENEW_WITHIN_DAYS} days remain or after the membership has ended; a renewal adds{' '}
        {MEMBERSHIP.months} months from the end of the current period.
      </p>
      <h2>Refunds</h2>
      <p>
        You may ask for a refund within {refundWindowDays} days of the payment date; see the <Link to="/refunds">Refund Policy</Link>.
      </p>
      <h2>Acceptable use</h2>
      <ul>
        <li>One person per account; do not share your password or resell access.</li>
        <li>Do not copy the listings in bulk, scrape the site, or try to reach other members&apos; data.</li>
        <li>Upload only documents that are yours, and nothing unlawful.</li>
        <li>We may close an account that breaks these rules, and refund the unused part where the law requires it.</li>
      </ul>
      <h2>Your data</h2>
      <p>
        How we handle your data is in the <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </PolicyPage>
  );
}
