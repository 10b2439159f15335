// Runs pglite-worker.ts from source (tsx, Vitest): worker threads do not inherit the parent's
// TypeScript loader, so this plain-JS entry registers tsx's loader and then imports the real worker.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
