// `npm run bench:ranking`: the relevance ranking before and after docs/decisions/052-rank-by-title-and-company.md,
// on the bench's 300 cache-miss searches (cache-miss-searches.ts) in the database itself. For each search it
// runs the first page as the API runs it for a first-time search (page and count(*) over () in one query),
// ranked by the whole `search` vector (before) and by the narrow `rank_vector` (after), interleaved so that
// machine noise hits both alike, and compares the two first pages: how many of the top 10 stay, and how many
// of each top 10 carry the searched word in the title or company name. Uses DATABASE_URL, else the embedded
// database in DATA_DIR (stop the server first); loads the shipped data set when the database has no jobs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { withCliDatabase } from '../src/server/cli/cli-database';
import { loadReferenceData } from '../src/server/features/jobs/import/load-reference-data';
import { jobsChanged, toPrefixTsQuery } from '../src/server/features/jobs/service';
import { cacheMissSearches, searchWords } from './cache-miss-searches';
import { percentile } from './stats';

/**
 * The variants timed: `before` as the API ran a first-time search until decision 052 (whole rows through the
 * window count, ranked by the whole `search` vector), `narrow` the same query ranked by `rank_vector`, and
 * `after` as repo.findRankedJobsPageWithTotal runs it now (ids, rank and count first, the page's rows by id).
 */
const VARIANTS = ['before', 'narrow', 'after'] as const;
type Variant = (typeof VARIANTS)[number];
const TOP = 10;
const COLUMNS = 'id, title, company, location, province, salary, description, requirements, benefits, created_at';
const TITLE_OR_COMPANY = "(rank_vector @@ to_tsquery('english', $1)) AS in_title_or_company";
const MATCHES = "search @@ to_tsquery('english', $1) AND province = $2";
const ORDER = 'created_at DESC NULLS LAST, id DESC NULLS LAST';

const QUERIES: Record<Variant, string> = {
  before: `SELECT ${COLUMNS}, ${TITLE_OR_COMPANY}, count(*) OVER () AS total FROM jobs WHERE ${MATCHES}
    ORDER BY ts_rank(search, to_tsquery('english', $1)) DESC NULLS LAST, ${ORDER} LIMIT 20`,
  narrow: `SELECT ${COLUMNS}, ${TITLE_OR_COMPANY}, count(*) OVER () AS total FROM jobs WHERE ${MATCHES}
    ORDER BY ts_rank(rank_vector, to_tsquery('english', $1)) DESC NULLS LAST, ${ORDER} LIMIT 20`,
  after: `WITH ranked AS (
      SELECT id, ts_rank(rank_vector, to_tsquery('english', $1)) AS rank, count(*) OVER () AS total FROM jobs WHERE ${MATCHES}
      ORDER BY rank DESC NULLS LAST, ${ORDER} LIMIT 20)
    SELECT ${COLUMNS.split(', ')
      .map((c) => `jobs.${c}`)
      .join(', ')}, ${TITLE_OR_COMPANY}, total
    FROM ranked JOIN jobs USING (id) ORDER BY rank DESC NULLS LAST, jobs.${ORDER.replace(', ', ', jobs.')}`,
};

interface PageRow {
  id: string;
  title: string;
  company: string;
  in_title_or_company: boolean;
  total: string;
}

interface Compared {
  word: string;
  province: string;
  total: number;
  ms: Record<Variant, number>;
  top: Record<'before' | 'after', PageRow[]>;
  /** Share of the top 10 (or of every match, when fewer) found on both first pages. */
  overlap: number;
}

async function timed(pool: pg.Pool, variant: Variant, params: string[]) {
  const started = performance.now();
  const { rows } = await pool.query<PageRow>(QUERIES[variant], params);
  return { ms: performance.now() - started, rows };
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const sum = values.reduce((a, b) => a + b, 0);
  return {
    total: Math.round(sum),
    mean: Number((sum / values.length).toFixed(2)),
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
  };
};

export async function compareRankings(pool: pg.Pool): Promise<Compared[]> {
  const searches = cacheMissSearches(await searchWords(pool));
  const compared: Compared[] = [];
  // One unrecorded pass, then the measured one: both rankings read warm pages.
  for (const pass of ['warm-up', 'measured'] as const) {
    for (const [i, { word, province }] of searches.entries()) {
      const params = [toPrefixTsQuery(word)!, province];
      // Interleaved, the order turned one step every search.
      const order = VARIANTS.map((_, k) => VARIANTS[(i + k) % VARIANTS.length]!);
      const results = {} as Record<Variant, Awaited<ReturnType<typeof timed>>>;
      for (const variant of order) results[variant] = await timed(pool, variant, params);
      if (pass === 'warm-up') continue;
      const before = results.before.rows.slice(0, TOP);
      const after = results.after.rows.slice(0, TOP);
      const afterIds = new Set(after.map((row) => row.id));
      compared.push({
        word,
        province,
        total: Number(results.before.rows[0]?.total ?? 0),
        ms: { before: results.before.ms, narrow: results.narrow.ms, after: results.after.ms },
        top: { before, after },
        overlap: before.length === 0 ? 1 : before.filter((row) => afterIds.has(row.id)).length / before.length,
      });
    }
  }
  return compared;
}

