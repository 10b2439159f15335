import { lazy, type ComponentType, type ReactElement } from 'react';

export interface LazyComponent<Props extends object> {
  (props: Props): ReactElement;
  /** Starts downloading the component's chunk (once); rendering it later then does not suspend. */
  preload: () => Promise<void>;
}

/**
 * A component in a chunk of its own, kept out of the JavaScript a page needs to start: forms (react-hook-form,
 * zod), editors and dialogs that show only once the member or their data is known (docs/decisions/054-member-pages-start-small.md).
 * The page calls `preload()` as soon as it knows it will show the component, so the chunk downloads beside the
 * data instead of after it. Once loaded it renders at once, without suspending; until then it suspends to the
 * nearest Suspense boundary, and a chunk that fails to load throws to the nearest error boundary.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (a deploy replaced the chunk, the link dropped) may be tried again on the next render.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  const Component = (props: Props) => {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  };
  Component.preload = () => loadOnce().then(() => undefined);
  return Component;
}

/** Starts downloading every one of `components` (idempotent: call it while rendering the part that shows them). */
export function preloadComponents(...components: { preload: () => Promise<void> }[]): void {
  // A failure here is not reported: rendering the component tries again and shows the error where it belongs.
  for (const component of components) component.preload().catch(() => undefined);
}
