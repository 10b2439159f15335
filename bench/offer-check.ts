// The offer check's part of `npm run bench` (and `npm run bench:offer-check` on its own): how its own test set
// (src/server/features/offer-check/test-set.json) is answered — scam recall, plausible offers called scams, the
// `caution` answers — on the tuning part and the held-out part, and how long a 20,000-character message takes:
// the rules alone in memory, and POST /api/offer-check over HTTP against the app on PGlite with the full shipped
// LMIA lists (docs/decisions/044-offer-check.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { loadReferenceData } from '../src/server/features/jobs/import/load-reference-data';
import { findRedFlags } from '../src/server/features/offer-check/red-flags';
import testSet from '../src/server/features/offer-check/test-set.json';
import { verdictOf } from '../src/server/features/offer-check/verdict';

export interface OfferCheckAccuracy {
  name: string;
  scams: number;
  /** Scams answered likely-scam, as a share. */
  recall: number;
  /** Scams answered caution (missed, but not waved through). */
  scamsCaution: number;
  plausible: number;
  /** Plausible offers answered likely-scam: the target is none. */
  falseAlarms: number;
  plausibleCaution: number;
  /** The ids of the items answered wrongly, for reading. */
  missed: string[];
}

function accuracyOf(name: string, items: typeof testSet.items): OfferCheckAccuracy {
  const answered = items.map((item) => ({ ...item, verdict: verdictOf(findRedFlags(item.text)) }));
  const scams = answered.filter((item) => item.expected === 'scam');
  const plausible = answered.filter((item) => item.expected === 'plausible');
  return {
    name,
    scams: scams.length,
    recall: scams.filter((item) => item.verdict === 'likely-scam').length / scams.length,
    scamsCaution: scams.filter((item) => item.verdict === 'caution').length,
    plausible: plausible.length,
    falseAlarms: plausible.filter((item) => item.verdict === 'likely-scam').length,
    plausibleCaution: plausible.filter((item) => item.verdict === 'caution').length,
    missed: [
      ...scams.filter((item) => item.verdict !== 'likely-scam').map((item) => item.id),
      ...plausible.filter((item) => item.verdict === 'likely-scam').map((item) => item.id),
    ],
  };
}

export function measureOfferCheckAccuracy(): OfferCheckAccuracy[] {
  return [
    accuracyOf(
      'tuning part',
      testSet.items.filter((item) => !item.holdout),
    ),
    accuracyOf(
      'held-out part',
      testSet.items.filter((item) => item.holdout),
    ),
    accuracyOf('whole set', testSet.items),
  ];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (x: number) => Number(x.toFixed(1));

/** 20,000 characters made of the test set's messages, shifted by `seed` so that no two are the same. */
export function longMessage(seed: number): string {
  const texts = testSet.items.map((item) => item.text);
  let text = '';
  for (let i = seed; text.length < 20_000; i += 1) text += `${texts[i % texts.length]}\n`;
  return text.slice(0, 20_000);
}

/** The rules alone (no employer look-up) on 20,000-character messages: p50 and p95 in ms. */
export function measureRulesOn20k(runs = 60): { p50: number; p95: number } {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const text = longMessage(i);
    const started = performance.now();
    verdictOf(findRedFlags(text));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
}

/** POST /api/offer-check over HTTP with 20,000 characters and a typed employer, one at a time. */
export async function measureOfferCheckRoute(origin: string, runs = 40) {
  let address = 0;
  const one = async (seed: number) => {
    address += 1;
    const started = performance.now();
    const response = await fetch(`${origin}/api/offer-check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${(address >> 8) & 255}.${address & 255}` },
      body: JSON.stringify({ text: longMessage(seed), employer: 'Highline Produce Ltd', occupation: 'farm worker', province: 'ON' }),
    });
    await response.arrayBuffer();
    return { ms: performance.now() - started, ok: response.status === 200 };
  };
  // The first check builds the employer index from the database: timed on its own.
  const first = await one(0);
  const times: number[] = [];
  let errors = first.ok ? 0 : 1;
  for (let i = 1; i <= runs; i += 1) {
    const result = await one(i);
    times.push(result.ms);
    if (!result.ok) errors += 1;
  }
  times.sort((a, b) => a - b);
  return { firstMs: Math.round(first.ms), p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), requests: runs, errors };
}

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

export function describeAccuracy(a: OfferCheckAccuracy): string {
  return `${a.name}: ${a.scams} scams, ${percent(a.recall)} likely-scam (${a.scamsCaution} caution); ${a.plausible} plausible, ${a.falseAlarms} likely-scam (${a.plausibleCaution} caution)${a.missed.length ? `; wrong: ${a.missed.join(', ')}` : ''}`;
}

/** `npm run bench:offer-check`: accuracy, the rules' speed, then the route on a fresh PGlite with the full data set. */
async function main() {
  for (const a of measureOfferCheckAccuracy()) console.log(describeAccuracy(a));
  const rules = measureRulesOn20k();
  console.log(`rules alone, 20,000 characters: p50 ${rules.p50} ms, p95 ${rules.p95} ms`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-bench-offer-'));
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' };
  delete env.DATABASE_URL;
  const app = await buildApp({ ...loadConfig(env), clientDir: null }, { schedules: false, loadReferenceData: false, logger: false });
  try {
    process.stderr.write('[bench:offer-check] loading the shipped data set into PGlite…\n');
    await loadReferenceData(app.database.db, app.log);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const route = await measureOfferCheckRoute(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    console.log(`first check (builds the employer index from PGlite): ${route.firstMs} ms`);
    console.log(
      `POST /api/offer-check, 20,000 characters + employer look-up: p50 ${route.p50} ms, p95 ${route.p95} ms (${route.requests} requests, ${route.errors} errors; target p95 ≤ 1,000 ms)`,
    );
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
