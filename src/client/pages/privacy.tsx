import { Link } from '../lib/router';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { POLICY_VERSIONS, RETENTION_DAYS } from '../../shared/policies';
import { OperatorDetails, PolicyPage } from '../features/policies/components/policy-page';
import { RichText } from '../lib/rich-text';

/**
 * The privacy policy, for Kenya's Data Protection Act 2019 and Canada's PIPEDA (docs/product.md#policy-pages).
 * The periods are RETENTION_DAYS, the numbers the clean-up uses.
 */
export function PrivacyPage() {
  return (
    <PolicyPage title={m.policies_privacy_title()} description={m.policies_privacy_description()} version={POLICY_VERSIONS.privacy}>
      <p>{m.policies_privacy_laws()}</p>
      <h2>{m.policies_privacy_controller_heading()}</h2>
      <OperatorDetails />
      <h2>{m.policies_privacy_collect_heading()}</h2>
      <ul>
        <li>{m.policies_privacy_collect_account()}</li>
        <li>{m.policies_privacy_collect_payments()}</li>
        <li>{m.policies_privacy_collect_documents()}</li>
        <li>{m.policies_privacy_collect_visits()}</li>
        <li>{m.policies_privacy_collect_emails()}</li>
      </ul>
      <h2>{m.policies_privacy_where_heading()}</h2>
      <p>{m.policies_privacy_where()}</p>
      <h2>{m.policies_privacy_how_long_heading()}</h2>
      <ul>
        <li>{m.policies_privacy_keep_sessions({ lifetime: RETENTION_DAYS.sessionLifetime, idle: RETENTION_DAYS.sessionIdle })}</li>
        <li>{m.policies_privacy_keep_outbox({ days: RETENTION_DAYS.outbox })}</li>
        <li>{m.policies_privacy_keep_visits({ days: RETENTION_DAYS.visits })}</li>
        <li>{m.policies_privacy_keep_account()}</li>
        <li>{m.policies_privacy_keep_payments()}</li>
      </ul>
      <h2>{m.policies_privacy_rights_heading()}</h2>
      <p>
        <RichText text={m.policies_privacy_rights()} tags={{ account: (words) => <Link to="/account">{words}</Link> }} />
      </p>
      <h2>{m.policies_privacy_complaints_heading()}</h2>
      <p>
        <RichText
          text={m.policies_privacy_complaints()}
          tags={{
            odpc: (words) => <a href="https://www.odpc.go.ke/">{words}</a>,
            opc: (words) => <a href="https://www.priv.gc.ca/">{words}</a>,
          }}
        />
      </p>
    </PolicyPage>
  );
}
