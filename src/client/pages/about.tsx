import { Link } from '../lib/router';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { OperatorDetails, PolicyPage } from '../features/policies/components/policy-page';
import { RichText } from '../lib/rich-text';

/** Who runs Maple Bridge and what it is and is not (docs/product.md#operator-identity). */
export function AboutPage() {
  return (
    <PolicyPage title={m.landing_about_title()} description={m.landing_about_description()}>
      <h2>{m.landing_about_who_title()}</h2>
      <OperatorDetails />
      <h2>{m.landing_about_what_title()}</h2>
      <p>{m.landing_about_what_text()}</p>
      <h2>{m.landing_about_not_title()}</h2>
      <ul>
        <li>{m.landing_about_not_recruiter()}</li>
        <li>{m.landing_about_not_consultant()}</li>
        <li>{m.landing_about_not_guaranteed()}</li>
        <li>
          <RichText text={m.landing_about_no_fees()} tags={{ pricing: (words) => <Link to="/pricing">{words}</Link> }} />
        </li>
      </ul>
      <h2>{m.landing_about_advice_title()}</h2>
      <p>
        <RichText text={m.landing_about_advice_text()} tags={{ college: (words) => <a href="https://college-ic.ca/">{words}</a> }} />
      </p>
      <h2>{m.landing_about_policies_title()}</h2>
      <ul>
        <li>
          <Link to="/terms">{m.landing_about_terms()}</Link>
        </li>
        <li>
          <Link to="/privacy">{m.landing_about_privacy()}</Link>
        </li>
        <li>
          <Link to="/refunds">{m.landing_about_refunds()}</Link>
        </li>
      </ul>
    </PolicyPage>
  );
}
