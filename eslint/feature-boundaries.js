// The rules that keep features apart, judged on the file an import RESOLVES to (eslint-plugin-import-x), so a
// path that climbs out and back in, a dynamic import() or an `export … from` is held to the same rule as a
// plain import. The rules and their reasons: docs/architecture.md#feature-boundaries. A new feature folder is
// covered as soon as it exists; a new table must be given an owner in table-owners.json (a unit test checks).
// eslint/feature-boundaries.unit.test.ts shows each rule failing on a wrong import.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tableOwners = JSON.parse(fs.readFileSync(path.join(root, 'eslint/table-owners.json'), 'utf8'));
delete tableOwners.$comment;

const GUIDE = 'see docs/architecture.md#feature-boundaries';

const featuresOf = (side) =>
  fs
    .readdirSync(path.join(root, 'src', side, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Zones for import-x/no-restricted-paths: files matching `target` may not import files matching `from`. */
const zone = (target, from, message, except = []) => ({ target, from, except, message: ` ${message}` });

function serverZones() {
  const zones = [];
  for (const feature of featuresOf('server')) {
    const others = featuresOf('server').filter((name) => name !== feature);
    if (others.length === 0) continue;
    zones.push(
      zone(
        `src/server/features/${feature}/**`,
        others.map((other) => `src/server/features/${other}/**`),
        `Another feature is used only through its service.ts or guards.ts; its repo and helpers are private (${GUIDE}).`,
        ['**/src/server/features/*/service.ts', '**/src/server/features/*/guards.ts'],
      ),
    );
  }
  // Routes speak HTTP and call their service; queries stay behind it.
  zones.push(
    zone(
      'src/server/features/**/routes.ts',
      ['src/server/features/**/repo.ts', 'src/server/features/**/*-repo.ts', 'src/server/db/schema/**'],
      `A route calls its service, never a repo or a table (${GUIDE}).`,
    ),
  );
  // The document engine is one module with one door (src/server/document-engine/README.md, decision 030):
  // from outside it, only its index.ts; its parser, writer and data tables are free to change behind it.
  zones.push(
    zone(
      ['src/server/!(document-engine)/**', 'src/server/*', 'src/shared/**', 'src/client/**'],
      'src/server/document-engine/**',
      `The document engine is used only through src/server/document-engine/index.ts (${GUIDE}).`,
      ['**/src/server/document-engine/index.ts'],
    ),
  );
  // A query lives in a repo file (repo.ts, mpesa-repo.ts, …): services, schedules and helpers ask it, so
  // every query over a table can be found in one place per feature. Tests may set up rows directly.
  zones.push(
    zone(
      'src/server/features/**/!(*repo|*.test).ts',
      'src/server/db/schema/**',
      `Only a repo file queries a table: put the query in the feature's repo.ts and call it (${GUIDE}).`,
    ),
  );
  // The building blocks below the features know nothing of them.
  zones.push(
    zone(
      ['src/server/lib/**', 'src/server/db/**', 'src/server/plugins/**', 'src/server/integrations/**', 'src/server/document-engine/**'],
      'src/server/features/**',
      `Shared server code must not depend on a feature (${GUIDE}).`,
    ),
  );
  return zones;
}

function clientZones() {
  const zones = [];
  for (const feature of featuresOf('client')) {
    const others = featuresOf('client').filter((name) => name !== feature);
    if (others.length === 0) continue;
    zones.push(
      zone(
        `src/client/features/${feature}/**`,
        others.map((other) => `src/client/features/${other}/**`),
        `A feature does not import another feature: compose them in pages/, share through components/ or lib/ (${GUIDE}).`,
      ),
    );
  }
  zones.push(
    zone(
      ['src/client/components/**', 'src/client/lib/**', 'src/client/hooks/**'],
      ['src/client/features/**', 'src/client/pages/**', 'src/client/app/**'],
      `Shared client code must not depend on a feature, page or the app (${GUIDE}).`,
    ),
  );
  return zones;
}

const layerZones = [
  zone('src/server/**', 'src/client/**', 'The server must not import client code.'),
  zone('src/client/**', 'src/server/**', 'The client must not import server code.'),
  zone('src/shared/**', ['src/server/**', 'src/client/**'], 'src/shared imports only zod.'),
];

/** Each table is imported only by its owners: a rule on imported NAMES, which the path rule cannot see. */
function tableRules() {
  return featuresOf('server').map((feature) => {
    const foreignTables = Object.entries(tableOwners)
      .filter(([, owners]) => owners !== '*' && !owners.includes(feature))
      .map(([table]) => table);
    return {
      files: [`src/server/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '(^|/)db/schema(/[^/]+)?$',
                importNames: foreignTables,
                message: `This table belongs to another feature: call that feature's service (${GUIDE}; owners in eslint/table-owners.json).`,
              },
            ],
          },
        ],
      },
    };
  });
}

/** A service hands out functions and types, never its repo's exports (that would launder the repo's access). */
const serviceReexports = {
  files: ['src/server/features/**/service.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        // `export { x } from './repo'` and `export const x = repo.x`; a type re-export hands out no access.
        selector: [
          "ExportNamedDeclaration[exportKind!='type'][source.value=/(^|\\/)([\\w-]*-)?repo$/]",
          'ExportAllDeclaration[source.value=/(^|\\/)([\\w-]*-)?repo$/]',
          'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[init.object.name=/^([\\w]*R|r)epo$/]',
        ].join(', '),
        message: `A service does not re-export its repo: give other features a function that reads what they need (${GUIDE}).`,
      },
    ],
  },
};

export const featureBoundaries = [
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses the files an import leads to; they are TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones, ...serverZones(), ...clientZones()] }],
      // Features that import each other cannot change independently, and a cycle through a module's top level
      // leaves one side undefined at start-up.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...tableRules(),
  serviceReexports,
];
export { tableOwners };
