// The import rules that keep features apart, as ESLint `no-restricted-imports` settings generated per folder.
// The rules and their reasons: docs/architecture.md#feature-boundaries. A new feature folder is covered
// as soon as it exists; a new table must be given an owner in table-owners.json (a unit test checks).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tableOwners = JSON.parse(fs.readFileSync(path.join(root, 'eslint/table-owners.json'), 'utf8'));
delete tableOwners.$comment;

/** Folders inside a feature are nested this deep at most; a deeper file would escape the rule, so add a level. */
const MAX_DEPTH = 3;
const GUIDE = 'see docs/architecture.md#feature-boundaries';

const featuresOf = (side) =>
  fs
    .readdirSync(path.join(root, 'src', side, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Files of one feature that sit `depth` folders below the feature's own folder. */
const filesAtDepth = (side, feature, depth) => [`src/${side}/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`];

/** An import that climbs exactly out of the feature folder (`depth + 1` times `../`) lands in another feature. */
const leavesFeature = (depth) => `^(\\.\\./){${depth + 1}}(?!\\.\\./)[^/]+/`;

const serverLayer = { group: ['**/client/**'], message: 'The server must not import client code.' };
const clientLayer = { group: ['**/server/**'], message: 'The client must not import server code.' };

const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

function serverFeatureRules() {
  const configs = [];
  for (const feature of featuresOf('server')) {
    const foreignTables = Object.entries(tableOwners)
      .filter(([, owners]) => owners !== '*' && !owners.includes(feature))
      .map(([table]) => table);
    for (let depth = 0; depth <= MAX_DEPTH; depth++) {
      const patterns = [
        serverLayer,
        {
          regex: `${leavesFeature(depth)}(?!(service|guards)$)`,
          message: `Another feature is used only through its service.ts or guards.ts; its repo and helpers are private (${GUIDE}).`,
        },
        {
          regex: '(^|/)db/schema(/[^/]+)?$',
          importNames: foreignTables,
          message: `This table belongs to another feature: call that feature's service (${GUIDE}; owners in eslint/table-owners.json).`,
        },
      ];
      configs.push(restrict(filesAtDepth('server', feature, depth), patterns));
      // Routes speak HTTP and call their service; queries stay behind it.
      configs.push(
        restrict(
          [`src/server/features/${feature}/${'*/'.repeat(depth)}routes.ts`],
          [
            ...patterns,
            { regex: '(^|/)(repo|db/schema)(/[^/]+)?$', message: `A route calls its service, never a repo or a table (${GUIDE}).` },
          ],
        ),
      );
    }
  }
  // The building blocks below the features know nothing of them.
  configs.push(
    restrict(
      ['src/server/{lib,db,plugins,integrations}/**'],
      [serverLayer, { regex: '(^|/)features/', message: `Shared server code must not depend on a feature (${GUIDE}).` }],
    ),
  );
  return configs;
}

function clientFeatureRules() {
  const configs = [];
  for (const feature of featuresOf('client')) {
    for (let depth = 0; depth <= MAX_DEPTH; depth++) {
      configs.push(
        restrict(filesAtDepth('client', feature, depth), [
          clientLayer,
          {
            regex: leavesFeature(depth),
            message: `A feature does not import another feature: compose them in pages/, share through components/ or lib/ (${GUIDE}).`,
          },
        ]),
      );
    }
  }
  configs.push(
    restrict(
      ['src/client/{components,lib,hooks}/**'],
      [
        clientLayer,
        { regex: '(^|/)(features|pages|app)/', message: `Shared client code must not depend on a feature, page or the app (${GUIDE}).` },
      ],
    ),
  );
  return configs;
}

export const featureBoundaries = [...serverFeatureRules(), ...clientFeatureRules()];
export { tableOwners };
