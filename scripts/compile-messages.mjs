// The interface's texts in every language (src/shared/i18n/messages/<area>/<locale>.json) compiled by Paraglide JS into one
// typed function per message (src/shared/i18n/paraglide/, generated, not committed): the build, the typecheck,
// the linter and the tests all run it first. A stamp of the inputs' hash skips the compile when nothing changed,
// since it takes a few seconds (docs/decisions/055-kiswahili.md).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const i18n = path.join(root, 'src', 'shared', 'i18n');
const project = path.join(i18n, 'project.inlang');
const outdir = path.join(i18n, 'paraglide');
const stampFile = path.join(outdir, '.stamp');

/**
 * The compiler's options: locale comes from the caller (`{ locale }`) or the one global the page sets. Each
 * language's client build replaces `globalThis.__PARAGLIDE_STATIC_LOCALE__` with its locale (scripts/build-lib.mjs),
 * so that its pages carry only their own language's texts; in Node (server, tests, pre-render) it stays undefined
 * and the language is chosen at run time (docs/decisions/057-a-build-per-language.md). This is Paraglide's
 * per-locale build expression.
 * One module per message, not per locale: a bundler places a whole module in one chunk, so one module holding
 * every message put every message any page uses into the shell chunk, on every first visit (decision 057,
 * consequences); a message's own module goes to the chunk of the page that calls it.
 */
export const STATIC_LOCALE_DEFINE = 'globalThis.__PARAGLIDE_STATIC_LOCALE__';
const OPTIONS = {
  project,
  outdir,
  strategy: ['globalVariable', 'baseLocale'],
  outputStructure: 'message-modules',
  // Exactly Paraglide's own per-locale expression (dist/compiler/per-locale-build.js): only this one makes the
  // compiler write each message to return the defined locale's text directly, which the bundler then folds.
  experimentalStaticLocale: '/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__',
  emitGitIgnore: true,
  emitPrettierIgnore: true,
  emitReadme: false,
};

/** Every catalogue file, one folder per area of the product (docs/i18n/conventions.md). */
function catalogueFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? catalogueFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

function inputsHash() {
  const hash = createHash('sha256');
  const files = [path.join(project, 'settings.json'), ...catalogueFiles(path.join(i18n, 'messages'))];
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', '@inlang', 'paraglide-js', 'package.json'), 'utf8'));
  hash.update(version).update(JSON.stringify({ ...OPTIONS, project: undefined, outdir: undefined }));
  for (const file of files) hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex');
}

export async function compileMessages() {
  const inputs = inputsHash();
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === inputs) return;
  const { compile } = await import('@inlang/paraglide-js');
  // The compiler logs through consola; only its warnings matter here.
  await compile(OPTIONS);
  fs.writeFileSync(stampFile, inputs);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await compileMessages();
