import { Link } from 'react-router';
import { OperatorDetails, PolicyPage } from '../features/policies/components/policy-page';

/** Who runs Maple Bridge and what it is and is not (docs/product.md#operator-identity). */
export function AboutPage() {
  return (
    <PolicyPage title="About Maple Bridge" description="Who runs Maple Bridge, what it is and what it is not.">
      <h2>Who runs Maple Bridge</h2>
      <OperatorDetails />
      <h2>What Maple Bridge is</h2>
      <p>
        A membership for job seekers in Kenya who look for work in Canada. Members search the employers the Government of Canada approved to
        hire foreign workers (a positive Labour Market Impact Assessment, LMIA) for an occupation and place, as published each quarter; they
        keep track of their applications and use our document tools.
      </p>
      <h2>What Maple Bridge is not</h2>
      <ul>
        <li>Not a recruiter: we do not place anyone in a job, and employers do not pay us to find workers.</li>
        <li>Not an immigration consultant: we give no immigration advice and prepare no applications.</li>
        <li>
          No job, job offer, work permit or visa is guaranteed: an approval in the data says an employer could hire, not that it will hire
          you.
        </li>
        <li>
          We never ask for any fee beyond the membership shown on <Link to="/pricing">Pricing</Link>. Anyone asking you to pay for a job
          offer, an LMIA or a visa in our name is not us.
        </li>
      </ul>
      <h2>Immigration advice</h2>
      <p>
        For advice on visas and permits, use a licensed consultant: check their licence on the public register of the College of Immigration
        and Citizenship Consultants, <a href="https://college-ic.ca/">college-ic.ca</a>.
      </p>
      <h2>Our policies</h2>
      <ul>
        <li>
          <Link to="/terms">Terms of Service</Link>
        </li>
        <li>
          <Link to="/privacy">Privacy Policy</Link>
        </li>
        <li>
          <Link to="/refunds">Refund Policy</Link>
        </li>
      </ul>
    </PolicyPage>
  );
}
