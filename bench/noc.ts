// The NOC finder's half of `npm run bench` (and `npm run bench:noc` on its own): accuracy on the Kenyan-written
// titles of src/server/features/jobs/noc-finder (measurement-set.json, holdout-set.json), with and without our
// Kenyan term list, and the speed of GET /api/noc/search over HTTP against the app on PGlite with the full
// shipped data set: one request at a time, then 20 at once (docs/decisions/033-noc-finder.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { loadReferenceData } from '../src/server/features/jobs/import/load-reference-data';
import { loadNocIndex } from '../src/server/features/jobs/noc-finder/index';
import { topAccuracy, type NocCase, type NocIndex } from '../src/server/features/jobs/noc-finder/matcher';
import measurementSet from '../src/server/features/jobs/noc-finder/measurement-set.json';
import holdoutSet from '../src/server/features/jobs/noc-finder/holdout-set.json';

export interface NocAccuracy {
  name: string;
  /** Whether our Kenyan term list was part of the vocabulary. */
  kenyanTerms: boolean;
  cases: number;
  top1: number;
  top3: number;
}

export interface NocSpeed {
  /** Requests one at a time: p50 and p95 in ms. */
  single: { p50: number; p95: number; requests: number };
  /** 20 requests in flight together, in waves. */
  concurrent: { p50: number; p95: number; requests: number; errors: number };
  /** Building the index from the CSV files (ms). */
  indexMs: number;
}

function accuracyOf(name: string, kenyanTerms: boolean, index: NocIndex, cases: NocCase[]): NocAccuracy {
  return { name, kenyanTerms, cases: cases.length, ...topAccuracy(index, cases) };
}

export async function measureNocAccuracy(): Promise<NocAccuracy[]> {
  const [full, officialOnly] = await Promise.all([loadNocIndex(), loadNocIndex(undefined, [])]);
  return [
    accuracyOf('measurement set', true, full, measurementSet.cases),
    accuracyOf('measurement set, official titles only', false, officialOnly, measurementSet.cases),
    accuracyOf('held-out set', true, full, holdoutSet.cases),
  ];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (x: number) => Number(x.toFixed(1));

/** Times the route over HTTP against a running app; each request from its own address (TRUST_PROXY). */
export async function measureNocSearch(origin: string): Promise<NocSpeed> {
  const started = performance.now();
  await loadNocIndex();
  const indexMs = Math.round(performance.now() - started);
  const titles = [...measurementSet.cases, ...holdoutSet.cases].map((c) => c.title);
  let address = 0;
  const one = async (title: string) => {
    address += 1;
    const begun = performance.now();
    const response = await fetch(`${origin}/api/noc/search?title=${encodeURIComponent(title)}&limit=5`, {
      headers: { 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` },
    });
    await response.arrayBuffer();
    return { ms: performance.now() - begun, ok: response.status === 200 };
  };
  for (const title of titles.slice(0, 20)) await one(title); // warm-up, not counted
  const single: number[] = [];
  for (let round = 0; round < 5; round += 1) for (const title of titles) single.push((await one(title)).ms);
  const concurrent: number[] = [];
  let errors = 0;
  for (let wave = 0; wave < 25; wave += 1) {
    const batch = await Promise.all(Array.from({ length: 20 }, (_, i) => one(titles[(wave * 20 + i) % titles.length]!)));
    for (const result of batch) {
      concurrent.push(result.ms);
      if (!result.ok) errors += 1;
    }
  }
  single.sort((a, b) => a - b);
  concurrent.sort((a, b) => a - b);
  return {
    indexMs,
    single: { p50: round(percentile(single, 50)), p95: round(percentile(single, 95)), requests: single.length },
    concurrent: { p50: round(percentile(concurrent, 50)), p95: round(percentile(concurrent, 95)), requests: concurrent.length, errors },
  };
}

/** `npm run bench:noc`: the app on a fresh PGlite with the full data set, then both measures. */
async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-bench-noc-'));
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' };
  delete env.DATABASE_URL;
  const app = await buildApp({ ...loadConfig(env), clientDir: null }, { schedules: false, loadReferenceData: false, logger: false });
  try {
    process.stderr.write('[bench:noc] loading the shipped data set into PGlite…\n');
    await loadReferenceData(app.database.db, app.log);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const speed = await measureNocSearch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    const accuracy = await measureNocAccuracy();
    for (const a of accuracy)
      console.log(`${a.name} (${a.cases} titles): top-1 ${(a.top1 * 100).toFixed(1)} %, top-3 ${(a.top3 * 100).toFixed(1)} %`);
    console.log(`index built in ${speed.indexMs} ms`);
    console.log(
      `one at a time: p50 ${speed.single.p50} ms, p95 ${speed.single.p95} ms (${speed.single.requests} requests; target p95 ≤ 100 ms)`,
    );
    console.log(
      `20 at once: p50 ${speed.concurrent.p50} ms, p95 ${speed.concurrent.p95} ms (${speed.concurrent.requests} requests, ${speed.concurrent.errors} errors; target p95 ≤ 250 ms)`,
    );
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
