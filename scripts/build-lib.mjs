// The production build, shared by `npm run build`, `npm start` and the e2e runner. A stamp of the inputs'
// hash lets `npm start` reuse a build that is still current instead of rebuilding on every start.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { compileMessages, STATIC_LOCALE_DEFINE } from './compile-messages.mjs';

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

/**
 * One client build per language (docs/decisions/057-a-build-per-language.md): each page carries only its own
 * language's texts. English at the site's root, Kiswahili under /sw/ with its own hashed assets; the files of
 * src/client/public (favicon, Open Graph image) are copied once, by the English build, and shared.
 */
export const CLIENT_BUILDS = [
  { locale: 'en', prefix: '', outDir: path.join(dist, 'client') },
  { locale: 'sw', prefix: '/sw', outDir: path.join(dist, 'client', 'sw') },
];
/** Which chunks each page needs, per language: for the build and the benchmarks, not for browsers. */
export const manifestFile = (locale) => path.join(dist, locale === 'en' ? 'client-manifest.json' : `client-manifest.${locale}.json`);

export function isBuildCurrent() {
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
    return (
      stamp.inputs === inputsHash() &&
      fs.existsSync(path.join(dist, 'server', 'main.js')) &&
      fs.existsSync(path.join(dist, 'client', 'index.html')) &&
      CLIENT_BUILDS.every(({ locale, outDir, prefix }) => {
        const prerendered = path.join(dist, 'prerendered', prefix.slice(1), 'index.html');
        return fs.existsSync(path.join(outDir, 'index.html')) && fs.existsSync(manifestFile(locale)) && fs.existsSync(prerendered);
      })
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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The text assets under a directory worth compressing (at least 1 KiB). */
function compressibleFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return compressibleFiles(file);
    return COMPRESSIBLE.test(entry.name) && fs.statSync(file).size >= 1024 ? [file] : [];
  });
}

/**
 * brotli and gzip copies beside each text asset, served by @fastify/static's preCompressed option. Brotli at
 * its highest quality is most of the build's time (26 s for both languages, measured): a file both builds
 * share (the PDF reader and writer, the fonts, the framework) is compressed once, and the files are compressed
 * on libuv's thread pool, so both cores work while the build goes on.
 */
async function precompress(dir) {
  const compressed = new Map();
  const compress = (content) => {
    const key = createHash('sha256').update(content).digest('hex');
    if (!compressed.has(key)) {
      compressed.set(
        key,
        Promise.all([brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip(content, { level: 9 })]),
      );
    }
    return compressed.get(key);
  };
  await Promise.all(
    compressibleFiles(dir).map(async (file) => {
      const [br, gz] = await compress(fs.readFileSync(file));
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, gz);
    }),
  );
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

/** Open Graph's names of our languages. */
const OG_LOCALE = { en: 'en_CA', sw: 'sw_KE' };

function shareTags(route, locale, title, description, messages) {
  const url = `${PUBLIC_URL_PLACEHOLDER}${route}`;
  const image = `${PUBLIC_URL_PLACEHOLDER}${OG_IMAGE.path}`;
  const alt = messages.landing_share_image_alt({}, { locale });
  return [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Maple Bridge'],
    ['property', 'og:locale', OG_LOCALE[locale]],
    ...CLIENT_BUILDS.filter((twin) => twin.locale !== locale).map((twin) => ['property', 'og:locale:alternate', OG_LOCALE[twin.locale]]),
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

/** Each language's address of a route: ('/pricing', '/sw') → '/sw/pricing'; ('/', '/sw') → '/sw/'. */
const routeIn = (route, prefix) => `${prefix}${route}`;

/**
 * The links that tie a page to its twin in the other language (docs/product.md#languages): its canonical address,
 * and `hreflang` alternates for both, English being the default for any other language.
 */
function languageLinks(route, prefix) {
  const url = (to) => `${PUBLIC_URL_PLACEHOLDER}${routeIn(route, to)}`;
  return [
    `<link rel="canonical" href="${url(prefix)}" />`,
    ...CLIENT_BUILDS.map((twin) => `<link rel="alternate" hreflang="${twin.locale}" href="${url(twin.prefix)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${url('')}" />`,
  ].join('\n    ');
}

async function prerenderPages(vite) {
  const serverOut = path.join(dist, 'prerender-bundle');
  await vite.build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'prerender.tsx', outDir: serverOut, emptyOutDir: true, manifest: false },
  });
  const { renderPage } = await import(pathToFileURL(path.join(serverOut, 'prerender.js')).href);
  // The texts the build writes itself (the share image's description), compiled by compileMessages() first.
  const { m: messages } = await import(pathToFileURL(path.join(root, 'src', 'shared', 'i18n', 'paraglide', 'messages.js')).href);
  for (const { locale, prefix, outDir } of CLIENT_BUILDS) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile(locale), 'utf8'));
    const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const out = path.join(dist, 'prerendered', prefix.slice(1));
    fs.mkdirSync(out, { recursive: true });
    for (const { route, page, share } of PRERENDERED_PAGES) {
      if (!manifest[page]) throw new Error(`The ${locale} client build has no chunk for ${page} (${route})`);
      const rendered = await renderPage(route, locale);
      // React writes the page's <title> and <meta> first, hoisted out of the tree: they belong in <head>.
      const head = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*/.exec(rendered)[0];
      const body = rendered.slice(head.length);
      const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
      const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1];
      if (!title || !description) throw new Error(`The pre-rendered ${routeIn(route, prefix)} has no <title> or description of its own`);
      // The page's own chunks, which main.tsx preloads beside the app (boot.tsx) once the page has painted.
      const appFiles = new Set(pageChunks(manifest, 'boot.tsx', new Set()));
      const pageFiles = pageChunks(manifest, page, new Set()).filter((file) => !appFiles.has(file));
      const pageChunkList = `<meta name="page-chunks" content="${pageFiles.map((file) => `${prefix}/${file}`).join(' ')}" />`;
      const social = share ? shareTags(routeIn(route, prefix), locale, unescapeText(title), unescapeText(description), messages) : '';
      const html = template
        .replace(/<title>[^<]*<\/title>/, () => [head, languageLinks(route, prefix), pageChunkList, social].filter(Boolean).join('\n    '))
        .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
      if (!html.includes(body)) throw new Error('index.html has no empty <div id="root"></div> to pre-render into');
      fs.writeFileSync(path.join(out, `${route === '/' ? 'index' : route.slice(1)}.html`), html);
    }
  }
  fs.rmSync(serverOut, { recursive: true, force: true });
}

