// The interface's texts in every language (src/shared/i18n/messages/*.json) compiled by Paraglide JS into one
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

/** The compiler's options: locale comes from the caller (`{ locale }`) or the one global the page sets. */
const OPTIONS = {
  project,
  outdir,
  strategy: ['globalVariable', 'baseLocale'],
  emitGitIgnore: true,
  emitPrettierIgnore: true,
  emitReadme: false,
};

function inputsHash() {
  const hash = createHash('sha256');
  const messages = path.join(i18n, 'messages');
  const files = [
    path.join(project, 'settings.json'),
    ...fs
      .readdirSync(messages)
      .sort()
      .map((name) => path.join(messages, name)),
  ];
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', '@inlang', 'paraglide-js', 'package.json'), 'utf8'));
  hash.update(version).update(JSON.stringify(OPTIONS.strategy));
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
