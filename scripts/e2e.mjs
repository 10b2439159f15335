// `npm run test:e2e`: end-to-end tests in the system Chromium against the built app on a fresh database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild, root } from './build-lib.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    [
      `End-to-end tests need Chromium at ${chromium}, and it is not there.`,
      'Install it from your system packages, e.g. on Debian/Ubuntu:  sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
      'The tests never download a browser of their own.',
    ].join('\n'),
  );
  process.exit(1);
}

await ensureBuild();

// Every run starts on an empty embedded database.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, '.e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });

const cli = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
const result = spawnSync(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir },
});
process.exit(result.status ?? 1);
