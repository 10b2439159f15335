// `npm run bench`: builds, loads the full data set, measures, prints ONE table and writes it as JSON to
// bench/results/latest.json (bench/README.md says how to read it). Not part of `npm test`; asserts nothing,
// but marks each figure that has a target ✓ or ✗. PGlite always; PostgreSQL too when DATABASE_URL is set.
//   --no-build        use the current dist/ (the bundle figures are then those of the last build)
//   --no-lighthouse   skip Lighthouse (also skipped, and said so, when Chromium is missing)
//   BENCH_SECONDS     seconds per search case (default 10) and for the scripted sessions (default 60)
//   BENCH_THINK_MS    a scripted member's pause between two steps (default 1000; 0 = back to back)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundle } from './bundle-size';
import { benchDatabase, HEALTH_PROBE_RATE, type DatabaseResult, type SearchCase } from './database-bench';
import { measureDocumentEngine } from './documents';
import { measureNocAccuracy } from './noc';
import { measureOfferCheckAccuracy, measureRulesOn20k } from './offer-check';
import type { LoadSummary } from './load-generator';
import { measurePasswordHashing } from './password-hashing';
import { MEMBER_ROUTES, MEMBER_START_BUDGET_KIB, measureRoutes } from './route-bundles';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const envSeconds = process.env.BENCH_SECONDS ? Number(process.env.BENCH_SECONDS) : undefined;
const seconds = { search: envSeconds ?? 10, sessions: envSeconds ?? 60, thinkMs: Number(process.env.BENCH_THINK_MS ?? 1_000) };
const progress = (line: string) => process.stderr.write(`[bench] ${line}\n`);

/** The budgets (issues 15 and 31, docs/decisions/012, 015, 018, 020, 052). */
const TARGET = {
  /** A repeated search (served from the search cache after the first request). */
  searchP95: { pglite: 250, postgres: 100 },
  /** The 300 distinct searches, each a cache miss. */
  cacheMissP95: { pglite: 250, postgres: 150 },
  /** Repeated searches answered per second on PostgreSQL at 50 connections. */
  searchRpsPostgres: 1_100,
  healthP99: 50,
  sessionErrorRate: 0.001,
  sessionP99: 500,
  parseP95: 20,
  generateP95: 50,
  lighthouse: { score: 98, lcpMs: 1_500, tbtMs: 100, cls: 0.05, seo: 100 },
  initialJsKiB: 100,
  noc: { top1: 0.65, top3: 0.85, singleP95: 100, concurrentP95: 250 },
  offerCheck: { recall: 0.9, falseAlarms: 0, rulesP95: 100 },
  matches: { singleP95: 100, concurrentP95: 250 },
};

const loadAtStart = os.loadavg();
const startedAt = new Date();

// 1. Build.
if (!args.has('--no-build')) {
  progress('npm run build…');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// 2. Lighthouse, in its own processes (its server and Chromium), before the load tests heat the machine.
interface LighthousePage {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  seo: number;
  scriptBytes?: number;
  /** Every run's figures (bench/lighthouse.ts): the console errors of each count, not only the median run's. */
  runs: Array<{ consoleErrors: string[] }>;
}
/** Console errors over every run of a page (a hydration error in any run counts). */
const errorsIn = (page: LighthousePage) => page.runs.reduce((sum, run) => sum + run.consoleErrors.length, 0);
let lighthouse: { skipped: string } | { pages: Record<string, LighthousePage>; memberPages?: Record<string, LighthousePage> };
if (args.has('--no-lighthouse')) lighthouse = { skipped: 'skipped (--no-lighthouse)' };
else if (!fs.existsSync(CHROMIUM)) lighthouse = { skipped: `skipped (no Chromium at ${CHROMIUM})` };
else {
  progress('Lighthouse…');
  // Always on its own embedded database (.bench-data/lighthouse): DATABASE_URL is for the PostgreSQL half below.
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench', 'lighthouse.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 2, 2],
  });
  lighthouse =
    run.status === 0
      ? (JSON.parse(fs.readFileSync(path.join(root, 'bench', 'results', 'lighthouse.json'), 'utf8')) as {
          pages: Record<string, LighthousePage>;
          memberPages?: Record<string, LighthousePage>;
        })
      : { skipped: `failed (exit ${run.status}; its errors are above)` };
}

