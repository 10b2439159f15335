import os from 'node:os';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './chromium.config.ts';
import { compileMessages } from './scripts/compile-messages.mjs';

// The interface's texts are compiled functions (docs/decisions/055-kiswahili.md); the suites import them.
await compileMessages();

/**
 * Unit and integration tests. Server suites run on an in-memory PGlite; when TEST_DATABASE_URL is set the
 * same suites run a second time against that PostgreSQL server, each app on a database of its own, plus
 * the `*.postgres.test.ts` suites for what only a PostgreSQL server does.
 */
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // The PGlite worker takes a few seconds to start on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A file per core (Vitest's default keeps one core free): the server suites spend much of their time waiting on
    // the database's thread or server, which the other file fills. 17.3 → 12.9 min on this 2-core machine.
    maxWorkers: os.availableParallelism(),
    server: {
      deps: {
        // The compiled messages are some 2,000 small modules of plain JavaScript: through Vite's module runner
        // each test file spent about ten seconds loading them, Node itself takes under one.
        external: [/\/src\/shared\/i18n\/paraglide\//],
      },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/client/**/*.test.ts', 'src/shared/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server:pglite',
          include: ['src/server/**/*.test.ts'],
          // What only a PostgreSQL server can do (statement time limits) is tested on PostgreSQL alone; the
          // fault suites run on their own (vitest.faults.config.ts, `npm run test:faults`).
          exclude: ['src/server/**/*.postgres.test.ts', 'src/server/**/*.faults.test.ts'],
          environment: 'node',
          env: { MAPLE_TEST_DATABASE: 'pglite' },
          // One migrated database for the run; each test app starts from a copy of it.
          globalSetup: ['src/server/test-support/pglite-global-setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'components',
          include: ['src/client/**/*.browser.test.tsx'],
          testTimeout: 30_000,
          // expect.element waits for the page to settle; a component that never shows what is asked fails in 5 s.
          expect: { poll: { timeout: 5_000 } },
          browser: {
            enabled: true,
            headless: true,
            // One page at a time: the machine has two cores and the other projects run beside it.
            fileParallelism: false,
            screenshotFailures: false,
            provider: playwright({
              // The system Chromium, as for the end-to-end tests (docs/decisions/029-component-tests.md).
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // Without an action time limit, expect.element and clicks wait out the test's 30 s instead of
              // `expect.poll.timeout` above; with one, a wrong screen fails in 5 s.
              actionTimeout: 5_000,
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'server:postgres',
                include: ['src/server/**/*.test.ts'],
                // `.unit.test.ts` suites touch no database: their one run is in the PGlite project.
                exclude: ['src/server/**/*.unit.test.ts', 'src/server/**/*.faults.test.ts'],
                environment: 'node',
                env: { MAPLE_TEST_DATABASE: 'postgres' },
                globalSetup: ['src/server/test-support/postgres-global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
