import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from './lib/router';
import type { Locale } from '../shared/i18n/locale';
import { overwriteGetLocale } from '../shared/i18n/paraglide/runtime.js';
import { App } from './app/app';
import { AppRoutes, preloadPage } from './app/router';
import { localePath, routerBasename } from './lib/locale-path';

/**
 * The page at `route` in `locale` as HTML for the build to pre-render (docs/decisions/018-fast-first-paint.md),
 * under its language's address ('/sw/pricing') as the browser will hydrate it. The build renders one page at a
 * time, so the language is set for the whole module (docs/decisions/057-a-build-per-language.md). The page
 * is loaded first, as the browser does before it hydrates, so that both render the same tree. React would
 * write a large late boundary apart, to be moved into place by an inline script that the CSP refuses; a
 * chunk size beyond any page keeps every boundary in place.
 */
export async function renderPage(route: string, locale: Locale): Promise<string> {
  overwriteGetLocale(() => locale);
  await preloadPage(route);
  const { prelude } = await prerenderToNodeStream(
    <App>
      <StaticRouter basename={routerBasename()} location={localePath(route)}>
        <AppRoutes />
      </StaticRouter>
    </App>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (/<script|\sstyle="/.test(html))
    throw new Error(`The pre-rendered ${localePath(route)} holds an inline script or style attribute, which the CSP refuses`);
  return html;
}
