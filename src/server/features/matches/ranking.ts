import { MATCHES_LIMITS } from '../../../shared/constants';
import type { MatchEmployer } from '../../../shared/schemas/matches';

/**
 * My matches' ranking (docs/product.md#my-matches, docs/decisions/042-matches.md and 047-matches-in-memory.md),
 * computed in memory: the LMIA rows are read once into a summary per NOC code and employer (RankingIndex), and a
 * question is answered from the summaries of its few codes, with no query.
 */

/** A NOC the member's matches use, with how well it fits them (0 to 1). */
export interface WeightedNoc {
  code: string;
  weight: number;
}

/** The columns of an lmia_employers row the ranking reads. */
export interface RankingRow {
  id: number;
  quarter: string;
  nocCode: string;
  employerId: string;
  employer: string;
  provinceCode: string | null;
  provinceName: string;
  city: string | null;
  stream: string;
  approvedPositions: number;
}

export type MatchApproval = MatchEmployer['approvals'][number];

/** One employer's approvals for one NOC code, summed up. */
interface EmployerCode {
  employerId: string;
  provinceCode: string | null;
  noc: string;
  /** The quarters it was approved in ('2025Q1'), each once, newest first (one array shared by every equal set). */
  quarters: string[];
  latest: string;
  /** The employer has approvals for other codes too: only then may two of its codes have to be added up. */
  hasOtherCodes: boolean;
  positions: number;
  /** The best stream's points (STREAM_POINTS). */
  streamPoints: number;
  /** Its streams, each once, sorted. */
  streams: string[];
  /** Its newest row (by quarter, then id): the name and province shown. */
  head: { quarter: string; id: number; name: string; provinceName: string };
  /** Its newest row with a city, if any. */
  place: { quarter: string; id: number; city: string } | null;
  /** Its newest approvals (by quarter, positions, then oldest id first), at most MATCHES_LIMITS.approvalsPerEmployer. */
  approvals: Array<{ id: number; approval: MatchApproval }>;
}

export interface RankingIndex {
  /** The newest quarter in the data ('2025Q1'), null without data. */
  newest: string | null;
  /** Each NOC code's employers. */
  byNoc: Map<string, EmployerCode[]>;
  rows: number;
}

export type RankedEmployerRow = {
  employerId: string;
  name: string;
  city: string | null;
  provinceCode: string | null;
  provinceName: string;
  score: number;
  latest: string;
  quarters: number;
  positions: number;
  streams: string[];
  /** Positions per matched NOC, most first. */
  perNoc: Array<{ noc: string; positions: number }>;
  approvals: MatchApproval[];
};

/**
 * The points of the ranking (docs/decisions/042-matches.md): out of 100, the occupation's fit weighs most,
 * then how recent the newest approval is, how many quarters approved it, positions, and the stream.
 */
export const RANKING_POINTS = { occupation: 40, recency: 25, repetition: 15, positions: 10, stream: 10 } as const;
/** Stream points out of RANKING_POINTS.stream: streams open to a worker from Kenya and leading further score more. */
const STREAM_POINTS: Record<string, number> = {
  'Permanent Resident Only': 10,
  'High Wage': 9,
  'Global Talent Stream': 8,
  'Low Wage': 7,
  'Primary Agriculture': 4,
};
const OTHER_STREAM_POINTS = 5;

/** 'YYYYQn' as a count of quarters, so two can be subtracted. */
const quarterIndex = (quarter: string) => Number(quarter.slice(0, 4)) * 4 + Number(quarter.slice(5, 6));
/** Text in code-point order, as the C collation of the database compared ids and streams. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** (quarter, id) newest first. */
const isNewer = (a: { quarter: string; id: number }, b: { quarter: string; id: number }) =>
  a.quarter > b.quarter || (a.quarter === b.quarter && a.id > b.id);
/** Approvals newest quarter first, then most positions, then the oldest row. */
const approvalOrder = (a: { id: number; approval: MatchApproval }, b: { id: number; approval: MatchApproval }) =>
  byText(b.approval.quarter, a.approval.quarter) || b.approval.positions - a.approval.positions || a.id - b.id;

/**
 * Rounds a score to tenths exactly as PostgreSQL's `round(score::numeric, 1)` did when the ranking was SQL:
 * the double is first written with 15 significant digits, then rounded half away from zero. (Math.round on
 * score × 10 would give 92.7 for 92.74999999999999, where the 15 digits read 92.7500000000000 and round to
 * 92.8.) Scores lie between 0 and 100, where toPrecision never writes an exponent.
 */
export function roundScore(score: number): number {
  const [whole = '0', fraction = ''] = score.toPrecision(15).split('.');
  const tenths = Number(whole) * 10 + Number(fraction[0] ?? '0') + (Number(fraction[1] ?? '0') >= 5 ? 1 : 0);
  return tenths / 10;
}

