#!/usr/bin/env node
/**
 * Engine check of every locked dependency (docs/decisions/003-versions-for-node-20.md), offline: part of
 * `npm run lint`. The README promises Node.js from the `engines.node` of package.json (20.19) on, and we
 * recommend the current LTS line (24). A package whose own `engines.node` leaves out one of those makes
 * `npm install` print EBADENGINE there, and may use what that Node lacks, so the check fails on it. The Node
 * versions checked are the promised minimum and the first release of the recommended line, 24.0.
 *
 * Usage: node scripts/check-engines.mjs [--root <project dir>]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

/** The Node.js versions every dependency must accept: the project's promised minimum and 24.0 (the LTS line we recommend). */
export function supportedNodeVersions(projectEngines) {
  const minimum = semver.minVersion(projectEngines)?.version;
  if (!minimum) throw new Error(`package.json engines.node "${projectEngines}" names no version`);
  return [...new Set([minimum, '24.0.0'].filter((version) => semver.satisfies(version, projectEngines)))];
}

/** Every lockfile entry whose declared engines.node refuses one of `versions`: [{ name, range, refuses }]. */
export function checkEngines(root) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const versions = supportedNodeVersions(manifest.engines?.node ?? '>=20.19');
  const problems = [];
  let declared = 0;
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    const range = entry.engines?.node;
    if (!key || typeof range !== 'string') continue;
    declared += 1;
    const refuses = versions.filter((version) => !semver.satisfies(version, range, { includePrerelease: true }));
    if (refuses.length > 0) problems.push({ name: key.replace(/^.*node_modules\//, ''), path: key, range, refuses });
  }
  return { versions, declared, problems };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const rootFlag = process.argv.indexOf('--root');
  const root = rootFlag > 0 ? path.resolve(process.argv[rootFlag + 1]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { versions, declared, problems } = checkEngines(root);
  if (problems.length > 0) {
    console.error(`Engine check: ${problems.length} locked package(s) refuse a supported Node.js (${versions.join(', ')}):`);
    for (const p of problems) console.error(`  ${p.path}: engines.node "${p.range}" refuses ${p.refuses.join(', ')}`);
    console.error(
      'Pick versions (or an override in package.json) whose whole tree supports them: docs/decisions/003-versions-for-node-20.md.',
    );
    process.exit(1);
  }
  console.log(`Engine check: ${declared} locked packages declare engines.node, all accept Node.js ${versions.join(', ')}.`);
}
