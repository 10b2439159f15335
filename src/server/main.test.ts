import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runScript } from './test-support/run-script';
import { createTestDatabase, type TestDatabase } from './test-support/test-database';

/** The real entry point in a child process, as `npm start` runs it (from source here). */
const startMain = (env: NodeJS.ProcessEnv) => runScript('src/server/main.ts', [], env);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// A first start loads the shipped LMIA data (~30 s on PGlite here): allow for a slower machine.
async function waitForHealth(port: number, child: ChildProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return (await response.json()) as Record<string, string>;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy in time');
}

describe('the server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-main-'));
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start on a bad setting and names the variable', async () => {
    const { exited, output } = startMain({ PORT: 'three thousand', DATA_DIR: dataDir });
    expect(await exited).toBe(1);
    expect(output()).toMatch(/Invalid configuration: PORT/);
  });

  it('shuts down cleanly on SIGTERM and starts again on the same database', async () => {
    database = await createTestDatabase();
    const databaseEnv = database.config.kind === 'postgres' ? { DATABASE_URL: database.config.url } : {};
    for (let run = 0; run < 2; run += 1) {
      const port = await freePort();
      const server = startMain({ PORT: String(port), DATA_DIR: dataDir, ...databaseEnv });
      const health = await waitForHealth(port, server.child);
      expect(health.status).toBe('ok');
      expect(health.database).toBe(database.config.kind);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).not.toMatch(/error/i);
    }
  }, 400_000);
});
