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

describe('documentation references', () => {
  it('every docs/… link in the code and the docs reaches an existing file and heading', () => {
    expect(trackedFiles.length).toBeGreaterThan(100);
    expect(brokenReferences()).toEqual([]);
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
