// `npm run bench:lighthouse`: Lighthouse's mobile preset (simulated Slow 4G, 4× CPU slowdown, a Moto G
// Power–sized screen) driving the system Chromium against the built app, three runs per page, the median
// printed; then the same for a signed-in member's pages (the session cookie passed to Lighthouse as a header), then
// what each route downloads to start (docs/decisions/018-fast-first-paint.md, 054-member-pages-start-small.md).
// Prints figures and writes bench/results/lighthouse.json; asserts nothing and is not part of `npm test`.
//
// The 4× CPU slowdown assumes a high-end desktop host (Lighthouse's benchmarkIndex 1500–2000). On a slower host
// Lighthouse warns that scores come out low, and its throttling guide says to calibrate the multiplier from the
// host's benchmarkIndex (its guide to throttling, "Calibrating the CPU slowdown"). `--calibrate` does that: it reads
// the index from a first run and uses the guide's multiplier for a mid-tier phone from that host's bracket; both
// figures are printed, so nobody mistakes one for the other. LIGHTHOUSE_CPU_MULTIPLIER sets it by hand.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
// @ts-expect-error: the build script is plain JavaScript without type declarations.
import { ensureBuild, root } from '../scripts/build-lib.mjs';
import { TERMS_VERSION } from '../src/shared/policies';
import { MEMBER_ROUTES, MEMBER_START_BUDGET_KIB, measureRoutes } from './route-bundles';

const PORT = Number(process.env.BENCH_PORT ?? 3290);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ENGLISH_PAGES = ['/', '/pricing', '/jobs', '/noc-finder', '/offer-check'];
/** The visitor pages in both languages: the Kiswahili twins are builds of their own (docs/decisions/057-a-build-per-language.md). */
const ALL_PAGES = [...ENGLISH_PAGES, ...ENGLISH_PAGES.map((page) => `/sw${page}`)];
/** `LIGHTHOUSE_PAGES=/,/sw/` measures only those visitor pages (a quick look at one change). */
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ALL_PAGES;
const unknownPages = PAGES.filter((page) => !ALL_PAGES.includes(page));
if (unknownPages.length > 0) {
  console.error(
    `LIGHTHOUSE_PAGES names pages the bench does not measure: ${unknownPages.join(', ')} (it measures ${ALL_PAGES.join(', ')}).`,
  );
  process.exit(1);
}
/**
 * A member's pages, each opened by who would open it: a paid member, or for /checkout a signed-in account that has
 * not paid (a member with months left is told there is nothing to pay). `--visitor-only` leaves them out.
 */
const MEMBER_PAGES: { page: string; who: 'member' | 'unpaid' }[] = [
  { page: '/jobs', who: 'member' },
  { page: '/ai-tools', who: 'member' },
  { page: '/resume-converter', who: 'member' },
  { page: '/checkout', who: 'unpaid' },
  { page: '/account', who: 'member' },
  { page: '/profile', who: 'member' },
  { page: '/matches', who: 'member' },
  { page: '/applications', who: 'member' },
];
const MEMBERS = !process.argv.includes('--visitor-only');
const CALIBRATE = process.argv.includes('--calibrate');
/** `--tasks` prints under each page the median run's main-thread time by kind and its long tasks: what blocks. */
const TASKS = process.argv.includes('--tasks');
const origin = `http://127.0.0.1:${PORT}`;

if (!fs.existsSync(CHROMIUM)) {
  console.error(`Lighthouse needs Chromium at ${CHROMIUM}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

await (ensureBuild as () => Promise<void>)();

if (
  await fetch(`${origin}/api/health`).then(
    () => true,
    () => false,
  )
) {
  console.error(`Port ${PORT} is already in use: stop what listens there or set BENCH_PORT.`);
  process.exit(1);
}

// The server in its own process, so that Lighthouse's measuring does not share its event loop. The data
// directory persists between runs: only the first run loads the LMIA data (~30 s).
const server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: root as string,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: process.env.BENCH_DATA_DIR ?? '.bench-data/lighthouse',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: origin,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let serverExited = false;
server.on('exit', () => (serverExited = true));
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);

async function waitForHealth(deadline = Date.now() + 300_000) {
  while (Date.now() < deadline) {
    if (serverExited) throw new Error('The server stopped before it answered (its errors are above)');
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${origin}/api/health within 5 minutes`);
}
await waitForHealth();

