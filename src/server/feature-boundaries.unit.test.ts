import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './lib/project-root';

// The feature-boundary rules of `npm run lint` (eslint/feature-boundaries.js, docs/architecture.md#feature-boundaries),
// run through ESLint with the project's own configuration: each one fails on a wrong import, however the
// import is written (a path that climbs out and back in, a dynamic import(), a re-export), and the allowed
// imports pass.

const root = projectRoot();
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `file` (relative to the project). */
async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'unknown');
}

describe('feature boundaries, judged on resolved paths', () => {
  it.each([
    [
      'a path that climbs out of the feature and back in',
      'src/server/features/jobs/probe.ts',
      "import { users } from '../../features/auth/repo';\nexport { users };",
    ],
    ['a dynamic import()', 'src/server/features/jobs/probe.ts', "export const load = () => import('../auth/repo');"],
    ['a re-export', 'src/server/features/jobs/probe.ts', "export { findSession } from '../auth/repo';"],
    [
      "another feature's helper in a sub-folder",
      'src/server/features/account/probe.ts',
      "export { parseLmiaCsv } from '../jobs/import/lmia-csv';",
    ],
    ['a route reaching its own repo', 'src/server/features/jobs/routes.ts', "import * as repo from './repo';\nexport { repo };"],
    ['a route reaching a table', 'src/server/features/jobs/routes.ts', "import { jobs } from '../../db/schema';\nexport { jobs };"],
    [
      'a service querying a table itself',
      'src/server/features/jobs/service.ts',
      "import { jobs } from '../../db/schema/jobs';\nexport { jobs };",
    ],
    [
      'a helper beside the repo querying a table',
      'src/server/features/membership/expiry-notices.ts',
      "import { memberships } from '../../db/schema/memberships';\nexport { memberships };",
    ],
    [
      'shared server code reaching a feature',
      'src/server/lib/probe.ts',
      "import { isPaidMember } from '../features/membership/service';\nexport { isPaidMember };",
    ],
    [
      'the server importing client code',
      'src/server/lib/probe.ts',
      "import { apiClient } from '../../client/lib/api-client';\nexport { apiClient };",
    ],
    ['the client importing server code', 'src/client/lib/probe.ts', "import { DAY_MS } from '../../server/lib/dates';\nexport { DAY_MS };"],
    ['src/shared importing the server', 'src/shared/probe.ts', "import { DAY_MS } from '../server/lib/dates';\nexport { DAY_MS };"],
    [
      'a client feature importing another',
      'src/client/features/jobs/probe.ts',
      "export const load = () => import('../payments/kes-price');",
    ],
    [
      'shared client code importing a feature',
      'src/client/components/probe.ts',
      "export { formatKes } from '../features/payments/kes-price';",
    ],
    [
      "a feature reaching into the document engine's internals",
      'src/server/features/documents/probe.ts',
      "export { qualityReport } from '../../document-engine/score/quality-report';",
    ],
    [
      'the app loading a document engine internal with import()',
      'src/server/probe.ts',
      "export const load = () => import('./document-engine/parse/places');",
    ],
    [
      'an adapter reaching into the document engine by a path that climbs out and back in',
      'src/server/integrations/ai/openai/probe.ts',
      "export { parseResume } from '../../../document-engine/../document-engine/parse/parse-resume';",
    ],
    [
      'the document engine depending on a feature',
      'src/server/document-engine/probe.ts',
      "export { isPaidMember } from '../features/membership/service';",
    ],
  ])('refuses %s', async (_what, file, code) => {
    expect(await rulesBroken(file, code)).toContain('import-x/no-restricted-paths');
  });

  it("refuses another feature's table, however the schema is reached", async () => {
    const rules = await rulesBroken(
      'src/server/features/jobs/probe.ts',
      "import { payments } from '../../../server/db/schema';\nexport { payments };",
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it("refuses a service that hands out its repo's exports", async () => {
    const named = await rulesBroken('src/server/features/jobs/service.ts', "export { searchJobs } from './repo';");
    const assigned = await rulesBroken(
      'src/server/features/jobs/service.ts',
      "import * as repo from './repo';\nexport const search = repo.searchJobs;",
    );
    expect(named).toContain('no-restricted-syntax');
    expect(assigned).toContain('no-restricted-syntax');
    // Types hand out no access.
    expect(await rulesBroken('src/server/features/jobs/service.ts', "export type { JobRow } from './repo';")).not.toContain(
      'no-restricted-syntax',
    );
  });

  it("allows another feature's service and guards, and a feature's own files", async () => {
    const code = [
      "import { isPaidMember } from '../membership/service';",
      "import { requireUser } from '../auth/guards';",
      "import * as repo from './repo';",
      "import { jobs } from '../../db/schema';",
      'export { isPaidMember, requireUser, repo, jobs };',
    ].join('\n');
    // A repo file (here a second one, as payments has mpesa-repo.ts) may import its feature's tables.
    expect(await rulesBroken('src/server/features/jobs/probe-repo.ts', code)).toEqual([]);
  });
});

describe('the document engine has one door', () => {
  it('allows its index.ts from anywhere on the server, and any of its files from inside it', async () => {
    expect(
      await rulesBroken('src/server/features/documents/probe.ts', "export { createBuiltinEngine } from '../../document-engine';"),
    ).toEqual([]);
    expect(await rulesBroken('src/server/probe.ts', "export { parseResume } from './document-engine/index';")).toEqual([]);
    expect(await rulesBroken('src/server/document-engine/write/probe.ts', "export { parseResume } from '../parse/parse-resume';")).toEqual(
      [],
    );
  });
});

describe('import cycles', () => {
  // Two real files importing each other: the cycle rule reads the files an import leads to from disk.
  const folder = path.join(root, 'src', 'server', 'lib', `cycle-probe-${process.pid}`);
  beforeAll(() => {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'a.ts'), "import { b } from './b';\nexport const a = () => b();\n");
    fs.writeFileSync(path.join(folder, 'b.ts'), "export const b = () => import('./a');\n");
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('refuses a cycle, a dynamic import() included', async () => {
    const code = fs.readFileSync(path.join(folder, 'a.ts'), 'utf8');
    expect(await rulesBroken(path.relative(root, path.join(folder, 'a.ts')), code)).toContain('import-x/no-cycle');
  });
});
