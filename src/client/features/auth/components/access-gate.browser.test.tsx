import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryHistory, MemoryRouter } from '../../../lib/router';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { AuthStatus } from '../../../../shared/schemas/auth';
import { authStatusQueryKey } from '../../../lib/auth/get-auth-status';
import { AccessGate } from './access-gate';

// The membership gate (docs/product.md#access-gate) in a real browser: what it shows for each answer of
// /api/auth/status. Answers are placed in the query cache the gate reads; the one test without an answer lets
// the real request go to the test page's own server, which has no such route.

function renderGate(status?: AuthStatus, path = '/applications?tab=saved') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (status) queryClient.setQueryData(authStatusQueryKey, status);
  const page = (children: ReactNode) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return render(
    page(
      <MemoryRouter history={createMemoryHistory(path)}>
        <AccessGate>Member content</AccessGate>
      </MemoryRouter>,
    ),
  );
}

describe('AccessGate', () => {
  it('asks a visitor to sign in and come back to the same page, or to create an account', async () => {
    const screen = await renderGate({ authenticated: false, isPaidMember: false });
    await expect.element(screen.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Sign In' }))
      .toHaveAttribute('href', `/sign-in?redirect=${encodeURIComponent('/applications?tab=saved')}`);
    await expect.element(screen.getByRole('link', { name: /Create Account/ })).toHaveAttribute('href', '/sign-up');
    expect(screen.container.textContent).not.toContain('Member content');
  });

  it('asks a signed-in member without a membership to pay', async () => {
    const screen = await renderGate({ authenticated: true, isPaidMember: false });
    await expect.element(screen.getByRole('heading', { name: 'Payment Required' })).toBeVisible();
    expect(screen.container.textContent).not.toContain('Member content');
  });

  it('shows the page to a paid member', async () => {
    const screen = await renderGate({ authenticated: true, isPaidMember: true });
    await expect.element(screen.getByText('Member content')).toBeVisible();
  });

  it('says it is checking until the status call answers, and counts a failed call as signed out', async () => {
    const screen = await renderGate();
    await expect.element(screen.getByText('Verifying access...')).toBeInTheDocument();
    await expect.element(screen.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  });
});