// 3. In-process figures: bundle, document engine, password hashing.
const bundle = measureBundle(root);
const routes = measureRoutes(root);
progress('document engine…');
const documents = measureDocumentEngine();
const nocAccuracy = await measureNocAccuracy();
progress('offer check…');
const offerAccuracy = measureOfferCheckAccuracy();
const offerRules = measureRulesOn20k();
progress('password hashing…');
const passwords = await measurePasswordHashing();

// 4. The databases.
const databases: DatabaseResult[] = [await benchDatabase('pglite', seconds, progress)];
if (process.env.DATABASE_URL) databases.push(await benchDatabase('postgres', seconds, progress));

// The table.
const n = (x: number) => Math.round(x).toLocaleString('en-CA');
const ms = (x: number) => `${x < 10 ? x.toFixed(1) : n(x)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');
const errorsOf = (r: LoadSummary) =>
  r.errors === 0
    ? ''
    : `, ${n(r.errors)} errors (${
        Object.entries(r.statuses)
          .map(([status, count]) => `${status}×${count}`)
          .join(' ') || 'socket'
      })`;
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}×` : '–');

interface Row {
  measure: string;
  /** One cell per database (PGlite, then PostgreSQL); a machine-wide figure has one cell. */
  cells: string[];
  /** PostgreSQL against PGlite, where both ran. */
  versus?: string;
  target: string;
  verdict: string;
}
const rows: Row[] = [];
const pglite = databases[0]!;
const postgres = databases[1];
const perDb = (
  measure: string,
  cell: (d: DatabaseResult) => string,
  target: string,
  ok?: (d: DatabaseResult) => boolean,
  value?: (d: DatabaseResult) => number,
) =>
  rows.push({
    measure,
    cells: databases.map(cell),
    versus: postgres && value ? ratio(value(postgres), value(pglite)) : undefined,
    target,
    verdict: ok ? databases.map((d) => mark(ok(d))).join(' ') : '',
  });

perDb('jobs in the database', (d) => n(d.jobs), '');
perDb(
  'one LMIA quarter import',
  (d) =>
    d.quarterImport
      ? `${d.quarterImport.quarter}: ${n(d.quarterImport.rows)} rows, ${n(d.quarterImport.jobs)} jobs in ${(d.quarterImport.ms / 1000).toFixed(1)} s${d.quarterImport.fresh ? '' : ' (re-import)'}`
      : '–',
  '',
  undefined,
  (d) => d.quarterImport?.ms ?? 0,
);
perDb(
  '/api/health alone, 50 conn.',
  (d) => `${n(d.health.rps)} req/s, p99 ${ms(d.health.p99)}${errorsOf(d.health)}`,
  `p99 ≤ ${TARGET.healthP99} ms`,
  (d) => d.health.p99 <= TARGET.healthP99 && d.health.errors === 0,
  (d) => d.health.p99,
);
const isCacheMisses = (c: SearchCase) => c.name.includes('cache misses');
const searchTarget = (c: SearchCase) =>
  isCacheMisses(c)
    ? `p95 ≤ ${TARGET.cacheMissP95.pglite} ms PGlite, ≤ ${TARGET.cacheMissP95.postgres} ms PostgreSQL`
    : `p95 ≤ ${TARGET.searchP95.pglite} ms PGlite, ≤ ${TARGET.searchP95.postgres} ms and ≥ ${n(TARGET.searchRpsPostgres)} req/s PostgreSQL`;
const searchMet = (c: SearchCase, database: DatabaseResult['database']) =>
  c.load.errors === 0 &&
  (isCacheMisses(c)
    ? c.load.p95 <= TARGET.cacheMissP95[database]
    : c.load.p95 <= TARGET.searchP95[database] && (database === 'pglite' || c.load.rps >= TARGET.searchRpsPostgres));
