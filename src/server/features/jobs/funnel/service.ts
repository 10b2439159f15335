import { JOB_CATEGORIES } from '../../../../shared/constants';
import { AUDIT_ACTIONS } from '../../../../shared/schemas/admin';
import { tryTransactionLock } from '../../../db/advisory-locks';
import { allowLongStatements, type Executor } from '../../../db/client';
import type { Deps } from '../../../lib/deps';
import { countryOfAddress } from '../../../lib/ip-country';
import { type AdminRow, recordAdminAction } from '../../admin-auth/service';
import { cityKey, employerKey } from '../import/address';
import { categoryForNoc } from '../import/lmia-job-rules';
import { PROVINCE_BY_CODE, provinceCodeFor } from '../import/provinces';
import { decodeJobBankFile, type FeedPosting, FeedFormatError, parseAtom, parseJobBankTsv, parseJsonFeed, parseRss } from './feed-parsers';
import { jobsChanged } from '../service';
import { downloadFeed } from './feed-download';
import * as repo from './repo';

/** Each source's time limit unless a run is given another (FunnelRunOptions.sourceTimeoutMs). */
export const SOURCE_TIMEOUT_MS = 20_000;
const MAX_FEED_BYTES = 20 * 1024 * 1024;
/** A 'running' row older than this was left by a crashed instance and no longer blocks ticks. */
const STALE_RUN_MS = 30 * 60 * 1000;

/** The kinds of feed the funnel reads (the LMIA quarters come in through the importer instead). */
export type FeedKind = Exclude<repo.JobSourceRow['kind'], 'lmia'>;
export const FEED_KINDS = ['rss', 'atom', 'jsonfeed', 'jobbank'] as const satisfies readonly FeedKind[];

const PARSERS: Record<FeedKind, (bytes: Buffer) => FeedPosting[]> = {
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

async function ingestSource(deps: Deps, source: repo.JobSourceRow, timeoutMs: number) {
  if (!source.url) throw new Error('no URL configured');
  const bytes = await downloadFeed(source.url, { timeoutMs, maxBytes: MAX_FEED_BYTES });
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

/** What one run may be given beyond Deps (the clock is deps.now). */
export interface FunnelRunOptions {
  /** Each source's time limit; SOURCE_TIMEOUT_MS unless a test shortens it. */
  sourceTimeoutMs?: number;
}

/** A tick that ran: its run row and what it did. */
export interface TickRan {
  ran: true;
  runId: string;
  status: 'succeeded' | 'failed';
  jobsAdded: number;
  jobsUpdated: number;
  errors: Array<{ source: string; error: string }>;
}

/**
 * Why a tick did nothing: 'busy' — another instance holds the funnel's lock or a run is still going;
 * 'stopped' — an administrator stopped the funnel (scheduled ticks only); 'not-due' — a run started
 * within the last interval (scheduled ticks only).
 */
export type TickSkipReason = 'busy' | 'stopped' | 'not-due';
export type TickResult = TickRan | { ran: false; reason: TickSkipReason };
/** A manual update runs even when the funnel is stopped; only another run in progress keeps it from running. */
export type ManualUpdateResult = TickRan | { ran: false; reason: 'busy' };

/**
 * One funnel tick. The claim happens in a short transaction holding an advisory lock, and records a run;
 * another instance (or an overlapping tick) that finds a run started within the last interval skips. The
 * downloads then happen outside any transaction, each source with its own time limit.
 */
export async function runFunnelTick(deps: Deps, options: { manual: boolean } & FunnelRunOptions): Promise<TickResult> {
  const now = deps.now();
  const windowMs = options.manual ? STALE_RUN_MS : Math.min(deps.config.funnelIntervalMinutes * 60_000 - 1000, STALE_RUN_MS);
  const claim = await deps.db.transaction(async (tx): Promise<repo.FunnelRunRow | TickSkipReason> => {
    // One instance runs a tick.
    if (!(await tryTransactionLock(tx, 'funnelTick'))) return 'busy';
    if (!options.manual && !(await repo.isFunnelActive(tx))) return 'stopped';
    const recent = await repo.latestRunSince(tx, new Date(now.getTime() - windowMs));
    if (recent?.status === 'running') return 'busy';
    if (recent && !options.manual) return 'not-due';
    return repo.insertRun(tx, now);
  });
  if (typeof claim === 'string') return { ran: false, reason: claim };
  const run = claim;
  const timeoutMs = options.sourceTimeoutMs ?? SOURCE_TIMEOUT_MS;
  const result = { jobsAdded: 0, jobsUpdated: 0, errors: [] as TickRan['errors'] };

  const sources = await repo.enabledFeedSources(deps.db);
  const outcomes = await Promise.all(
    sources.map(async (source) => {
      try {
        const counts = await ingestSource(deps, source, timeoutMs);
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
  const status = allFailed ? 'failed' : 'succeeded';
  await repo.finishRun(deps.db, run.id, {
    finishedAt: deps.now(),
    status,
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
  return { ran: true, runId: run.id, status, ...result };
}

/** POST /api/job-funnel/update: a run now, stopped or not, unless another run is in progress. */
export async function runManualUpdate(deps: Deps, options: FunnelRunOptions = {}): Promise<ManualUpdateResult> {
  const result = await runFunnelTick(deps, { ...options, manual: true });
  // A manual run skips neither for a stopped funnel nor for a recent run: 'busy' is its only reason.
  return result.ran ? result : { ran: false, reason: 'busy' };
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

/** Who started, stopped or ran the funnel, for admin_audit; absent for scripts and tests. */
export interface FunnelRequester {
  admin: AdminRow;
  /** The request's address: audited as its country, never kept. */
  ip: string;
}

const auditFunnel = (deps: Deps, db: Executor, by: FunnelRequester, action: string, reason: string | null) =>
  recordAdminAction(db, { admin: by.admin, action, reason, at: deps.now(), country: countryOfAddress(by.ip) });

/** The switch and its audit row are written together (docs/product.md#audit). */
async function setActive(deps: Deps, active: boolean, by: FunnelRequester | undefined) {
  await deps.db.transaction(async (tx) => {
    await repo.setFunnelActive(tx, active, deps.now());
    if (by) await auditFunnel(deps, tx, by, active ? AUDIT_ACTIONS.startFunnel : AUDIT_ACTIONS.stopFunnel, null);
  });
}

export async function startFunnel(deps: Deps, by?: FunnelRequester) {
  await setActive(deps, true, by);
}

export async function stopFunnel(deps: Deps, by?: FunnelRequester) {
  await setActive(deps, false, by);
}

/** An administrator's "update now", audited with what it did (a run takes its own transactions). */
export async function runAuditedManualUpdate(deps: Deps, by: FunnelRequester): Promise<ManualUpdateResult> {
  const result = await runManualUpdate(deps);
  const reason = result.ran ? `added: ${result.jobsAdded}; updated: ${result.jobsUpdated}` : 'busy: nothing ran';
  await auditFunnel(deps, deps.db, by, AUDIT_ACTIONS.updateFunnel, reason);
  return result;
}

/** Adds a feed the funnel reads, or updates the one of that name (and enables it): `npm run funnel:source`. */
export async function saveFeedSource(db: Executor, source: { name: string; kind: FeedKind; url: string }) {
  await repo.upsertSource(db, { ...source, enabled: true });
}

/** Disables the feed of that name; false when there is none. */
export async function disableFeedSource(db: Executor, name: string): Promise<boolean> {
  return repo.disableSource(db, name);
}
