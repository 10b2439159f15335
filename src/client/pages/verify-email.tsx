import { useSearchParams } from 'react-router';
import { NarrowPage } from '../components/layout/narrow-page';
import { Notice } from '../components/ui/notice';
import { VerifyEmailStatus } from '../features/auth/components/verify-email-status';
import { VALIDATION_MESSAGES } from '../../shared/messages';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <NarrowPage title="Verify E-mail" description="Confirm the e-mail address of your Maple Bridge account.">
      {token ? (
        <VerifyEmailStatus token={token} />
      ) : (
        <Notice tone="error" role="alert" title="This link cannot be used">
          {VALIDATION_MESSAGES.tokenInvalid}
        </Notice>
      )}
    </NarrowPage>
  );
}