pglite.search.forEach((c, i) => {
  const at = (d: DatabaseResult) => d.search[i]!;
  const inDb = (s: SearchCase) =>
    s.ilikeMs !== null && s.fullTextMs !== null
      ? `; in DB ${ms(s.fullTextMs)} vs ILIKE ${ms(s.ilikeMs)} (${ratio(s.ilikeMs, s.fullTextMs)} faster)`
      : '';
  perDb(
    `/api/jobs ${c.name}, 50 conn.`,
    (d) =>
      `p50 ${ms(at(d).load.p50)} · p95 ${ms(at(d).load.p95)} · p99 ${ms(at(d).load.p99)}, ${n(at(d).load.rps)} req/s${errorsOf(at(d).load)}${inDb(at(d))}`,
    searchTarget(c),
    (d) => searchMet(at(d), d.database),
    (d) => at(d).load.p95,
  );
});
perDb(
  `/api/health at ${HEALTH_PROBE_RATE}/s during each search load`,
  (d) => d.search.map((s) => `${ms(s.healthDuring.p99)}`).join(' / ') + ' p99',
  `p99 ≤ ${TARGET.healthP99} ms`,
  (d) => d.search.every((s) => s.healthDuring.p99 <= TARGET.healthP99 && s.healthDuring.errors === 0),
);
perDb(
  'sign-in (argon2id), 50 conn.',
  (d) => `${n(d.signIn.rps)} req/s, p50 ${ms(d.signIn.p50)} · p99 ${ms(d.signIn.p99)}${errorsOf(d.signIn)}`,
  '',
  undefined,
  (d) => d.signIn.rps,
);
rows.push({
  measure: 'argon2id verify (19 MiB, 2 passes)',
  cells: [`${ms(passwords.medianMs)} each; ${n(passwords.verificationsPerSecond)}/s with 32 at once`],
  target: '',
  verdict: '',
});
perDb(
  `member sessions, 50 users × ${seconds.sessions} s, ${seconds.thinkMs / 1000} s between steps`,
  (d) =>
    `${n(d.sessions.sessions)} sessions, ${n(d.sessions.requests)} req (${n(d.sessions.rps)}/s), errors ${(d.sessions.errorRate * 100).toFixed(2)} %, p50 ${ms(d.sessions.p50)} · p95 ${ms(d.sessions.p95)} · p99 ${ms(d.sessions.p99)}`,
  `< ${TARGET.sessionErrorRate * 100} % errors, p99 ≤ ${TARGET.sessionP99} ms`,
  (d) => d.sessions.errorRate < TARGET.sessionErrorRate && d.sessions.p99 <= TARGET.sessionP99,
  (d) => d.sessions.p99,
);
perDb(
  '  its steps, p95',
  (d) =>
    Object.entries(d.sessions.steps)
      .map(([step, s]) => `${step} ${ms(s.p95)}`)
      .join(', '),
  '',
);
perDb(
  `/api/health at ${HEALTH_PROBE_RATE}/s during the sessions`,
  (d) => `p99 ${ms(d.healthDuringSessions.p99)}${errorsOf(d.healthDuringSessions)}`,
  `p99 ≤ ${TARGET.healthP99} ms`,
  (d) => d.healthDuringSessions.p99 <= TARGET.healthP99 && d.healthDuringSessions.errors === 0,
);
perDb(
  'NOC finder /api/noc/search, one at a time',
  (d) => `p50 ${ms(d.noc.single.p50)} · p95 ${ms(d.noc.single.p95)}`,
  `p95 ≤ ${TARGET.noc.singleP95} ms`,
  (d) => d.noc.single.p95 <= TARGET.noc.singleP95,
);
perDb(
  'NOC finder /api/noc/search, 20 at once',
  (d) =>
    `p50 ${ms(d.noc.concurrent.p50)} · p95 ${ms(d.noc.concurrent.p95)}${d.noc.concurrent.errors ? `, ${d.noc.concurrent.errors} errors` : ''}`,
  `p95 ≤ ${TARGET.noc.concurrentP95} ms`,
  (d) => d.noc.concurrent.p95 <= TARGET.noc.concurrentP95 && d.noc.concurrent.errors === 0,
);
perDb(
  'My matches /api/matches, one at a time (every question new)',
  (d) => `p50 ${ms(d.matches.single.p50)} · p95 ${ms(d.matches.single.p95)} (${d.matches.employersPerAnswer} employers/answer)`,
  `p95 ≤ ${TARGET.matches.singleP95} ms`,
  (d) => d.matches.single.p95 <= TARGET.matches.singleP95,
);
perDb(
  'My matches /api/matches, 20 members at once',
  (d) =>
    `p50 ${ms(d.matches.concurrent.p50)} · p95 ${ms(d.matches.concurrent.p95)}${d.matches.concurrent.errors ? `, ${d.matches.concurrent.errors} errors` : ''}; every question new: p95 ${ms(d.matches.concurrentMisses.p95)}`,
  `p95 ≤ ${TARGET.matches.concurrentP95} ms`,
  (d) => d.matches.concurrent.p95 <= TARGET.matches.concurrentP95 && d.matches.concurrent.errors === 0,
);
const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
for (const a of nocAccuracy)
  rows.push({
    measure: `NOC finder accuracy, ${a.name} (${a.cases} titles)`,
    cells: [`top-1 ${percent(a.top1)} · top-3 ${percent(a.top3)}`],
    // Without our Kenyan term list: what the official vocabulary alone reaches, for comparison.
    target: a.kenyanTerms ? `top-1 ≥ ${percent(TARGET.noc.top1)}, top-3 ≥ ${percent(TARGET.noc.top3)}` : 'comparison',
    verdict: a.kenyanTerms ? mark(a.top1 >= TARGET.noc.top1 && a.top3 >= TARGET.noc.top3) : '',
  });
