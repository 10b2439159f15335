#!/usr/bin/env node
/**
 * Licence check of the production dependencies (docs/decisions/021-supply-chain.md), offline: part of
 * `npm run lint`. The production tree is what `npm ci --omit=dev` installs: every package-lock.json entry
 * not marked `dev`. Each one's licence is read from its installed package.json under node_modules (the
 * lockfile's copy for an optional package not installed on this platform) and checked against the
 * allow-list below. An SPDX expression passes when one side of every OR, and both sides of every AND, is
 * allowed. Copyleft or unknown fails, unless reviewed in REVIEWED with the reason.
 *
 * Usage: node scripts/check-licences.mjs [--root <project dir>] [--verbose]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Permissive licences: use, change and ship in a closed product, keeping the notice. */
const ALLOWED = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'Unlicense',
  'Zlib',
  'Python-2.0',
  'CC-BY-4.0',
  // Weak, file-level copyleft: allowed because we ship its files unchanged (a change to them would have to
  // be published). Today: lightningcss, through the client build only.
  'MPL-2.0',
]);

/** Packages whose package.json does not say its licence in SPDX; each was read by hand (name → licence, why). */
const REVIEWED = {
  // package.json says "BSD"; its LICENSE file is the two-clause BSD text (mammoth's dependency).
  duck: { licence: 'BSD-2-Clause', why: 'LICENSE file is BSD 2-clause' },
  // package.json has no licence field; its LICENSE file is MIT (pdfkit's dependency).
  'png-js': { licence: 'MIT', why: 'LICENSE file is MIT' },
};

/** Parses and evaluates an SPDX expression: true when the package may be used under allowed licences. */
export function spdxAllowed(expression, allowed = ALLOWED) {
  const tokens = expression
    .replace(/[()]/g, (p) => ` ${p} `)
    .trim()
    .split(/\s+/);
  let position = 0;
  const peek = () => tokens[position];
  const take = () => tokens[position++];
  function primary() {
    const token = take();
    if (token === undefined) throw new Error(`incomplete licence expression "${expression}"`);
    if (token === '(') {
      const value = or();
      if (take() !== ')') throw new Error(`unbalanced licence expression "${expression}"`);
      return value;
    }
    // "X WITH some-exception" is at least as permissive as X for the exceptions SPDX lists.
    if (peek() === 'WITH') {
      take();
      take();
    }
    return allowed.has(token.replace(/\+$/, ''));
  }
  function and() {
    let value = primary();
    while (peek() === 'AND') {
      take();
      value = primary() && value;
    }
    return value;
  }
  function or() {
    let value = and();
    while (peek() === 'OR') {
      take();
      value = and() || value;
    }
    return value;
  }
  const result = or();
  if (position !== tokens.length) throw new Error(`unreadable licence expression "${expression}"`);
  return result;
}

/** The licence a package.json declares, in any of the shapes npm has accepted over the years. */
function declaredLicence(manifest) {
  if (typeof manifest?.license === 'string') return manifest.license;
  if (typeof manifest?.license?.type === 'string') return manifest.license.type;
  if (Array.isArray(manifest?.licenses) && manifest.licenses.length > 0) {
    return manifest.licenses.map((entry) => (typeof entry === 'string' ? entry : entry.type)).join(' OR ');
  }
  return null;
}

const nameOf = (lockPath) => lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);

export function checkLicences(root) {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  if (!lock.packages) throw new Error('package-lock.json has no "packages" (lockfile version 2 or later is needed)');
  const checked = [];
  const problems = [];
  for (const [lockPath, entry] of Object.entries(lock.packages)) {
    if (lockPath === '' || entry.dev || entry.link || !lockPath.includes('node_modules/')) continue;
    const name = nameOf(lockPath);
    const manifestFile = path.join(root, lockPath, 'package.json');
    const installed = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : null;
    if (!installed && !entry.optional && !entry.devOptional) {
      problems.push(`${name}@${entry.version}: not installed (run npm ci)`);
      continue;
    }
    const declared = installed ? declaredLicence(installed) : (entry.license ?? null);
    const reviewed = REVIEWED[name];
    const licence = reviewed?.licence ?? declared;
    let allowed;
    try {
      allowed = licence !== null && spdxAllowed(licence);
    } catch (error) {
      problems.push(`${name}@${entry.version}: ${error.message}`);
      continue;
    }
    checked.push({ name, version: entry.version, licence });
    if (!allowed) problems.push(`${name}@${entry.version}: ${licence ?? 'no licence declared'} is not on the allow-list`);
  }
  return { checked, problems };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const rootFlag = process.argv.indexOf('--root');
  const root = rootFlag > 0 ? path.resolve(process.argv[rootFlag + 1]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { checked, problems } = checkLicences(root);
  if (process.argv.includes('--verbose')) {
    const byLicence = new Map();
    for (const { licence } of checked) byLicence.set(licence, (byLicence.get(licence) ?? 0) + 1);
    for (const [licence, count] of [...byLicence].sort((x, y) => y[1] - x[1])) console.log(`${String(count).padStart(4)}  ${licence}`);
  }
  if (problems.length > 0) {
    console.error(`Licence check: ${problems.length} production ${problems.length === 1 ? 'dependency fails' : 'dependencies fail'}:`);
    for (const problem of problems) console.error(`  ${problem}`);
    console.error(
      'Review the licence and add it to ALLOWED or REVIEWED in scripts/check-licences.mjs (docs/decisions/021-supply-chain.md).',
    );
    process.exit(1);
  }
  console.log(`Licence check: ${checked.length} production dependencies, all on the allow-list.`);
}
