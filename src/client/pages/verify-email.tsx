import { useSearchParams } from '../lib/router';
import { NarrowPage } from '../components/layout/narrow-page';
import { Notice } from '../components/ui/notice';
import { VerifyEmailStatus } from '../features/auth/components/verify-email-status';
import { VALIDATION_MESSAGES } from '../../shared/messages';
import { m } from '../../shared/i18n/paraglide/messages.js';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <NarrowPage title={m.auth_verify_title()} description={m.auth_verify_description()}>
      {token ? (
        <VerifyEmailStatus token={token} />
      ) : (
        <Notice tone="error" role="alert" title={m.auth_link_unusable()}>
          {VALIDATION_MESSAGES.tokenInvalid}
        </Notice>
      )}
    </NarrowPage>
  );
}