/**
 * Holds each language's build to its promise: the other language's texts are not in it. Every message of the
 * catalogues whose text differs between the languages and that the code would carry as one literal string is
 * looked for in both builds' scripts; the build fails if one carries the other's text, or carries none of its own.
 * A text still written in the code outside the catalogues (the pages not moved yet, docs/i18n/conventions.md) is
 * not a message's and is not looked for.
 */
function checkOneLanguagePerBuild() {
  const messagesDir = path.join(root, 'src', 'shared', 'i18n', 'messages');
  let source;
  const codeOutsideCatalogues = () =>
    (source ??= listFiles('src')
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(path.join('src', 'shared', 'i18n')))
      .map((file) => fs.readFileSync(path.join(root, file), 'utf8'))
      .join('\n'));
  const texts = Object.fromEntries(CLIENT_BUILDS.map(({ locale }) => [locale, []]));
  // Every text of each language: a name kept in English inside a Kiswahili message (a job title, a programme's
  // official name, docs/i18n/glossary.md) is that message's own text, not a leak.
  const allTexts = Object.fromEntries(CLIENT_BUILDS.map(({ locale }) => [locale, []]));
  for (const area of fs.readdirSync(messagesDir)) {
    const catalogues = CLIENT_BUILDS.map(({ locale }) =>
      JSON.parse(fs.readFileSync(path.join(messagesDir, area, `${locale}.json`), 'utf8')),
    );
    CLIENT_BUILDS.forEach(({ locale }, index) =>
      allTexts[locale].push(...Object.values(catalogues[index]).filter((text) => typeof text === 'string')),
    );
    for (const key of Object.keys(catalogues[0]).filter((name) => !name.startsWith('$'))) {
      const candidates = catalogues.map((catalogue) => catalogue[key]);
      const literal = (text) => typeof text === 'string' && text.length >= 16 && !/["'`\\{}<>]/.test(text);
      if (!candidates.every(literal) || new Set(candidates).size < candidates.length) continue;
      CLIENT_BUILDS.forEach(({ locale }, index) => texts[locale].push(candidates[index]));
    }
  }
  const scripts = (dir) =>
    fs
      .readdirSync(path.join(dir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => fs.readFileSync(path.join(dir, 'assets', name), 'utf8'))
      .join('\n');
  for (const { locale, outDir } of CLIENT_BUILDS) {
    const code = scripts(outDir);
    if (!texts[locale].some((text) => code.includes(text))) throw new Error(`The ${locale} client build carries none of its own messages`);
    for (const other of CLIENT_BUILDS.filter((build) => build.locale !== locale)) {
      const leaked = texts[other.locale]
        .filter((text) => code.includes(text) && !allTexts[locale].some((own) => own.includes(text)))
        .find((text) => !codeOutsideCatalogues().includes(text));
      if (leaked) throw new Error(`The ${locale} client build carries ${other.locale} text: "${leaked}"`);
    }
  }
}

/** One language's client: its texts fixed at build time, its assets under its own address. */
async function buildClient(vite, { locale, prefix, outDir }) {
  await vite.build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    base: `${prefix}/`,
    define: { [STATIC_LOCALE_DEFINE]: JSON.stringify(locale) },
    build: { outDir, emptyOutDir: false, copyPublicDir: prefix === '' },
  });
  fs.renameSync(path.join(outDir, '.vite', 'manifest.json'), manifestFile(locale));
  fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
  const indexFile = path.join(outDir, 'index.html');
  const html = fs.readFileSync(indexFile, 'utf8');
  if (!html.includes('<html lang="en">')) throw new Error('src/client/index.html no longer starts with <html lang="en">');
  fs.writeFileSync(indexFile, html.replace('<html lang="en">', `<html lang="${locale}">`));
  stylesheetFirst(indexFile);
}

export async function build({ log = console.log } = {}) {
  const started = Date.now();
  // The compiled messages are part of the build's inputs (src/): compiled before the inputs' hash is taken.
  await compileMessages();
  const inputs = inputsHash();
  fs.rmSync(dist, { recursive: true, force: true });

  log('Building the client (Vite)…');
  const vite = await import('vite');
  let compressing;
  // Vite sets NODE_ENV=production for the build; `npm start` runs the server in this same process and
  // must see the operator's NODE_ENV, not Vite's.
  const nodeEnv = process.env.NODE_ENV;
  try {
    // Both languages at once: much of a build is waiting on files and on one thread, which the other fills.
    await Promise.all(CLIENT_BUILDS.map((client) => buildClient(vite, client)));
    checkOneLanguagePerBuild();
    // Compressed while the pages are pre-rendered and the server is built (into dist/prerendered and dist/server).
    compressing = precompress(path.join(dist, 'client'));
    // Awaited after the server build; a failure before then is the build's error, not an unhandled rejection.
    compressing.catch(() => {});

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
  await compressing;

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
