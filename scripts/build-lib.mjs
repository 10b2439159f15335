// The production build, shared by `npm run build`, `npm start` and the e2e runner. A stamp of the inputs'
// hash lets `npm start` reuse a build that is still current instead of rebuilding on every start.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { compileMessages } from './compile-messages.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const stampFile = path.join(dist, 'build-stamp.json');
const INPUTS = ['src', 'package-lock.json', 'vite.config.ts', 'tsconfig.base.json', 'tsconfig.client.json', 'scripts/build-lib.mjs'];
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|ttf)$/;

function listFiles(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [target];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(target, entry.name)) : [path.join(target, entry.name)]))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

export function inputsHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(listFiles).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

export function isBuildCurrent() {
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
    return (
      stamp.inputs === inputsHash() &&
      fs.existsSync(path.join(dist, 'server', 'main.js')) &&
      fs.existsSync(path.join(dist, 'client', 'index.html')) &&
      fs.existsSync(path.join(dist, 'prerendered', 'index.html'))
    );
  } catch {
    return false;
  }
}

/**
 * The stylesheet is the one file that holds up the first paint; Vite writes it after the entry script and its
 * module preloads, and a phone with a few connections then fetches it last. It goes first in <head>
 * (docs/decisions/018-fast-first-paint.md).
 */
function stylesheetFirst(indexFile) {
  let html = fs.readFileSync(indexFile, 'utf8');
  const stylesheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
  for (const link of stylesheets) html = html.replace(link, '');
  html = html.replace(/(<meta name="viewport"[^>]*>)/, (viewport) => [viewport, ...stylesheets.map((link) => link.trim())].join('\n    '));
  fs.writeFileSync(indexFile, html);
}

/** brotli and gzip copies beside each text asset, served by @fastify/static's preCompressed option. */
function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const content = fs.readFileSync(file);
    if (content.length < 1024) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  }
}

/**
 * The public pages written as HTML at build time and hydrated in the browser (docs/decisions/018-fast-first-paint.md):
 * the route, the page module the router loads for it, and for the pages people share, Open Graph and
 * Twitter card tags. The server serves these for requests without a query string. Pages whose forms send
 * secrets (sign-in, sign-up) are not among them: a form pressed before the app starts would be sent by the browser.
 */
export const PRERENDERED_PAGES = [
  { route: '/', page: 'pages/landing.tsx', share: true },
  { route: '/pricing', page: 'pages/pricing.tsx', share: true },
  { route: '/jobs', page: 'pages/jobs.tsx' },
  { route: '/ai-tools', page: 'pages/ai-tools.tsx' },
  { route: '/resume-converter', page: 'pages/resume-converter.tsx' },
  { route: '/marketing-flyer', page: 'pages/marketing-flyer.tsx' },
  { route: '/noc-finder', page: 'pages/noc-finder.tsx', share: true },
  { route: '/calculators', page: 'pages/calculators.tsx', share: true },
  { route: '/offer-check', page: 'pages/offer-check.tsx', share: true },
  { route: '/about', page: 'pages/about.tsx' },
  { route: '/terms', page: 'pages/terms.tsx' },
  { route: '/privacy', page: 'pages/privacy.tsx' },
  { route: '/refunds', page: 'pages/refunds.tsx' },
];
/** Replaced by the server with PUBLIC_URL: crawlers need absolute addresses, and the build does not know the site's. */
export const PUBLIC_URL_PLACEHOLDER = '%PUBLIC_URL%';
const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const unescapeText = (text) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The chunks a page module needs beyond the entry: preloaded so they download beside the entry, not after it. */
function pageChunks(manifest, key, seen) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => pageChunks(manifest, imported, seen))];
}