interface Figures {
  /** The host's CPU power as Lighthouse measured it during this run. */
  benchmarkIndex: number;
  score: number;
  /** The SEO category's score (robots.txt, the sitemap, titles, descriptions, links…). */
  seo: number;
  /** Messages the page logged as errors (Lighthouse's errors-in-console audit): a hydration error among them. */
  consoleErrors: string[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  /** Every script the page downloaded while Lighthouse watched (transfer size: brotli as served), start and after. */
  scriptBytes: number;
  /** The main thread's tasks of 50 ms or more, as Lighthouse's long-tasks audit lists them (simulated times). */
  longTasks: { url: string; startTime: number; duration: number }[];
  /** Main-thread time by kind of work (script evaluation, style and layout, parsing…), in ms. */
  mainThread: Record<string, number>;
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});

/** Lighthouse's own mobile network (Slow 4G): only the CPU multiplier is ours to set. */
const MOBILE_SLOW_4G = constants.throttling.mobileSlow4G;

/**
 * An account made through the API, as a person would through the forms, and its session cookie: `member` pays with
 * the sandbox's test card. The bench's server runs sandbox payments (no Stripe keys).
 */
async function signUp(who: 'member' | 'unpaid'): Promise<string> {
  const email = `lighthouse-${who}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const post = async (url: string, body: unknown, cookie?: string) => {
    const response = await fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    return response;
  };
  const signedUp = await post('/api/auth/sign-up', {
    firstName: 'Amani',
    lastName: 'Otieno',
    email,
    username: email,
    password: 'Maple-Bridge-42',
    acceptedTerms: TERMS_VERSION,
  });
  const cookie = signedUp.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .join('; ');
  if (!cookie) throw new Error('Sign-up set no session cookie');
  if (who === 'member') {
    const intent = await post(
      '/api/create-payment-intent',
      { amount: 300, description: 'Maple Bridge 12-month membership', currency: 'cad' },
      cookie,
    );
    const { clientSecret } = (await intent.json()) as { clientSecret: string };
    const paymentIntentId = clientSecret.split('_secret_')[0];
    await post('/api/payments/sandbox/confirm', { paymentIntentId, clientSecret, cardNumber: '4242424242424242' }, cookie);
  }
  return cookie;
}

/** Lighthouse sometimes loses a trace (NO_NAVSTART, most often on the browser's first page): measured again, up to three times. */
async function measure(url: string, cpuSlowdownMultiplier: number, cookie?: string, attempt = 1): Promise<Figures> {
  const result = await lighthouse(
    url,
    // The session as a header on every request: Lighthouse resets the browser's storage before each run.
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // Best practices for its errors-in-console audit (a React hydration error is logged there), SEO for its score.
      onlyCategories: ['performance', 'seo', 'best-practices'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    { extends: 'lighthouse:default', settings: { throttling: { ...MOBILE_SLOW_4G, cpuSlowdownMultiplier } } },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError && attempt < 3) return measure(url, cpuSlowdownMultiplier, cookie, attempt + 1);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    consoleErrors: ((lhr.audits['errors-in-console']?.details as { items?: { description?: string }[] } | undefined)?.items ?? []).map(
      (item) => item.description ?? '(no message)',
    ),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    bytes: audit('total-byte-weight'),
    scriptBytes: scriptTransferSize(lhr.audits['network-requests']?.details),
    mainThread: Object.fromEntries(
      (
        (lhr.audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] } | undefined)?.items ?? []
      ).map(({ group, duration }) => [group, Math.round(duration)]),
    ),
    longTasks: ((lhr.audits['long-tasks']?.details as { items?: Figures['longTasks'] } | undefined)?.items ?? []).map(
      ({ url, startTime, duration }) => ({ url, startTime: Math.round(startTime), duration: Math.round(duration) }),
    ),
  };
}

/** The transfer size of every script request in Lighthouse's network-requests table. */
function scriptTransferSize(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** The run with the median score: one real run's figures, not a blend of several. */
function median(runs: Figures[]): Figures {
  return [...runs].sort((a, b) => a.score - b.score || a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)]!;
}

/**
 * The CPU slowdown that makes this host a mid-tier phone, from the bracket its benchmarkIndex falls in
 * (Lighthouse's throttling guide: high-end desktop 1500+ → 4×, low-end desktop or high-end phone 800–1500 → 2×,
 * a host already as slow as a mid-tier phone → 1×).
 */
function calibratedMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1500) return 4;
  if (benchmarkIndex >= 800) return 2;
  return 1;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function measurePages(
  label: string,
  multiplier: number,
  pages: { page: string; cookie?: string }[],
): Promise<Record<string, Figures & { runs: Figures[] }>> {
  const results: Record<string, Figures & { runs: Figures[] }> = {};
  console.log(`\nLighthouse ${RUNS}× per page, mobile preset (Slow 4G, ${multiplier}× CPU${label}), median run:`);
  console.log(
    `  ${'page'.padEnd(17)} ${'score'.padStart(5)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} ${'bytes'.padStart(10)} ${'JS'.padStart(10)} ${'host index'.padStart(10)} ${'SEO'.padStart(4)} ${'errors'.padStart(6)}`,
  );
  for (const { page, cookie } of pages) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(`${origin}${page}`, multiplier, cookie));
    const m = median(runs);
    results[page] = { ...m, runs };
    console.log(
      `  ${page.padEnd(17)} ${String(m.score).padStart(5)} ${`${(m.fcpMs / 1000).toFixed(2)} s`.padStart(8)} ${`${(m.lcpMs / 1000).toFixed(2)} s`.padStart(8)} ${`${m.tbtMs} ms`.padStart(7)} ${m.cls.toFixed(3).padStart(6)} ${kib(m.bytes).padStart(10)} ${kib(m.scriptBytes).padStart(10)} ${String(m.benchmarkIndex).padStart(10)} ${String(m.seo).padStart(4)} ${String(m.consoleErrors.length).padStart(6)}`,
    );
    // Every run's console errors, not only the median's: a hydration error in any run counts.
    for (const message of new Set(runs.flatMap((run) => run.consoleErrors))) console.log(`      console error: ${message}`);
    if (TASKS) {
      const kinds = Object.entries(m.mainThread).map(([group, ms]) => `${group} ${ms} ms`);
      console.log(`      main thread: ${kinds.join(', ')}`);
      for (const task of m.longTasks)
        console.log(`      long task at ${task.startTime} ms: ${task.duration} ms, ${task.url.replace(origin, '') || '(no script)'}`);
    }
  }
  return results;
}

const DEFAULT_MULTIPLIER = Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER ?? 4);
let results: Record<string, Figures & { runs: Figures[] }> = {};
let memberResults: typeof results | undefined;
let calibrated: { multiplier: number; benchmarkIndex: number; pages: typeof results } | undefined;
try {
  // Signed up before the visitor's runs: the server closes a keep-alive connection left idle that long, and the
  // next POST on it would fail.
  const cookies = MEMBERS ? { member: await signUp('member'), unpaid: await signUp('unpaid') } : undefined;
  results = await measurePages(
    '',
    DEFAULT_MULTIPLIER,
    PAGES.map((page) => ({ page })),
  );
  if (cookies) {
    memberResults = await measurePages(
      ', signed in: a paid member; /checkout an account that has not paid',
      DEFAULT_MULTIPLIER,
      MEMBER_PAGES.map(({ page, who }) => ({ page, cookie: cookies[who] })),
    );
  }
  if (CALIBRATE) {
    const indexes = Object.values(results).flatMap((page) => page.runs.map((run) => run.benchmarkIndex));
    const benchmarkIndex = [...indexes].sort((a, b) => a - b)[Math.floor(indexes.length / 2)]!;
    const multiplier = calibratedMultiplier(benchmarkIndex);
    calibrated = {
      multiplier,
      benchmarkIndex,
      pages: await measurePages(
        `, calibrated for this host's benchmarkIndex ${benchmarkIndex}`,
        multiplier,
        PAGES.map((page) => ({ page })),
      ),
    };
  }
} finally {
  await chrome.kill();
  stopServer();
}

