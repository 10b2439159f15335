import { build } from './build-lib.mjs';

await build();