async function explain(pool: pg.Pool, variant: Variant, params: string[]) {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${QUERIES[variant]}`, params);
  const plan = rows.map((row) => row['QUERY PLAN']);
  const buffers = plan.find((line) => /Buffers:/.test(line))?.trim() ?? '';
  return `${plan.find((line) => /Execution Time/.test(line))?.trim()}; ${buffers}`;
}

async function main() {
  await withCliDatabase(async (database) => {
    const pool = database.pool;
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs');
    if (rows[0]!.n === 0) {
      console.error('No jobs: loading the shipped data set…');
      const quiet = { info() {}, warn: console.error, error: console.error, debug() {}, child: () => quiet };
      await loadReferenceData(database.db, quiet as never);
      await jobsChanged(database.db);
    }
    const jobs = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs')).rows[0]!.n;
    console.log(
      `${database.kind}, ${jobs.toLocaleString('en')} jobs; the bench's 300 cache-miss searches, first page and total in one query`,
    );

    for (const [word, province] of [
      ['manager', 'Ontario'],
      ['cook', 'Ontario'],
      ['worker', 'Alberta'],
    ] as const) {
      for (const variant of VARIANTS) {
        const params = [toPrefixTsQuery(word)!, province];
        await explain(pool, variant, params); // warm
        console.log(`EXPLAIN ${word} in ${province}, ${variant}: ${await explain(pool, variant, params)}`);
      }
    }

    const compared = await compareRankings(pool);
    console.log('\n| variant | total for 300 | mean | p50 | p95 |\n|---|---|---|---|---|');
    for (const variant of VARIANTS) {
      const s = stats(compared.map((c) => c.ms[variant]));
      console.log(`| ${variant} | ${s.total} ms | ${s.mean} ms | ${s.p50} ms | ${s.p95} ms |`);
    }

    const withMatches = compared.filter((c) => c.total > 0);
    const overlaps = withMatches.map((c) => c.overlap);
    const mean = overlaps.reduce((a, b) => a + b, 0) / overlaps.length;
    const count = (test: (o: number) => boolean) => overlaps.filter(test).length;
    console.log(
      `\nTop-10 overlap over the ${withMatches.length} searches with a match (of ${compared.length}): mean ${(mean * 100).toFixed(1)} %, ` +
        `min ${(Math.min(...overlaps) * 100).toFixed(0)} %; identical ${count((o) => o === 1)}, ≥ 80 % ${count((o) => o >= 0.8)}, ` +
        `≥ 50 % ${count((o) => o >= 0.5)}, < 50 % ${count((o) => o < 0.5)}`,
    );
    const titled = (ranking: 'before' | 'after') => {
      const rowsShown = withMatches.flatMap((c) => c.top[ranking]);
      return `${rowsShown.filter((row) => row.in_title_or_company).length} of ${rowsShown.length}`;
    };
    console.log(`Top-10 rows with the word in the title or company name: before ${titled('before')}, after ${titled('after')}`);
    // A first page that shows a job naming the word only in its description above one naming it in its title or company.
    const inverted = (rows: PageRow[]) =>
      rows.some((row, k) => !row.in_title_or_company && rows.slice(k + 1).some((next) => next.in_title_or_company));
    console.log(
      `First pages with a description-only match above a title or company match: before ${withMatches.filter((c) => inverted(c.top.before)).length}, ` +
        `after ${withMatches.filter((c) => inverted(c.top.after)).length}`,
    );
    const tiesOnly = withMatches.filter(
      (c) => c.overlap < 1 && c.top.after.every((row) => row.in_title_or_company) && c.top.before.every((row) => row.in_title_or_company),
    );
    console.log(
      `Changed first pages where both top 10s name the word in every title or company (a re-order among equals): ${tiesOnly.length}`,
    );

    console.log('\nThe most changed first pages (top 5, * = the word is in the title or company name):');
    const show = (row: PageRow) => `${row.in_title_or_company ? '*' : ' '} ${row.title} — ${row.company}`;
    for (const c of [...withMatches]
      .sort((a, b) => a.overlap - b.overlap || b.total - a.total)
      .slice(0, Number(process.env.EXAMPLES ?? 5))) {
      console.log(`\n"${c.word}" in ${c.province}: ${c.total} matches, overlap ${(c.overlap * 100).toFixed(0)} %`);
      console.log('  before:');
      for (const row of c.top.before.slice(0, 5)) console.log(`    ${show(row)}`);
      console.log('  after:');
      for (const row of c.top.after.slice(0, 5)) console.log(`    ${show(row)}`);
    }
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
