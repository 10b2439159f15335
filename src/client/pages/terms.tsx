import { Link } from '../lib/router';
import { MEMBERSHIP } from '../../shared/constants';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { POLICY_VERSIONS } from '../../shared/policies';
import { RENEW_WITHIN_DAYS } from '../../shared/schemas/account';
import { OperatorDetails, PolicyPage } from '../features/policies/components/policy-page';
import { RichText } from '../lib/rich-text';
import { refundWindowDays } from '../lib/operator';

const linkTo = (to: string) => (words: string) => <Link to={to}>{words}</Link>;

/** The terms of service (docs/product.md#policy-pages). */
export function TermsPage() {
  return (
    <PolicyPage title={m.policies_terms_title()} description={m.policies_terms_description()} version={POLICY_VERSIONS.terms}>
      <h2>{m.policies_terms_who_heading()}</h2>
      <OperatorDetails />
      <h2>{m.policies_terms_gives_heading()}</h2>
      <p>{m.policies_terms_gives({ months: MEMBERSHIP.months })}</p>
      <p>
        <RichText text={m.policies_terms_listings()} tags={{ about: linkTo('/about') }} />
      </p>
      <h2>{m.policies_terms_renewal_heading()}</h2>
      <p>{m.policies_terms_renewal({ days: RENEW_WITHIN_DAYS, months: MEMBERSHIP.months })}</p>
      <h2>{m.policies_terms_refunds_heading()}</h2>
      <p>
        <RichText text={m.policies_terms_refunds({ days: refundWindowDays })} tags={{ refunds: linkTo('/refunds') }} />
      </p>
      <h2>{m.policies_terms_use_heading()}</h2>
      <ul>
        <li>{m.policies_terms_use_one_person()}</li>
        <li>{m.policies_terms_use_no_scraping()}</li>
        <li>{m.policies_terms_use_own_documents()}</li>
        <li>{m.policies_terms_use_closing()}</li>
      </ul>
      <h2>{m.policies_terms_data_heading()}</h2>
      <p>
        <RichText text={m.policies_terms_data()} tags={{ privacy: linkTo('/privacy') }} />
      </p>
    </PolicyPage>
  );
}
