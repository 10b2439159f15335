import { StrictMode, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { Providers } from './providers';

/**
 * The whole app around a router: BrowserRouter in the browser (main.tsx), StaticRouter when the build
 * pre-renders the public pages (prerender.tsx). Both must render the same tree for hydration to match.
 */
export function App({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      {/* The last line: failures outside the page boundary (providers, layout) get the full-page screen. */}
      <ErrorBoundary fullPage>
        <Providers>{children}</Providers>
      </ErrorBoundary>
    </StrictMode>
  );
}
