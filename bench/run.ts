// `npm run bench`: prints figures; it asserts nothing and is not part of `npm test`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundle } from './bundle-size';
import { measureHealthUnderLoad } from './health-under-load';
import { measurePasswordHashing } from './password-hashing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const bundle = measureBundle(root);
console.log('\nFirst visit (index.html and what it names):');
for (const f of bundle.initial)
  console.log(`  ${f.file.padEnd(40)} raw ${kb(f.raw).padStart(9)}  gzip ${kb(f.gzip).padStart(9)}  brotli ${kb(f.brotli).padStart(9)}`);
const total = bundle.initial.reduce((sum, f) => sum + f.brotli, 0);
console.log(`  total brotli: ${kb(total)}`);
console.log(`Lazy chunks: ${bundle.chunks.length}, largest brotli ${kb(Math.max(0, ...bundle.chunks.map((c) => c.brotli)))}`);

const health = await measureHealthUnderLoad();
console.log('\n/api/health on embedded PGlite (8 concurrent keep-alive clients, 3 s each):');
console.log(`  idle:                    ${health.idle.rps} req/s, p99 ${health.idle.p99} ms`);
console.log(`  during a 3.5 s query:    ${health.duringSlowQuery.rps} req/s, p99 ${health.duringSlowQuery.p99} ms`);

const passwords = await measurePasswordHashing();
console.log('\nargon2id (19 MiB, 2 passes) password verification:');
console.log(`  one at a time: median ${passwords.medianMs} ms; 32 at once: ${passwords.verificationsPerSecond} per second`);