/** An employer's score out of 100 (docs/decisions/042-matches.md), added up in the order the SQL did. */
function scoreOf(
  figures: { occupation: number; latest: string; quarters: number; positions: number; streamPoints: number },
  newestIndex: number,
) {
  const P = RANKING_POINTS;
  const behind = newestIndex - quarterIndex(figures.latest);
  let score = P.occupation * figures.occupation;
  score += P.recency * Math.max(0, 1 - behind / 8);
  score += P.repetition * Math.min(1, (figures.quarters - 1) / 2);
  score += P.positions * Math.min(1, Math.log(1 + figures.positions) / Math.log(51));
  score += figures.streamPoints;
  // Away from a half tenth, both roundings agree and the quick one will do.
  const tenths = score * 10;
  return Math.abs(tenths - Math.floor(tenths) - 0.5) > 1e-6 ? Math.round(tenths) / 10 : roundScore(score);
}

/** Sums the rows up per NOC code and employer (and province, which an employer id never mixes). */
export function buildRankingIndex(rows: readonly RankingRow[]): RankingIndex {
  const groups = new Map<string, EmployerCode>();
  // Strings repeated on many rows are kept once.
  const shared = new Map<string, string>();
  const once = (text: string) => {
    const known = shared.get(text);
    if (known !== undefined) return known;
    shared.set(text, text);
    return text;
  };
  let newest: string | null = null;
  for (const row of rows) {
    if (newest === null || row.quarter > newest) newest = row.quarter;
    const key = `${row.nocCode}|${row.employerId}|${row.provinceCode ?? ''}`;
    const quarter = once(row.quarter);
    const stream = once(row.stream);
    let group = groups.get(key);
    if (!group) {
      group = {
        employerId: once(row.employerId),
        provinceCode: row.provinceCode === null ? null : once(row.provinceCode),
        noc: once(row.nocCode),
        quarters: [],
        latest: quarter,
        hasOtherCodes: false,
        positions: 0,
        streamPoints: 0,
        streams: [],
        head: { quarter, id: row.id, name: row.employer, provinceName: once(row.provinceName) },
        place: null,
        approvals: [],
      };
      groups.set(key, group);
    }
    if (!group.quarters.includes(quarter)) group.quarters.push(quarter);
    group.positions += row.approvedPositions;
    group.streamPoints = Math.max(group.streamPoints, STREAM_POINTS[stream] ?? OTHER_STREAM_POINTS);
    if (!group.streams.includes(stream)) group.streams.push(stream);
    const at = { quarter, id: row.id };
    if (isNewer(at, group.head)) group.head = { ...at, name: row.employer, provinceName: once(row.provinceName) };
    if (row.city !== null && (group.place === null || isNewer(at, group.place))) group.place = { ...at, city: once(row.city) };
    group.approvals.push({ id: row.id, approval: { quarter, noc: group.noc, positions: row.approvedPositions, stream } });
  }
  const byNoc = new Map<string, EmployerCode[]>();
  const codesPerEmployer = new Map<string, number>();
  for (const group of groups.values()) codesPerEmployer.set(group.employerId, (codesPerEmployer.get(group.employerId) ?? 0) + 1);
  const quarterSets = new Map<string, string[]>();
  for (const group of groups.values()) {
    const quarters = group.quarters.sort((a, b) => byText(b, a));
    const key = quarters.join();
    group.quarters = quarterSets.get(key) ?? quarters;
    quarterSets.set(key, group.quarters);
    group.latest = group.quarters[0]!;
    group.hasOtherCodes = codesPerEmployer.get(group.employerId)! > 1;
    group.streams.sort(byText);
    group.approvals = group.approvals.sort(approvalOrder).slice(0, MATCHES_LIMITS.approvalsPerEmployer);
    const list = byNoc.get(group.noc);
    if (list) list.push(group);
    else byNoc.set(group.noc, [group]);
  }
  return { newest, byNoc, rows: rows.length };
}

/** An employer's figures over the matched codes. */
interface Candidate {
  employerId: string;
  codes: EmployerCode[];
  positions: number;
  latest: string;
  quarters: number;
  score: number;
}

/** Best first: the higher score, then more positions, then the id. */
const better = (a: Candidate, b: Candidate) =>
  a.score !== b.score ? a.score > b.score : a.positions !== b.positions ? a.positions > b.positions : a.employerId < b.employerId;

