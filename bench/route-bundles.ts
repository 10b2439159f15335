import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The page module the router loads for each route (src/client/app/router.tsx). */
const ROUTES: [string, string][] = [
  ['/', 'pages/landing.tsx'],
  ['/pricing', 'pages/pricing.tsx'],
  ['/jobs', 'pages/jobs.tsx'],
  ['/ai-tools', 'pages/ai-tools.tsx'],
  ['/resume-converter', 'pages/resume-converter.tsx'],
  ['/sign-in', 'pages/sign-in.tsx'],
  ['/sign-up', 'pages/sign-up.tsx'],
  ['/checkout', 'pages/checkout.tsx'],
  ['/marketing-flyer', 'pages/marketing-flyer.tsx'],
  ['/account', 'pages/account.tsx'],
  ['/admin-dashboard', 'pages/admin-dashboard.tsx'],
  ['/admin-marketing', 'pages/admin-marketing.tsx'],
];

export interface RouteBundle {
  route: string;
  files: string[];
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
}

/**
 * What each route downloads before it can paint and respond: the entry with its static imports, the
 * page chunk with its own, and their stylesheets, measured compressed as the server sends them. Reads
 * the manifest the build keeps in dist/client-manifest.json; needs `npm run build` first.
 */
export function measureRoutes(root: string): RouteBundle[] {
  const manifestFile = path.join(root, 'dist', 'client-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error('dist/client-manifest.json is missing: run `npm run build` first');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The client manifest names no entry chunk');

  const collect = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, files);
  };
  const sizeOf = (file: string) => {
    const content = fs.readFileSync(path.join(root, 'dist', 'client', file));
    return { gzip: zlib.gzipSync(content, { level: 9 }).length, brotli: zlib.brotliCompressSync(content).length };
  };

  return ROUTES.filter(([, page]) => manifest[page]).map(([route, page]) => {
    const files = new Set<string>();
    collect(entry, files);
    collect(page, files);
    const list = [...files];
    const js = list.filter((file) => file.endsWith('.js')).map(sizeOf);
    const css = list.filter((file) => file.endsWith('.css')).map(sizeOf);
    return {
      route,
      files: list,
      jsGzip: js.reduce((sum, size) => sum + size.gzip, 0),
      jsBrotli: js.reduce((sum, size) => sum + size.brotli, 0),
      cssGzip: css.reduce((sum, size) => sum + size.gzip, 0),
    };
  });
}