for (const a of offerAccuracy)
  rows.push({
    measure: `offer check, ${a.name} (${a.scams} scams, ${a.plausible} plausible)`,
    cells: [
      `scams → likely-scam ${percent(a.recall)} (${a.scamsCaution} caution) · plausible → likely-scam ${a.falseAlarms} (${a.plausibleCaution} caution)`,
    ],
    target: `≥ ${percent(TARGET.offerCheck.recall)}, ${TARGET.offerCheck.falseAlarms} false alarms`,
    verdict: mark(a.recall >= TARGET.offerCheck.recall && a.falseAlarms <= TARGET.offerCheck.falseAlarms),
  });
rows.push({
  measure: 'offer check rules, one 20,000-character message (bench:offer-check times the route on PGlite)',
  cells: [`p50 ${ms(offerRules.p50)} · p95 ${ms(offerRules.p95)}`],
  target: `p95 ≤ ${TARGET.offerCheck.rulesP95} ms`,
  verdict: mark(offerRules.p95 <= TARGET.offerCheck.rulesP95),
});
rows.push({
  measure: `built-in parse, one CV (${documents.cvs} CVs)`,
  cells: [`p50 ${ms(documents.parse.p50)} · p95 ${ms(documents.parse.p95)}`],
  target: `p95 ≤ ${TARGET.parseP95} ms`,
  verdict: mark(documents.parse.p95 <= TARGET.parseP95),
});
rows.push({
  measure: 'built-in generate (resume, letter, 2 statements)',
  cells: [`p50 ${ms(documents.generate.p50)} · p95 ${ms(documents.generate.p95)}`],
  target: `p95 ≤ ${TARGET.generateP95} ms`,
  verdict: mark(documents.generate.p95 <= TARGET.generateP95),
});
const home = routes.find((r) => r.route === '/');
const firstVisit = bundle.initial.reduce((sum, f) => sum + f.brotli, 0);
rows.push({
  measure: 'first visit (index.html + named assets)',
  cells: [`${kib(firstVisit)} brotli; ${bundle.chunks.length} lazy chunks`],
  target: '',
  verdict: '',
});
if (home) {
  rows.push({
    measure: 'JavaScript to start / (compressed)',
    cells: [`${kib(home.jsGzip)} gzip, ${kib(home.jsBrotli)} brotli`],
    // Brotli is what browsers get: the build precompresses every asset (docs/decisions/005-precompressed-static-assets.md).
    target: `≤ ${TARGET.initialJsKiB} KiB brotli`,
    verdict: mark(home.jsBrotli / 1024 <= TARGET.initialJsKiB),
  });
}
const memberRoutes = routes.filter((route) => MEMBER_ROUTES.includes(route.route));
if (memberRoutes.length > 0) {
  const largest = Math.max(...memberRoutes.map((route) => route.jsBrotli));
  rows.push({
    measure: 'JavaScript to start each member page (brotli)',
    cells: [memberRoutes.map((route) => `${route.route} ${(route.jsBrotli / 1024).toFixed(1)}`).join(', ')],
    target: `≤ ${MEMBER_START_BUDGET_KIB} KiB each`,
    verdict: mark(largest / 1024 <= MEMBER_START_BUDGET_KIB),
  });
}
if ('skipped' in lighthouse) {
  rows.push({ measure: 'Lighthouse (mobile)', cells: [lighthouse.skipped], target: '', verdict: '–' });
} else {
  const t = TARGET.lighthouse;
  for (const [page, p] of Object.entries(lighthouse.pages)) {
    rows.push({
      measure: `Lighthouse ${page} (mobile, median of runs)`,
      cells: [
        `score ${p.score}, LCP ${(p.lcpMs / 1000).toFixed(2)} s, TBT ${p.tbtMs} ms, CLS ${p.cls.toFixed(3)}, SEO ${p.seo}, console errors in ${p.runs.length} runs: ${errorsIn(p)}`,
      ],
      target: `≥ ${t.score}, LCP ≤ ${t.lcpMs / 1000} s, TBT ≤ ${t.tbtMs} ms, CLS ≤ ${t.cls}, SEO ${t.seo}, no console error`,
      verdict: mark(
        p.score >= t.score && p.lcpMs <= t.lcpMs && p.tbtMs <= t.tbtMs && p.cls <= t.cls && p.seo >= t.seo && errorsIn(p) === 0,
      ),
    });
  }
  // A member's pages have no Lighthouse budget of their own (issue 31 budgets their JavaScript, above): shown to compare.
  for (const [page, p] of Object.entries(lighthouse.memberPages ?? {})) {
    rows.push({
      measure: `Lighthouse ${page} signed in (mobile, median of runs)`,
      cells: [
        `score ${p.score}, LCP ${(p.lcpMs / 1000).toFixed(2)} s, TBT ${p.tbtMs} ms, CLS ${p.cls.toFixed(3)}, scripts ${kib(p.scriptBytes ?? 0)}`,
      ],
      target: '',
      verdict: '',
    });
  }
}

