import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './lib/project-root';

// scripts/check-licences.mjs, which `npm run lint` runs (docs/decisions/021-supply-chain.md): it passes on
// this project, and fails on what it must refuse, shown on small projects made up here.

const script = path.join(projectRoot(), 'scripts', 'check-licences.mjs');
const run = (root: string) => spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });

/** A project whose one dependency declares `license` (undefined: none), optionally only for development. */
const made: string[] = [];
function projectWith(license: unknown, options: { dev?: boolean } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'licences-'));
  made.push(root);
  const manifest = { name: 'some-lib', version: '1.0.0', ...(license === undefined ? {} : { license }) };
  fs.mkdirSync(path.join(root, 'node_modules', 'some-lib'), { recursive: true });
  fs.writeFileSync(path.join(root, 'node_modules', 'some-lib', 'package.json'), JSON.stringify(manifest));
  const lock = {
    lockfileVersion: 3,
    packages: { '': { name: 'app' }, 'node_modules/some-lib': { version: '1.0.0', ...(options.dev ? { dev: true } : {}) } },
  };
  fs.writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify(lock));
  return root;
}

describe('the licence check of production dependencies', () => {
  afterAll(() => {
    for (const root of made) fs.rmSync(root, { recursive: true, force: true });
  });

  it("passes on this project's own production tree", () => {
    const result = run(projectRoot());
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Licence check: \d+ production dependencies, all on the allow-list\./);
  });

  it.each(['MIT', 'Apache-2.0', '(MIT OR GPL-3.0-or-later)', '(MIT AND Zlib)', 'BSD-3-Clause', { type: 'ISC' }])('allows %o', (license) => {
    expect(run(projectWith(license)).status).toBe(0);
  });

  it.each([
    'GPL-3.0-only',
    'AGPL-3.0-or-later',
    'LGPL-2.1',
    '(MIT AND GPL-2.0-only)',
    'SSPL-1.0',
    'SEE LICENSE IN LICENSE.md',
    'UNLICENSED',
    undefined,
  ])('refuses %o, naming the package', (license) => {
    const result = run(projectWith(license));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('some-lib@1.0.0');
  });

  it('ignores what only development uses', () => {
    expect(run(projectWith('GPL-3.0-only', { dev: true })).status).toBe(0);
  });
});
