import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from '../../lib/router';
import { pageHydrated } from '../../lib/page-hydrated';
import { ErrorBoundary } from '../errors/error-boundary';
import { pageKey } from './page-key';
import { PageLoading } from './page-loading';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { VisitBeacon } from './visit-beacon';
import { m } from '../../../shared/i18n/paraglide/messages.js';

/** Around every page: `children` is the page the address names (app/router.tsx). */
export function AppLayout({ children }: { children: ReactNode }) {
  // The page on screen, which a sheet with its own address (/jobs/:id over /jobs) does not change.
  const pathname = pageKey(useLocation());
  return (
    <div className="flex min-h-screen flex-col bg-white text-gray-900">
      <a
        href="#main"
        onClick={(event) => {
          // Move focus without a hash change, which the router would treat as a navigation.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        className="sr-only z-50 rounded-md bg-blue-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {m.shell_skip_to_content()}
      </a>
      <SiteHeader />
      {/* At least a screen high: a member's page loads after the layout, and a footer that starts on screen and is
          pushed down by the page was a layout shift of 0.26–0.37 on /account, /profile and /matches (Lighthouse). */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 outline-none">
        <ErrorBoundary resetKey={pathname}>
          {/* Keyed by path: a page that is still loading shows the loading state at once. */}
          <Suspense key={pathname} fallback={<PageLoading />}>
            {children}
            <PageCommitted />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <ScrollToTop />
      <VisitBeacon />
    </div>
  );
}

/** Beside the page, inside its boundary: its first effect runs once the page's content has committed (hydrated). */
function PageCommitted() {
  useEffect(pageHydrated, []);
  return null;
}
