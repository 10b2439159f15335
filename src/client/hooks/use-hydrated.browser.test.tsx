import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markAppStarted, useHydrated } from './use-hydrated';

// useHydrated is false in the pre-rendered HTML and during hydration, true after it, switched in a transition
// rather than by a synchronous re-render (docs/decisions/053-public-pages-start-in-slices.md). The two cases run
// in this order: the first starts "the app", as App's first effect does.

const seen: boolean[] = [];
function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'in the browser' : 'as pre-rendered'}</p>;
}

describe('useHydrated', () => {
  it('hydrates what the build rendered without a mismatch, then turns true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('as pre-rendered');
    seen.length = 0;
    const errors: unknown[] = [];
    startTransition(() => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    await expect.poll(() => container.textContent).toBe('in the browser');
    expect(seen[0]).toBe(false);
    expect(errors).toEqual([]);
    markAppStarted();
  });

  it('is true from the first render once the app has started (a page rendered in the browser, a later mount)', async () => {
    const container = document.createElement('div');
    seen.length = 0;
    createRoot(container).render(<Probe />);
    await expect.poll(() => container.textContent).toBe('in the browser');
    expect(seen).not.toContain(false);
  });
});
