import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { useRefreshingMutation } from './refreshing-mutation';

// The one "a write refreshes a list" helper (docs/decisions/031-one-way-per-thing.md), which replaced the
// documents' and the applications' own copies: which queries it refreshes, and after what.

async function setUp(refreshAfter: 'success' | 'settled', call: (input: number) => Promise<number>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(['/api/things', 'list'], ['old']);
  queryClient.setQueryData(['/api/other'], ['kept']);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = await renderHook(() => useRefreshingMutation(call, '/api/things', refreshAfter), { wrapper });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { hook, stale };
}

describe('useRefreshingMutation', () => {
  it('refreshes the whole family under its root after a write that went through, and nothing else', async () => {
    const { hook, stale } = await setUp('success', async (input) => input * 2);
    expect(await hook.result.current.mutateAsync(21)).toBe(42);
    await expect.poll(() => stale(['/api/things', 'list'])).toBe(true);
    expect(stale(['/api/other'])).toBe(false);
  });

  it("with 'success', leaves the family alone after a refusal", async () => {
    const { hook, stale } = await setUp('success', () => Promise.reject(new Error('refused')));
    await expect(hook.result.current.mutateAsync(1)).rejects.toThrow('refused');
    expect(stale(['/api/things', 'list'])).toBe(false);
  });

  it("with 'settled', refreshes the family after a refusal too", async () => {
    const { hook, stale } = await setUp('settled', () => Promise.reject(new Error('stale list')));
    await expect(hook.result.current.mutateAsync(1)).rejects.toThrow('stale list');
    await expect.poll(() => stale(['/api/things', 'list'])).toBe(true);
  });
});