const routes = [...measureRoutes(root as string, 'en'), ...measureRoutes(root as string, 'sw')];
console.log(
  `\nWhat each route downloads to start (main, the app, the page chunk and their imports), compressed; a member page's budget is ${MEMBER_START_BUDGET_KIB} KiB brotli:`,
);
console.log(
  `  ${'route'.padEnd(18)} ${'files'.padStart(5)} ${'JS gzip'.padStart(10)} ${'JS brotli'.padStart(10)} ${'CSS gzip'.padStart(10)}  member budget`,
);
for (const route of routes) {
  const budget = MEMBER_ROUTES.includes(route.route) ? (route.jsBrotli / 1024 <= MEMBER_START_BUDGET_KIB ? '✓' : '✗') : '';
  console.log(
    `  ${route.route.padEnd(18)} ${String(route.files.length).padStart(5)} ${kib(route.jsGzip).padStart(10)} ${kib(route.jsBrotli).padStart(10)} ${kib(route.cssGzip).padStart(10)}  ${budget}`,
  );
}

const out = path.join(root as string, 'bench', 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, 'lighthouse.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), pages: results, memberPages: memberResults, calibrated, routes }, null, 2),
);
console.log(`\nWritten to ${path.relative(root as string, path.join(out, 'lighthouse.json'))}`);
