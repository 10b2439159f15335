import { StrictMode, useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { Providers } from './providers';

/**
 * The whole app around a router: BrowserRouter in the browser (main.tsx), StaticRouter when the build
 * pre-renders the public pages (prerender.tsx). Both must render the same tree for hydration to match.
 */
export function App({ children }: { children: ReactNode }) {
  // Marks the page as running: a click before this is not seen by React (the end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <StrictMode>
      {/* The last line: failures outside the page boundary (providers, layout) get the full-page screen. */}
      <ErrorBoundary fullPage>
        <Providers>{children}</Providers>
      </ErrorBoundary>
    </StrictMode>
  );
}
