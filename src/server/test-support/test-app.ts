import { buildApp, type App, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  config: Config;
  close(): Promise<void>;
}

/** The configuration a fresh checkout gets, quiet and without the SPA. */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }), clientDir: null };
}

/** A whole app on a database of its own; close() drops that database. */
export async function createTestApp(overrides: Partial<Config> = {}, options: BuildAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase({ migrated: true });
  const config: Config = { ...testConfig(), database: database.config, ...overrides };
  const app = await buildApp(config, { logger: false, loadReferenceData: false, schedules: false, ...options });
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
