import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES, VALIDATION_MESSAGES } from '../../../../shared/messages';
import { AUTH_ERROR_CODES } from '../../../../shared/error-codes';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { Notice } from '../../../components/ui/notice';
import { ApiError, toUserMessage } from '../../../lib/api-client';
import { useVerifyEmail } from '../api/verify-email';

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
        <Notice tone="success" role="status" title="E-mail verified">
          {verify.data.message || AUTH_MESSAGES.emailVerified}
        </Notice>
        <Link to="/account" className={linkClass}>
          Go to your account
        </Link>
      </div>
    );
  }
  if (verify.isError) {
    const { error } = verify;
    const invalid = error instanceof ApiError && error.errorCode === AUTH_ERROR_CODES.invalidToken;
    return (
      <div className="space-y-4">
        <Notice tone="error" role="alert" title={invalid ? 'This link cannot be used' : 'Verification failed'}>
          {invalid ? (error.serverMessage ?? VALIDATION_MESSAGES.tokenInvalid) : toUserMessage(error)}
        </Notice>
        {!invalid && <Button onClick={() => mutate(token)}>Try Again</Button>}
      </div>
    );
  }
  return <LoadingState label="Verifying your e-mail address..." />;
}
