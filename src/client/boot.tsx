import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router';
import { localeOfPath } from '../shared/i18n/locale';
import { overwriteGetLocale } from '../shared/i18n/paraglide/runtime.js';
import { App } from './app/app';
import { AppRoutes, preloadPage } from './app/router';
import { markNothingToHydrate } from './hooks/use-hydrated';
import { guardMemberIdentity } from './lib/auth/identity-guard';
import { routeOfPath, routerBasename } from './lib/locale-path';
import { holdRequestsUntilPageHydrated } from './lib/page-hydrated';
import { queryClient } from './lib/query-client';

// Before anything renders: old member keys go, and any later change of member wipes what the last one left
// (docs/decisions/024-shared-phone-privacy.md).
guardMemberIdentity(queryClient);

// A built page's language is fixed by its build (docs/decisions/057-a-build-per-language.md); the dev server has
// one build for both, so there the language is read from the address, as a built page's would be.
if (import.meta.env.DEV) overwriteGetLocale(() => localeOfPath(window.location.pathname));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <App>
    <BrowserRouter basename={routerBasename()}>
      <AppRoutes />
    </BrowserRouter>
  </App>
);

if (container.firstElementChild) {
  // A pre-rendered public page (docs/decisions/018-fast-first-paint.md): React adopts its HTML once the page's
  // chunk (preloaded by the HTML) is here, in one pass, before any query has data that the HTML lacks.
  // A chunk that fails to load fails again inside the page's boundary, which shows the error screen.
  await preloadPage(routeOfPath(window.location.pathname)).catch(() => undefined);
  // The page's own part hydrates after the rest: no answer may reach it before (lib/page-hydrated.ts).
  holdRequestsUntilPageHydrated();
  // Hydrated as a transition: React then works in slices of a few milliseconds and yields to the browser in
  // between, instead of one long task for the whole page (docs/decisions/053-public-pages-start-in-slices.md).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // Nothing to hydrate: what waits for hydration (useHydrated) renders at once.
  markNothingToHydrate();
  createRoot(container).render(app);
}
