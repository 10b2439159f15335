import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { AppRoutes, preloadPage } from './app/router';

/**
 * The page at `url` as HTML for the build to pre-render (docs/decisions/018-fast-first-paint.md). The page
 * is loaded first, as the browser does before it hydrates, so that both render the same tree. React would
 * write a large late boundary apart, to be moved into place by an inline script that the CSP refuses; a
 * chunk size beyond any page keeps every boundary in place.
 */
export async function renderPage(url: string): Promise<string> {
  await preloadPage(url);
  const { prelude } = await prerenderToNodeStream(
    <App>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </App>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (/<script|\sstyle="/.test(html))
    throw new Error(`The pre-rendered ${url} holds an inline script or style attribute, which the CSP refuses`);
  return html;
}
