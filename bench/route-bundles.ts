import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The page module the router loads for each route (src/client/app/router.tsx). */
export const ROUTES: [string, string][] = [
  ['/', 'pages/landing.tsx'],
  ['/pricing', 'pages/pricing.tsx'],
  ['/jobs', 'pages/jobs.tsx'],
  ['/ai-tools', 'pages/ai-tools.tsx'],
  ['/resume-converter', 'pages/resume-converter.tsx'],
  ['/sign-in', 'pages/sign-in.tsx'],
  ['/sign-up', 'pages/sign-up.tsx'],
  ['/checkout', 'pages/checkout.tsx'],
  ['/marketing-flyer', 'pages/marketing-flyer.tsx'],
  ['/calculators', 'pages/calculators.tsx'],
  ['/account', 'pages/account.tsx'],
  ['/profile', 'pages/profile.tsx'],
  ['/matches', 'pages/matches.tsx'],
  ['/applications', 'pages/applications.tsx'],
  ['/admin-dashboard', 'pages/admin-dashboard.tsx'],
  ['/admin-marketing', 'pages/admin-marketing.tsx'],
];

/**
 * The pages a signed-in member works in, and the most JavaScript (brotli) each may need to start: issue 31,
 * docs/decisions/054-member-pages-start-small.md. e2e/member-bundles.spec.ts holds the build to it.
 */
export const MEMBER_ROUTES = ['/jobs', '/ai-tools', '/resume-converter', '/checkout', '/account', '/profile', '/matches', '/applications'];
export const MEMBER_START_BUDGET_KIB = 120;

/**
 * The most JavaScript (brotli) the home page may need to start, in each language's build (`/`, `/sw/`): the first
 * visit's budget (docs/decisions/053-public-pages-start-in-slices.md, 059-a-smaller-router.md). It grew once
 * unnoticed, when every message landed in the shell chunk (057-a-build-per-language.md); the e2e suite holds it.
 */
export const HOME_START_BUDGET_KIB = 100;

export interface RouteBundle {
  route: string;
  files: string[];
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
}

/**
 * What each route downloads before it can paint and respond: the entry with its static imports, the app
 * (boot.tsx, which main.tsx imports at once, or after a pre-rendered page's first paint) with its own, the page
 * chunk with its own, and their stylesheets, measured compressed as the server sends them. Chunks a page loads
 * later (import(): forms, dialogs, a member's tools) are not counted. Reads the manifest the build keeps in
 * dist/client-manifest.json; needs `npm run build` first.
 */
export function measureRoutes(root: string, locale: 'en' | 'sw' = 'en'): RouteBundle[] {
  // Each language's build has its own manifest and files (docs/decisions/057-a-build-per-language.md).
  const manifestFile = path.join(root, 'dist', locale === 'en' ? 'client-manifest.json' : `client-manifest.${locale}.json`);
  const clientDir = path.join(root, 'dist', 'client', locale === 'en' ? '' : locale);
  if (!fs.existsSync(manifestFile)) throw new Error(`${path.relative(root, manifestFile)} is missing: run \`npm run build\` first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  // What index.html loads for every page (the entry may be merged into the shell chunk, so it is read from
  // the page rather than from the manifest's entry).
  const indexHtml = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const initial = [...indexHtml.matchAll(/(?:src|href)="\/(?:sw\/)?(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

  const collect = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, files);
  };
  // Each file compressed once: the framework and the shell are in every route, and brotli at its best is slow.
  const sizes = new Map<string, { gzip: number; brotli: number }>();
  const sizeOf = (file: string) => {
    const known = sizes.get(file);
    if (known) return known;
    const content = fs.readFileSync(path.join(clientDir, file));
    const size = { gzip: zlib.gzipSync(content, { level: 9 }).length, brotli: zlib.brotliCompressSync(content).length };
    sizes.set(file, size);
    return size;
  };

  return ROUTES.filter(([, page]) => manifest[page]).map(([route, page]) => {
    const files = new Set<string>();
    for (const file of initial) {
      const key = byFile.get(file);
      if (key) collect(key, files);
      else files.add(file);
    }
    collect('boot.tsx', files);
    collect(page, files);
    const list = [...files];
    const js = list.filter((file) => file.endsWith('.js')).map(sizeOf);
    const css = list.filter((file) => file.endsWith('.css')).map(sizeOf);
    return {
      route: locale === 'en' ? route : `/${locale}${route}`,
      files: list,
      jsGzip: js.reduce((sum, size) => sum + size.gzip, 0),
      jsBrotli: js.reduce((sum, size) => sum + size.brotli, 0),
      cssGzip: css.reduce((sum, size) => sum + size.gzip, 0),
    };
  });
}
