import { JOB_CATEGORIES } from '../../../shared/constants';
import { tryTransactionLock } from '../../db/advisory-locks';
import { allowLongStatements } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { cityKey, employerKey } from '../jobs/import/address';
import { categoryForNoc } from '../jobs/import/lmia-job-rules';
import { PROVINCE_BY_CODE, provinceCodeFor } from '../jobs/import/provinces';
import { decodeJobBankFile, type FeedPosting, FeedFormatError, parseAtom, parseJobBankTsv, parseJsonFeed, parseRss } from './feed-parsers';
import { jobsChanged } from '../jobs/service';
import { downloadFeed } from './feed-download';
import * as repo from './repo';

export const SOURCE_TIMEOUT_MS = 20_000;
const MAX_FEED_BYTES = 20 * 1024 * 1024;
/** A 'running' row older than this was left by a crashed instance and no longer blocks ticks. */
const STALE_RUN_MS = 30 * 60 * 1000;

export const FUNNEL_MESSAGES = {
  started: 'AI Job Funnel System started successfully! Jobs are being aggregated from across the web.',
  updated: 'Manual update completed! Fresh jobs have been added from all sources.',
  stopped: 'AI Job Funnel System stopped. Scheduled updates are paused.',
} as const;

const PARSERS: Record<Exclude<repo.JobSourceRow['kind'], 'lmia'>, (bytes: Buffer) => FeedPosting[]> = {
  rss: (bytes) => parseRss(bytes.toString('utf8')),
  atom: (bytes) => parseAtom(bytes.toString('utf8')),
  jsonfeed: (bytes) => parseJsonFeed(bytes.toString('utf8')),
  jobbank: (bytes) => parseJobBankTsv(decodeJobBankFile(bytes)),
};

interface Place {
  city: string | null;
  /** Canada Post province code, when the posting names a province or its city is known. */
  code: string | undefined;
}

