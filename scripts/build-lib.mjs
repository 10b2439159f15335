// The production build, shared by `npm run build`, `npm start` and the e2e runner. A stamp of the inputs'
// hash lets `npm start` reuse a build that is still current instead of rebuilding on every start.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

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
      fs.existsSync(path.join(dist, 'client', 'index.html'))
    );
  } catch {
    return false;
  }
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

export async function build({ log = console.log } = {}) {
  const started = Date.now();
  const inputs = inputsHash();
  fs.rmSync(dist, { recursive: true, force: true });

  log('Building the client (Vite)…');
  const vite = await import('vite');
  // Vite sets NODE_ENV=production for the build; `npm start` runs the server in this same process and
  // must see the operator's NODE_ENV, not Vite's.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await vite.build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  precompress(path.join(dist, 'client'));

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
  if (isBuildCurrent()) {
    console.log('The build in dist/ is current; reusing it.');
    return;
  }
  await build();
}
