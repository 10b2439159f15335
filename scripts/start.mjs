// `npm start`: build if the sources changed since the last build, then run the server. Migrations and
// reference data are applied by the server itself on start.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './build-lib.mjs';

await ensureBuild();
await import(pathToFileURL(path.join(root, 'dist', 'server', 'main.js')).href);
