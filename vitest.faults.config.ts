import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: the fault suites (docs/decisions/022-database-faults.md). They start PostgreSQL
 * clusters and server processes of their own and kill them, so they are slow and need PostgreSQL's binaries
 * (and, as root, the postgres OS user): kept out of `npm test`.
 */
export default defineConfig({
  test: {
    include: ['src/server/**/*.faults.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 120_000,
    // One at a time: each suite loads the machine on purpose.
    fileParallelism: false,
  },
});
