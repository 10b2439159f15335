import './styles.css';

// zod compiles its object parsers with `new Function` where it may, and probes for that when it first parses: our
// Content-Security-Policy forbids eval, and the browser reports the probe as a violation even though zod catches it.
// `jitless` skips the probe (zod's `z.config({ jitless: true })`, set here through the global zod reads its settings
// from, so that the first visit does not download zod to say it).
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

/** The longest a pre-rendered page waits for its first paint (a tab opened in the background paints late). */
const PAINT_WAIT_MS = 2000;

let started = false;
function start() {
  if (started) return;
  started = true;
  // The page's chunks (named by the pre-rendered page) download beside the app instead of after it.
  const pageChunks = document.querySelector<HTMLMetaElement>('meta[name="page-chunks"]')?.content.split(' ') ?? [];
  const links = pageChunks.filter(Boolean).map((href) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    return link;
  });
  // In one insertion: the document head changes once instead of once per chunk.
  document.head.append(...links);
  // The app in a task of its own: starting its downloads is work too, and together with the links above it made
  // one long task on a slow phone (docs/decisions/053-public-pages-start-in-slices.md).
  setTimeout(() => void import('./boot'), 0);
}

// A pre-rendered public page is whole before any script runs: the app (boot.tsx) is fetched and started once
// the browser has painted it, so that on a slow phone the first paint shares the link with nothing but the
// stylesheet (docs/decisions/018-fast-first-paint.md). Any other page has nothing to show before the app: it
// starts at once.
const prerendered = document.getElementById('root')?.firstElementChild;
if (prerendered && PerformanceObserver.supportedEntryTypes.includes('paint')) {
  new PerformanceObserver((_entries, observer) => {
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, PAINT_WAIT_MS);
} else {
  start();
}