const loadAtEnd = os.loadavg();
const headers = ['measure', 'PGlite', ...(postgres ? ['PostgreSQL', 'PG ÷ PGlite'] : []), 'target', '✓/✗'];
const table = rows.map((r) => [
  r.measure,
  r.cells[0] ?? '',
  ...(postgres ? [r.cells.length > 1 ? r.cells[1]! : '(same)', r.versus ?? ''] : []),
  r.target,
  r.verdict,
]);
const widths = headers.map((h, i) => Math.max(h.length, ...table.map((cells) => cells[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(
  `\nMaple Bridge bench, ${startedAt.toISOString()}: ${os.cpus().length} CPUs, load average ${loadAtStart.map((x) => x.toFixed(2)).join(' ')} at start, ${loadAtEnd.map((x) => x.toFixed(2)).join(' ')} at end; Node ${process.version}; ${seconds.search} s per search case, ${seconds.sessions} s of sessions (${seconds.thinkMs} ms between steps)\n`,
);
console.log(line(headers));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const cells of table) console.log(line(cells));

const out = path.join(root, 'bench', 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, 'latest.json'),
  JSON.stringify(
    {
      measuredAt: startedAt.toISOString(),
      machine: { cpus: os.cpus().length, loadAverageAtStart: loadAtStart, loadAverageAtEnd: loadAtEnd, node: process.version },
      seconds,
      targets: TARGET,
      table: { headers, rows: table },
      raw: {
        databases,
        documents,
        nocAccuracy,
        offerAccuracy,
        offerRules,
        passwords,
        bundle: { firstVisitBrotli: firstVisit, routes },
        lighthouse,
      },
    },
    null,
    2,
  ),
);
console.log(`\nWritten to bench/results/latest.json (gitignored; copy it aside to compare runs: bench/README.md).`);