/** 'Toronto, ON' → { city: 'Toronto', code: 'ON' }; a province named anywhere in the text also counts. */
function placeOf(posting: FeedPosting): Place {
  const parts = (posting.location ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (let i = parts.length - 1; i >= 0; i -= 1) {
    const code = provinceCodeFor(parts[i]!.replace(/\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/, '').trim());
    if (code) return { city: parts.slice(0, i).join(', ') || null, code };
  }
  return { city: parts[0] ?? null, code: undefined };
}

/**
 * Each posting's place, normalised against the cities file: the city takes its proper spelling
 * ('MONTREAL, QC' → Montréal), and a city given without a province takes the province of the most
 * populous city of that name ('Saskatoon' → Saskatchewan). Unknown cities are kept as written.
 */
async function placesOf(deps: Deps, postings: FeedPosting[]): Promise<Place[]> {
  const parsed = postings.map(placeOf);
  const known = await repo.citiesByKey(
    deps.db,
    parsed.flatMap((place) => (place.city ? [cityKey(place.city)] : [])),
  );
  return parsed.map((place) => {
    const matches = place.city ? (known.get(cityKey(place.city)) ?? []) : [];
    const match = place.code ? matches.find((city) => city.provinceCode === place.code) : matches[0];
    return match ? { city: match.name, code: match.provinceCode } : place;
  });
}

function toJobRows(source: repo.JobSourceRow, postings: FeedPosting[], places: Place[], lmiaEmployers: Set<string>, now: Date) {
  const seen = new Set<string>();
  return postings.flatMap((posting, index) => {
    // The same reference twice in one feed is one job.
    if (seen.has(posting.ref)) return [];
    seen.add(posting.ref);
    const place = places[index]!;
    const company = posting.company?.trim() || 'Employer not named';
    const category = posting.nocCode ? categoryForNoc(posting.nocCode) : null;
    return [
      {
        source: source.name,
        sourceRef: posting.ref.slice(0, 500),
        kind: 'posting' as const,
        title: posting.title.slice(0, 300),
        company: company.slice(0, 300),
        location: place.city ?? 'Canada',
        province: place.code ? PROVINCE_BY_CODE[place.code]! : null,
        salary: posting.salary ?? 'Not stated in the posting',
        description: posting.description || `See the full posting${posting.url ? ` at ${posting.url}` : ''}.`,
        isLmia: place.code !== undefined && lmiaEmployers.has(`${employerKey(company)}|${place.code}`),
        category: category && (JOB_CATEGORIES as readonly string[]).includes(category) ? category : null,
        nocCode: posting.nocCode,
        applicationUrl: posting.url,
        createdAt: posting.publishedAt && posting.publishedAt <= now ? posting.publishedAt : now,
      },
    ];
  });
}

async function ingestSource(deps: Deps, source: repo.JobSourceRow) {
  if (!source.url) throw new Error('no URL configured');
  const bytes = await downloadFeed(source.url, { timeoutMs: SOURCE_TIMEOUT_MS, maxBytes: MAX_FEED_BYTES });
  const postings = PARSERS[source.kind as keyof typeof PARSERS](bytes);
  const places = await placesOf(deps, postings);
  const candidates = postings.flatMap((posting, index) => {
    const code = places[index]!.code;
    return code && posting.company ? [{ employerKey: employerKey(posting.company), provinceCode: code }] : [];
  });
  const lmia = await repo.employersWithLmia(deps.db, candidates);
  const rows = toJobRows(source, postings, places, lmia, deps.now());
  // One transaction per source: a source's jobs land whole, and a failing source leaves the others alone.
  return deps.db.transaction(async (tx) => {
    // A large feed upserts thousands of rows; the per-request statement limit is not meant for it.
    await allowLongStatements(tx);
    return repo.upsertPostings(tx, rows);
  });
}

export interface TickResult {
  ran: boolean;
  runId?: string;
  status?: 'succeeded' | 'failed';
  jobsAdded: number;
  jobsUpdated: number;
  errors: Array<{ source: string; error: string }>;
}

/**
 * One funnel tick. The claim happens in a short transaction holding an advisory lock, and records a run;
 * another instance (or an overlapping tick) that finds a run started within the last interval skips. The
 * downloads then happen outside any transaction, each source with its own time limit.
 */
export async function runFunnelTick(deps: Deps, options: { manual: boolean }): Promise<TickResult> {
  const now = deps.now();
  const windowMs = options.manual ? STALE_RUN_MS : Math.min(deps.config.funnelIntervalMinutes * 60_000 - 1000, STALE_RUN_MS);
  const run = await deps.db.transaction(async (tx) => {
    // One instance runs a tick.
    if (!(await tryTransactionLock(tx, 'funnelTick'))) return null;
    if (!options.manual && !(await repo.isFunnelActive(tx))) return null;
    const recent = await repo.latestRunSince(tx, new Date(now.getTime() - windowMs));
    if (recent && (recent.status === 'running' || !options.manual)) return null;
    return repo.insertRun(tx, now);
  });
  const result: TickResult = { ran: false, jobsAdded: 0, jobsUpdated: 0, errors: [] };
  if (!run) return result;

  const sources = await repo.enabledFeedSources(deps.db);
  const outcomes = await Promise.all(
    sources.map(async (source) => {
      try {
        const counts = await ingestSource(deps, source);
        return { source: source.name, ...counts };
      } catch (error) {
        const message =
          error instanceof FeedFormatError ? `unreadable feed: ${error.message}` : error instanceof Error ? error.message : String(error);
        deps.log.warn({ source: source.name, err: error }, 'job source failed');
        return { source: source.name, added: 0, updated: 0, error: message };
      }
    }),
  );
  for (const outcome of outcomes) {
    result.jobsAdded += outcome.added;
    result.jobsUpdated += outcome.updated;
    if ('error' in outcome && outcome.error) result.errors.push({ source: outcome.source, error: outcome.error });
  }
  if (result.jobsAdded + result.jobsUpdated > 0) await jobsChanged(deps.db);
  const allFailed = sources.length > 0 && result.errors.length === sources.length;
  result.status = allFailed ? 'failed' : 'succeeded';
  await repo.finishRun(deps.db, run.id, {
    finishedAt: deps.now(),
    status: result.status,
    jobsAdded: result.jobsAdded,
    jobsUpdated: result.jobsUpdated,
    error:
      result.errors.length > 0
        ? result.errors
            .map((e) => `${e.source}: ${e.error}`)
            .join('; ')
            .slice(0, 2000)
        : null,
    details: { sources: outcomes },
  });
  return { ...result, ran: true, runId: run.id };
}

export async function getFunnelStatus(deps: Deps) {
  const [isActive, sources, totalJobsProcessed, last] = await Promise.all([
    repo.isFunnelActive(deps.db),
    repo.countEnabledSources(deps.db),
    repo.totalProcessed(deps.db),
    repo.lastFinishedRun(deps.db),
  ]);
  return {
    isActive,
    totalJobsProcessed,
    sources,
    lastUpdate: last?.finishedAt?.toISOString() ?? null,
    lastRun: last
      ? {
          status: last.status,
          jobsAdded: last.jobsAdded,
          jobsUpdated: last.jobsUpdated,
          error: last.error,
          startedAt: last.startedAt.toISOString(),
          finishedAt: last.finishedAt?.toISOString() ?? null,
        }
      : null,
  };
}

export async function startFunnel(deps: Deps) {
  await repo.setFunnelActive(deps.db, true, deps.now());
}

export async function stopFunnel(deps: Deps) {
  await repo.setFunnelActive(deps.db, false, deps.now());
}
