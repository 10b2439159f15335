import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseConfig } from '../config';
import { runScript } from '../test-support/run-script';
import { testConfig } from '../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';

async function runAdminCreate(args: string[], stdin: string, env: NodeJS.ProcessEnv) {
  const run = runScript('src/server/cli/admin-create.ts', args, env, stdin);
  return { code: await run.exited, output: run.output() };
}

describe('npm run admin:create', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-admin-cli-'));
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates an administrator with the password from standard input, who can then sign in', async () => {
    database = await createTestDatabase();
    const databaseConfig: DatabaseConfig =
      database.config.kind === 'postgres'
        ? database.config
        : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite'), socketDir: path.join(dataDir, 'pglite-socket') };
    const env = database.config.kind === 'postgres' ? { DATABASE_URL: database.config.url } : { DATA_DIR: dataDir };

    const refused = await runAdminCreate(['night-shift'], 'short\n', env);
    expect(refused.code).toBe(2);
    expect(refused.output).toMatch(/at least 12 characters/);

    const created = await runAdminCreate(['night-shift'], 'A-long-enough-password\n', env);
    expect(created.output).toContain('Administrator "night-shift" created.');
    expect(created.code).toBe(0);

    const app = await buildApp({ ...testConfig(), database: databaseConfig }, { logger: false, loadReferenceData: false });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'night-shift', password: 'A-long-enough-password' },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);
});
