import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot as findProjectRoot } from './lib/project-root';

const projectRoot = findProjectRoot();

// Code comments and docs send a reader to `docs/<file>.md#<anchor>`; a renamed heading or file must not
// leave them pointing nowhere (docs/product.md#how-to-use-this-page).

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (heading) anchors.add(slug(heading[1]!));
  }
  return anchors;
}

const trackedFiles = execFileSync('git', ['ls-files', 'src', 'e2e', 'bench', 'scripts', 'docs', 'README.md', 'eslint'], {
  cwd: projectRoot,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|js|mjs|md)$/.test(file) && fs.existsSync(path.join(projectRoot, file)));

function brokenReferences() {
  const broken: string[] = [];
  const anchorCache = new Map<string, Set<string>>();
  for (const file of trackedFiles) {
    const text = fs.readFileSync(path.join(projectRoot, file), 'utf8');
    // In code: docs/… paths from the root. In Markdown: links relative to the file.
    const references = file.endsWith('.md')
      ? [...text.matchAll(/\]\(([^)\s#]*\.md)?(#[^)\s]+)?\)/g)]
          .filter((m) => m[1] || m[2])
          .map((m) => ({ target: m[1] ? path.join(path.dirname(file), m[1]) : file, anchor: m[2]?.slice(1) }))
      : [...text.matchAll(/\b((?:docs\/[\w./-]+|README)\.md)(?:#([\w-]+))?/g)].map((m) => ({ target: m[1]!, anchor: m[2] }));
    for (const { target, anchor } of references) {
      const full = path.join(projectRoot, target);
      if (!fs.existsSync(full)) {
        broken.push(`${file}: ${target} does not exist`);
        continue;
      }
      if (!anchor) continue;
      if (!anchorCache.has(full)) anchorCache.set(full, anchorsOf(full));
      if (!anchorCache.get(full)!.has(anchor)) broken.push(`${file}: ${target}#${anchor} names no heading`);
    }
  }
  return broken;
}

// docs/product.md names each feature's tests by file and quotes some of their titles. A renamed or
// deleted test must not leave the page quoting a test that no longer exists, so every quoted title is
// looked up in the file it follows (docs/product.md#how-to-use-this-page).

/** A test file's name as product.md writes it: a path from the root or a bare name. */
const TEST_FILE = String.raw`[\w./-]+\.(?:test|spec)\.tsx?`;
/**
 * One token of a tests paragraph: a test file, or a title in '…' or "…". A single quote opens only after a
 * non-letter and closes only before one, so a word's apostrophe (don't) is not taken for a quote.
 */
const TEST_TOKEN = new RegExp(
  String.raw`(${TEST_FILE})|(?<![\p{L}\p{N}])'((?:[^']|(?<=\p{L})'(?=\p{L}))+?)'(?![\p{L}\p{N}])|"((?:[^"\\]|\\.)+)"`,
  'gu',
);

/** Whitespace collapsed, and a typographic apostrophe read as a straight one, in the page and the code alike. */
const collapse = (text: string) => text.replace(/\s+/g, ' ').replaceAll('’', "'").trim();

/** The paragraphs of a Markdown file from their first `**Test:**`/`**Tests:**` on, code blocks left out. */
function testParagraphs(markdown: string): string[] {
  const paragraphs: string[] = [];
  let fenced = false;
  let current: string[] = [];
  const flush = () => {
    const text = collapse(current.join(' '));
    const start = text.search(/\*\*Tests?\b/);
    if (start >= 0) paragraphs.push(text.slice(start));
    current = [];
  };
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced || line.startsWith('```')) continue;
    // A blank line, a heading or a list item starts a new paragraph.
    if (line.trim() === '' || /^(#{1,6}\s|\s*(?:[-*]|\d+\.)\s)/.test(line)) flush();
    if (line.trim() !== '' && !/^#{1,6}\s/.test(line)) current.push(line);
  }
  flush();
  return paragraphs;
}

/**
 * A quoted title may stand for a parameter with `<name>` and end early with `…`; `%s` and the like are
 * written as in the code.
 */
function titlePattern(title: string): RegExp {
  const parts = collapse(title).split(/<[^>]+>|…/);
  return new RegExp(parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?'), 'u');
}

/**
 * Every quoted test title of `markdown` that its test file does not contain, and every test file it names
 * that does not exist. A bare name must name one tracked file; when several share it the page writes the path.
 */
function staleTestReferences(markdown: string, files: readonly string[], read: (file: string) => string): string[] {
  const stale: string[] = [];
  const collapsedText = new Map<string, string>();
  // Titles are compared as the test runner prints them: escaped quotes unescaped, whitespace collapsed.
  const textOf = (file: string) => {
    if (!collapsedText.has(file)) collapsedText.set(file, collapse(read(file).replace(/\\(['"`])/g, '$1')));
    return collapsedText.get(file)!;
  };
  /** The tracked file a name stands for, or why there is none. */
  const resolve = (name: string): { file: string } | { problem: string } => {
    if (files.includes(name)) return { file: name };
    const matches = files.filter((file) => file.endsWith(`/${name}`));
    if (matches.length === 1) return { file: matches[0]! };
    return { problem: matches.length > 1 ? `${name}: several files have this name, write its path` : `${name}: no such test file` };
  };
  for (const paragraph of testParagraphs(markdown)) {
    let file: string | undefined;
    for (const [, name, single, double] of paragraph.matchAll(TEST_TOKEN)) {
      if (name) {
        const found = resolve(name);
        file = 'file' in found ? found.file : undefined;
        if ('problem' in found) stale.push(found.problem);
        continue;
      }
      const title = single ?? double!.replace(/\\(.)/g, '$1');
      if (file && !titlePattern(title).test(textOf(file))) stale.push(`${file}: no test '${collapse(title)}'`);
    }
  }
  return stale;
}

describe('documentation references', () => {
  it('every docs/… link in the code and the docs reaches an existing file and heading', () => {
    expect(trackedFiles.length).toBeGreaterThan(100);
    expect(brokenReferences()).toEqual([]);
  });

  it('every test title quoted in product.md is a test in the file it follows', () => {
    const productPage = fs.readFileSync(path.join(projectRoot, 'docs/product.md'), 'utf8');
    const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), 'utf8');
    expect(testParagraphs(productPage).length).toBeGreaterThan(50);
    expect(staleTestReferences(productPage, trackedFiles, read)).toEqual([]);
  });

  it('catches a quoted title the named file does not have, a test file that does not exist and an ambiguous name', () => {
    const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), 'utf8');
    const page = [
      '### A feature',
      '',
      "**Tests:** src/server/features/humanitarian/humanitarian.test.ts 'a code redeemed by a paying member extends",
      "their membership from its current end', 'grants 13 free months to whoever asks nicely'; e2e/nowhere.spec.ts;",
      "auth.test.ts 'anything'.",
    ].join('\n');
    expect(staleTestReferences(page, trackedFiles, read)).toEqual([
      "src/server/features/humanitarian/humanitarian.test.ts: no test 'grants 13 free months to whoever asks nicely'",
      'e2e/nowhere.spec.ts: no such test file',
      'auth.test.ts: several files have this name, write its path',
    ]);
  });

  it('architecture.md names every feature folder, every schedule and every advisory lock', () => {
    const page = fs.readFileSync(path.join(projectRoot, 'docs/architecture.md'), 'utf8');
    const folders = (side: string) =>
      fs
        .readdirSync(path.join(projectRoot, 'src', side, 'features'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    // The feature lists are the sentences that start "Server features:" and "Client features:".
    const lists = new Map(
      [...page.matchAll(/(?:^|\n)(\w+) features:([\s\S]*?)(?=\n\n|\n\w+ features:|$)/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]),
    );
    const unlisted = (side: string) => folders(side).filter((feature) => !(lists.get(side) ?? '').includes(`\`${feature}\``));
    expect({ server: unlisted('server'), client: unlisted('client') }).toEqual({ server: [], client: [] });

    // Every file that starts a schedule (croner or startDailyJob) is a row of the scheduled-jobs table.
    const scheduleTable = page.slice(page.indexOf('## Scheduled jobs and their locks'), page.indexOf('## Client'));
    const scheduleFiles = trackedFiles.filter(
      (file) =>
        file.startsWith('src/server/') &&
        !/\.test\.ts$|lib\/daily-job\.ts$/.test(file) &&
        /new Cron\(|startDailyJob\(/.test(fs.readFileSync(path.join(projectRoot, file), 'utf8')),
    );
    expect(scheduleFiles.length).toBeGreaterThan(3);
    expect(scheduleFiles.filter((file) => !scheduleTable.includes(file.replace('src/server/', '')))).toEqual([]);

    const locks = fs.readFileSync(path.join(projectRoot, 'src/server/db/advisory-locks.ts'), 'utf8');
    const lockNames = [.../ADVISORY_LOCKS = \{([\s\S]*?)\}/.exec(locks)![1]!.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]!);
    expect(lockNames.length).toBeGreaterThan(5);
    expect(lockNames.filter((name) => !scheduleTable.includes(`\`${name}\``))).toEqual([]);
  });

  it('names no document that is outside the repository', () => {
    const outside = trackedFiles.filter(
      (file) =>
        !file.endsWith('docs-links.unit.test.ts') &&
        /\bSPEC\b|\bDESIGN\.md|\bSTYLE\.md|\bdeparture \d/.test(fs.readFileSync(path.join(projectRoot, file), 'utf8')),
    );
    expect(outside).toEqual([]);
  });
});
