import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './lib/project-root';

// scripts/check-engines.mjs, which `npm run lint` runs (docs/decisions/003-versions-for-node-20.md): every
// locked package accepts the Node.js versions the README promises, so `npm install` prints no EBADENGINE.

const script = path.join(projectRoot(), 'scripts', 'check-engines.mjs');
const run = (root: string) => spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });

const made: string[] = [];
/** A project promising `engines` whose one locked dependency declares `dependencyEngines`. */
function projectWith(dependencyEngines: string, engines = '>=20.19') {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-'));
  made.push(root);
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'app', engines: { node: engines } }));
  const lock = {
    lockfileVersion: 3,
    packages: {
      '': { name: 'app' },
      'node_modules/docx/node_modules/nanoid': { version: '6.0.2', engines: { node: dependencyEngines } },
    },
  };
  fs.writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify(lock));
  return root;
}

describe('the engine check of every locked dependency', () => {
  afterAll(() => {
    for (const root of made) fs.rmSync(root, { recursive: true, force: true });
  });

  it("passes on this project's own lockfile", () => {
    const result = run(projectRoot());
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/all accept Node\.js 20\.19\.0, 24\.0\.0\./);
  });

  it('fails on a package that leaves out Node 20 (nanoid 6, which docx 9.15 pulled in)', () => {
    const result = run(projectWith('^22 || ^24 || >=26'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('node_modules/docx/node_modules/nanoid: engines.node "^22 || ^24 || >=26" refuses 20.19.0');
  });

  it('fails on a package that leaves out the recommended Node 24', () => {
    const result = run(projectWith('>=18 <24'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('refuses 24.0.0');
  });

  it('passes a package that accepts both lines', () => {
    const result = run(projectWith('^18 || >=20'));
    expect(result.status).toBe(0);
  });
});
