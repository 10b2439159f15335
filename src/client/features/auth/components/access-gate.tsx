import type { ReactNode } from 'react';
import { useAuthStatus } from '../../../lib/auth/get-auth-status';
import { AccessChecking, PaymentPrompt, SignInPrompt } from './access-prompts';

/**
 * The membership gate (docs/product.md#access-gate). It only decides what to show: the server refuses member data to
 * non-members whatever the browser renders. A failed status call counts as signed out.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const status = useAuthStatus();
  if (status.isPending) return <AccessChecking />;
  if (status.isError || !status.data.authenticated) return <SignInPrompt />;
  if (!status.data.isPaidMember) return <PaymentPrompt />;
  return children;
}
