import { Link } from 'react-router';
import { POLICY_VERSIONS, RETENTION_DAYS } from '../../shared/policies';
import { OperatorDetails, PolicyPage } from '../features/policies/components/policy-page';

/**
 * The privacy policy, for Kenya's Data Protection Act 2019 and Canada's PIPEDA (docs/product.md#policy-pages).
 * The periods are RETENTION_DAYS, the numbers the clean-up uses.
 */
export function PrivacyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      description="What Maple Bridge collects, why, where it is kept, for how long, and your rights."
      version={POLICY_VERSIONS.privacy}
    >
      <p>
        Written for Kenya&apos;s Data Protection Act, 2019 and Canada&apos;s Personal Information Protection and Electronic Documents Act
        (PIPEDA).
      </p>
      <h2>Who is responsible (the data controller)</h2>
      <OperatorDetails />
      <h2>What we collect and why</h2>
      <ul>
        <li>Your name, e-mail, phone and password (stored only as a hash): to run your account and reach you about it.</li>
        <li>
          Payments (amount, method, the provider&apos;s reference; never your card number): to grant the membership, give receipts and keep
          accounts.
        </li>
        <li>Documents you upload, job alerts and applications you track: to provide those tools to you.</li>
        <li>Page visits (which page, when, no account): to know which pages are used.</li>
        <li>Copies of the e-mails we send you: to check that they were sent.</li>
      </ul>
      <h2>Where it is kept</h2>
      <p>
        In our database on our hosting provider&apos;s servers, which may be outside Kenya. Card payments are handled by Stripe and M-Pesa
        payments by Safaricom; each keeps its own records under its own policy.
      </p>
      <h2>How long</h2>
      <ul>
        <li>
          Sign-in sessions: at most {RETENTION_DAYS.sessionLifetime} days, and end after {RETENTION_DAYS.sessionIdle} days unused.
        </li>
        <li>Copies of sent e-mails: {RETENTION_DAYS.outbox} days.</li>
        <li>Page visits: {RETENTION_DAYS.visits} days.</li>
        <li>Your account, documents, alerts and applications: until you delete your account.</li>
        <li>Payments: kept for accounting after you delete your account, attached to an anonymised record.</li>
      </ul>
      <h2>Your rights and how to use them</h2>
      <p>
        You may see, correct, download and delete your data. In <Link to="/account">your account</Link> you can change your details,
        download everything we hold about you as one file, and delete your account. For anything else, write to support above.
      </p>
      <h2>Complaints</h2>
      <p>
        Write to us first. You may also complain to Kenya&apos;s Office of the Data Protection Commissioner (
        <a href="https://www.odpc.go.ke/">odpc.go.ke</a>) or, in Canada, to the Office of the Privacy Commissioner of Canada (
        <a href="https://www.priv.gc.ca/">priv.gc.ca</a>).
      </p>
    </PolicyPage>
  );
}