/** The `limit` best candidates, best first, kept while they are offered (a question may match thousands). */
function bestOf(limit: number) {
  const kept: Candidate[] = [];
  return {
    kept,
    /** Whether a candidate with these figures would be kept, before one is made. */
    wants: (candidate: Candidate) => kept.length < limit || better(candidate, kept[kept.length - 1]!),
    offer(candidate: Candidate) {
      let at = kept.length;
      while (at > 0 && better(candidate, kept[at - 1]!)) at -= 1;
      kept.splice(at, 0, candidate);
      if (kept.length > limit) kept.pop();
    },
  };
}

function mergedCandidate(codes: EmployerCode[], occupation: number, newestIndex: number): Candidate {
  const quarters = new Set(codes.flatMap((code) => code.quarters));
  const figures = {
    occupation,
    positions: codes.reduce((sum, code) => sum + code.positions, 0),
    streamPoints: Math.max(...codes.map((code) => code.streamPoints)),
    latest: [...quarters].reduce((latest, quarter) => (quarter > latest ? quarter : latest)),
    quarters: quarters.size,
  };
  return { employerId: codes[0]!.employerId, codes, ...figures, score: scoreOf(figures, newestIndex) };
}

/** What the answer shows of a ranked employer: its newest name and place, streams, positions per code, newest approvals. */
function rowOf(candidate: Candidate): RankedEmployerRow {
  const { codes } = candidate;
  const newestCode = codes.reduce((newest, code) => (isNewer(code.head, newest.head) ? code : newest));
  const head = newestCode.head;
  const places = codes.flatMap((code) => (code.place ? [code.place] : []));
  const place = places.length === 0 ? null : places.reduce((newest, place) => (isNewer(place, newest) ? place : newest));
  const perNoc = new Map<string, number>();
  for (const code of codes) perNoc.set(code.noc, (perNoc.get(code.noc) ?? 0) + code.positions);
  const approvals = codes.length === 1 ? codes[0]!.approvals : codes.flatMap((code) => code.approvals).sort(approvalOrder);
  return {
    employerId: candidate.employerId,
    name: head.name,
    city: place?.city ?? null,
    provinceCode: newestCode.provinceCode,
    provinceName: head.provinceName,
    score: candidate.score,
    latest: candidate.latest,
    quarters: candidate.quarters,
    positions: candidate.positions,
    streams: [...new Set(codes.flatMap((code) => code.streams))].sort(byText),
    perNoc: [...perNoc].map(([noc, positions]) => ({ noc, positions })).sort((a, b) => b.positions - a.positions || byText(a.noc, b.noc)),
    approvals: approvals.slice(0, MATCHES_LIMITS.approvalsPerEmployer).map(({ approval }) => approval),
  };
}

/**
 * The employers approved for the given NOCs (in the given provinces, all when none), scored and best first:
 * ties go to more positions, then the id. `quarter` keeps only employers approved in that quarter (the
 * new-quarter e-mail); their scores still count every quarter.
 */
export function rankEmployers(
  index: RankingIndex,
  input: { nocs: WeightedNoc[]; provinces: string[]; limit: number; quarter?: string | undefined },
): RankedEmployerRow[] {
  if (index.newest === null) return [];
  const newestIndex = quarterIndex(index.newest);
  const provinces = input.provinces.length > 0 ? new Set(input.provinces) : null;
  const best = bestOf(input.limit);
  // An employer found under one code only is scored at once; one that may be under several is added up first.
  const several = new Map<string, { codes: EmployerCode[]; occupation: number }>();
  for (const { code, weight } of input.nocs)
    for (const employer of index.byNoc.get(code) ?? []) {
      if (provinces && (employer.provinceCode === null || !provinces.has(employer.provinceCode))) continue;
      if (employer.hasOtherCodes && input.nocs.length > 1) {
        const found = several.get(employer.employerId);
        if (!found) several.set(employer.employerId, { codes: [employer], occupation: weight });
        else {
          found.codes.push(employer);
          found.occupation = Math.max(found.occupation, weight);
        }
        continue;
      }
      if (input.quarter !== undefined && !employer.quarters.includes(input.quarter)) continue;
      const { employerId, positions, latest, quarters, streamPoints } = employer;
      const figures = { occupation: weight, latest, quarters: quarters.length, positions, streamPoints };
      const candidate = {
        employerId,
        codes: [employer],
        positions,
        latest,
        quarters: quarters.length,
        score: scoreOf(figures, newestIndex),
      };
      if (best.wants(candidate)) best.offer(candidate);
    }
  for (const { codes, occupation } of several.values()) {
    if (input.quarter !== undefined && !codes.some((code) => code.quarters.includes(input.quarter!))) continue;
    const candidate = mergedCandidate(codes, occupation, newestIndex);
    if (best.wants(candidate)) best.offer(candidate);
  }
  return best.kept.map(rowOf);
}
