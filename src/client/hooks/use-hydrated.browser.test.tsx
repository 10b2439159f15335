import { startTransition, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markNothingToHydrate, useHydrated } from './use-hydrated';

// useHydrated is false in the pre-rendered HTML and during hydration, true after it, switched in a transition
// rather than by a synchronous re-render (docs/decisions/053-public-pages-start-in-slices.md). The cases run in
// this order: the last one marks the tab as one that hydrates nothing.

const seen: boolean[] = [];
function Probe({ name }: { name: string }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  // An attribute as well as text: React hydration keeps an attribute that differs from the HTML without a word.
  return (
    <button type="button" disabled={!hydrated}>
      {name} {hydrated ? 'in the browser' : 'as pre-rendered'}
    </button>
  );
}

// Like the app: part of the page outside any boundary (the layout), part inside one (the page), which React
// hydrates in a pass of its own after the root's commit.
const page = (
  <>
    <Probe name="layout" />
    <Suspense fallback={null}>
      <Probe name="page" />
    </Suspense>
  </>
);

describe('useHydrated', () => {
  it('hydrates what the build rendered without a mismatch, inside a Suspense boundary too, then turns true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(container.textContent).toBe('layout as pre-renderedpage as pre-rendered');
    seen.length = 0;
    const errors: unknown[] = [];
    startTransition(() => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    await expect.poll(() => container.textContent).toBe('layout in the browserpage in the browser');
    expect([...container.querySelectorAll('button')].map((button) => button.disabled)).toEqual([false, false]);
    expect(seen.filter((hydrated) => !hydrated)).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it('mounts false then turns true in a tab that hydrated (it cannot tell a later mount from a hydration)', async () => {
    const container = document.createElement('div');
    seen.length = 0;
    createRoot(container).render(<Probe name="later" />);
    await expect.poll(() => container.textContent).toBe('later in the browser');
    expect(seen[0]).toBe(false);
  });

  it('is true from the first render in a tab that hydrates nothing (a page rendered only in the browser)', async () => {
    markNothingToHydrate();
    const container = document.createElement('div');
    seen.length = 0;
    createRoot(container).render(<Probe name="shell" />);
    await expect.poll(() => container.textContent).toBe('shell in the browser');
    expect(seen).not.toContain(false);
  });
});