function shareTags(route, title, description) {
  const url = `${PUBLIC_URL_PLACEHOLDER}${route === '/' ? '/' : route}`;
  const image = `${PUBLIC_URL_PLACEHOLDER}${OG_IMAGE.path}`;
  const alt = 'Maple Bridge: LMIA jobs in Canada for Kenyan job seekers';
  return [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Maple Bridge'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(OG_IMAGE.width)],
    ['property', 'og:image:height', String(OG_IMAGE.height)],
    ['property', 'og:image:alt', alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', alt],
  ]
    .map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeAttribute(value)}" />`)
    .join('\n    ');
}

async function prerenderPages(vite) {
  const serverOut = path.join(dist, 'prerender-bundle');
  await vite.build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'prerender.tsx', outDir: serverOut, emptyOutDir: true, manifest: false },
  });
  const { renderPage } = await import(pathToFileURL(path.join(serverOut, 'prerender.js')).href);
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'client-manifest.json'), 'utf8'));
  const template = fs.readFileSync(path.join(dist, 'client', 'index.html'), 'utf8');
  const out = path.join(dist, 'prerendered');
  fs.mkdirSync(out, { recursive: true });
  for (const { route, page, share } of PRERENDERED_PAGES) {
    if (!manifest[page]) throw new Error(`The client build has no chunk for ${page} (${route})`);
    const rendered = await renderPage(route);
    // React writes the page's <title> and <meta> first, hoisted out of the tree: they belong in <head>.
    const head = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*/.exec(rendered)[0];
    const body = rendered.slice(head.length);
    const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
    const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1];
    if (!title || !description) throw new Error(`The pre-rendered ${route} has no <title> or description of its own`);
    // The page's own chunks, which main.tsx preloads beside the app (boot.tsx) once the page has painted.
    const appFiles = new Set(pageChunks(manifest, 'boot.tsx', new Set()));
    const pageFiles = pageChunks(manifest, page, new Set()).filter((file) => !appFiles.has(file));
    const pageChunkList = `<meta name="page-chunks" content="${pageFiles.map((file) => `/${file}`).join(' ')}" />`;
    const social = share ? shareTags(route, unescapeText(title), unescapeText(description)) : '';
    const html = template
      .replace(/<title>[^<]*<\/title>/, () => [head, pageChunkList, social].filter(Boolean).join('\n    '))
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
    if (!html.includes(body)) throw new Error('index.html has no empty <div id="root"></div> to pre-render into');
    fs.writeFileSync(path.join(out, `${route === '/' ? 'index' : route.slice(1)}.html`), html);
  }
  fs.rmSync(serverOut, { recursive: true, force: true });
}

export async function build({ log = console.log } = {}) {
  const started = Date.now();
  // The compiled messages are part of the build's inputs (src/): compiled before the inputs' hash is taken.
  await compileMessages();
  const inputs = inputsHash();
  fs.rmSync(dist, { recursive: true, force: true });

  log('Building the client (Vite)…');
  const vite = await import('vite');
  // Vite sets NODE_ENV=production for the build; `npm start` runs the server in this same process and
  // must see the operator's NODE_ENV, not Vite's.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await vite.build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
    // The manifest names each page's chunks; it is for the build and the benchmarks, not for browsers.
    fs.renameSync(path.join(dist, 'client', '.vite', 'manifest.json'), path.join(dist, 'client-manifest.json'));
    fs.rmSync(path.join(dist, 'client', '.vite'), { recursive: true, force: true });
    stylesheetFirst(path.join(dist, 'client', 'index.html'));
    precompress(path.join(dist, 'client'));

    log('Pre-rendering the public pages…');
    await prerenderPages(vite);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }

  log('Building the server (esbuild)…');
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: 'src/server/main.ts', 'pglite-worker': 'src/server/db/pglite-worker.ts' },
    outdir: 'dist/server',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies stay in node_modules: PGlite ships WebAssembly files it loads from its own folder.
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });

  fs.writeFileSync(stampFile, JSON.stringify({ inputs, builtAt: new Date().toISOString() }, null, 2));
  log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

export async function ensureBuild() {
  await compileMessages();
  if (isBuildCurrent()) {
    console.log('The build in dist/ is current; reusing it.');
    return;
  }
  await build();
}
