import { Link } from 'react-router';
import { POLICY_VERSIONS } from '../../shared/policies';
import { OperatorDetails, PolicyPage } from '../features/policies/components/policy-page';
import { refundWindowDays } from '../lib/operator';

/** The refund policy; the window is REFUND_WINDOW_DAYS, filled in as the page is served (docs/product.md#policy-pages). */
export function RefundsPage() {
  return (
    <PolicyPage
      title="Refund Policy"
      description="How and when you can get your membership payment back."
      version={POLICY_VERSIONS.refunds}
    >
      <h2>The window</h2>
      <p>
        You may ask for a refund within <strong>{refundWindowDays} days</strong> of the payment date (the day the payment went through, as
        on your receipt), whether you paid by card or by M-Pesa.
      </p>
      <h2>What a refund does</h2>
      <ul>
        <li>Refunding your first payment ends your access to the membership.</li>
        <li>Refunding a renewal takes back the months it added: your membership ends when it would have ended without the renewal.</li>
        <li>Card payments are refunded to the card; M-Pesa payments are reversed to the paying phone.</li>
      </ul>
      <h2>How to ask</h2>
      <p>
        Sign in and open <Link to="/account">your account</Link>: the payment history shows the payments you can still ask a refund for. You
        will get an e-mail when the refund is done. Questions go to support, below.
      </p>
      <h2>Who refunds you</h2>
      <OperatorDetails />
    </PolicyPage>
  );
}
