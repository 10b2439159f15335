import { Link } from '../lib/router';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { POLICY_VERSIONS } from '../../shared/policies';
import { OperatorDetails, PolicyPage } from '../features/policies/components/policy-page';
import { RichText } from '../lib/rich-text';
import { refundWindowDays } from '../lib/operator';

/** The refund policy; the window is REFUND_WINDOW_DAYS, filled in as the page is served (docs/product.md#policy-pages). */
export function RefundsPage() {
  return (
    <PolicyPage title={m.policies_refunds_title()} description={m.policies_refunds_description()} version={POLICY_VERSIONS.refunds}>
      <h2>{m.policies_refunds_window_heading()}</h2>
      <p>
        <RichText text={m.policies_refunds_window({ days: refundWindowDays })} tags={{ days: (words) => <strong>{words}</strong> }} />
      </p>
      <h2>{m.policies_refunds_effect_heading()}</h2>
      <ul>
        <li>{m.policies_refunds_effect_first()}</li>
        <li>{m.policies_refunds_effect_renewal()}</li>
        <li>{m.policies_refunds_effect_method()}</li>
      </ul>
      <h2>{m.policies_refunds_how_heading()}</h2>
      <p>
        <RichText text={m.policies_refunds_how()} tags={{ account: (words) => <Link to="/account">{words}</Link> }} />
      </p>
      <h2>{m.policies_refunds_who_heading()}</h2>
      <OperatorDetails />
    </PolicyPage>
  );
}
