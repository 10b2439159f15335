import { useEffect, useRef } from 'react';
import { Link } from '../../../lib/router';
import { AUTH_MESSAGES, VALIDATION_MESSAGES } from '../../../../shared/messages';
import { AUTH_ERROR_CODES } from '../../../../shared/error-codes';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { Notice } from '../../../components/ui/notice';
import { ApiError, toUserMessage } from '../../../lib/api-client';
import { useVerifyEmail } from '../api/verify-email';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

const linkClass = 'inline-block font-medium text-blue-700 underline underline-offset-2';

/** Runs the verification link's token once, and shows how it went. */
export function VerifyEmailStatus({ token }: { token: string }) {
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // StrictMode runs effects twice in development; a token is sent once (a second call would fail as used).
  const sentToken = useRef<string | null>(null);
  useEffect(() => {
    if (sentToken.current === token) return;
    sentToken.current = token;
    mutate(token);
  }, [token, mutate]);

  if (verify.isSuccess) {
    return (
      <div className="space-y-4">
        <Notice tone="success" role="status" title={m.auth_email_verified_title()}>
          {verify.data.message || AUTH_MESSAGES.emailVerified}
        </Notice>
        <Link to="/account" className={linkClass}>
          {m.auth_go_to_account()}
        </Link>
      </div>
    );
  }
  if (verify.isError) {
    const { error } = verify;
    const invalid = error instanceof ApiError && error.errorCode === AUTH_ERROR_CODES.invalidToken;
    return (
      <div className="space-y-4">
        <Notice tone="error" role="alert" title={invalid ? m.auth_link_unusable() : m.auth_verification_failed()}>
          {invalid ? (error.serverMessage ?? VALIDATION_MESSAGES.tokenInvalid) : toUserMessage(error)}
        </Notice>
        {!invalid && <Button onClick={() => mutate(token)}>{m.auth_try_again()}</Button>}
      </div>
    );
  }
  return <LoadingState label={m.auth_verifying_email()} />;
}
