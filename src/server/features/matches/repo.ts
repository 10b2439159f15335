import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor as Db } from '../../db/client';
import { lmiaEmployers, nocUnitGroups } from '../../db/schema/jobs';
import { lmiaQuarterAnnouncements, matchEmailSubscriptions, matchQuarterEmails } from '../../db/schema/matches';

/** A NOC the member's matches use, with how well it fits them (0 to 1). */
export interface WeightedNoc {
  code: string;
  weight: number;
}

export type RankedEmployerRow = {
  employerId: string;
  name: string;
  city: string | null;
  provinceCode: string | null;
  provinceName: string;
  score: number;
  occupation: number;
  latest: string;
  quarters: number;
  positions: number;
  streams: string[];
  /** Positions per matched NOC, most first. */
  perNoc: Array<{ noc: string; positions: number }>;
  approvals: Array<{ quarter: string; noc: string; positions: number; stream: string }>;
};

/**
 * The points of the ranking (docs/decisions/042-matches.md): out of 100, the occupation's fit weighs most,
 * then how recent the newest approval is, how many quarters approved it, positions, and the stream.
 */
export const RANKING_POINTS = { occupation: 40, recency: 25, repetition: 15, positions: 10, stream: 10 } as const;
/** Stream points out of RANKING_POINTS.stream: streams open to a worker from Kenya and leading further score more. */
const STREAM_POINTS_SQL = sql.raw(`CASE stream
  WHEN 'Permanent Resident Only' THEN 10
  WHEN 'High Wage' THEN 9
  WHEN 'Global Talent Stream' THEN 8
  WHEN 'Low Wage' THEN 7
  WHEN 'Primary Agriculture' THEN 4
  ELSE 5 END`);
/** A quarter 'YYYYQn' as a count of quarters, so two can be subtracted. */
const quarterIndex = (column: string) => sql.raw(`(substr(${column}, 1, 4)::int * 4 + substr(${column}, 6, 1)::int)`);

/**
 * The employers approved for the given NOCs (in the given provinces, all when none), grouped and scored by
 * the database over the NOC index, best first; `quarter` keeps only employers approved in that quarter (the
 * new-quarter e-mail). Each comes with its newest name and place, positions per NOC and its latest approvals.
 */
export async function rankEmployers(
  db: Db,
  input: { nocs: WeightedNoc[]; provinces: string[]; limit: number; approvalsPerEmployer: number; quarter?: string },
): Promise<RankedEmployerRow[]> {
  if (input.nocs.length === 0) return [];
  const codes = input.nocs.map((noc) => noc.code);
  const weights = input.nocs.map((noc) => noc.weight);
  const P = RANKING_POINTS;
  const codeList = `{${codes.join(',')}}`;
  const provinceFilter = input.provinces.length === 0 ? sql`true` : sql`e.province_code = ANY(${`{${input.provinces.join(',')}}`}::text[])`;
  // Grouped twice (employer × quarter, then employer) so the distinct quarters are a count, not a sort; the
  // names, places, streams and approvals are read only for the employers kept, through the employer id index.
  const result = await db.execute<RankedEmployerRow>(sql`
    WITH wanted AS (
      SELECT * FROM unnest(${codeList}::text[], ${`{${weights.join(',')}}`}::float8[]) AS w(code, weight)
    ),
    newest AS (SELECT max(quarter) AS quarter FROM ${lmiaEmployers}),
    per_quarter AS (
      SELECT e.employer_id, e.quarter, max(w.weight) AS weight, sum(e.approved_positions) AS positions,
             max(${STREAM_POINTS_SQL}) AS stream_points
      FROM ${lmiaEmployers} e JOIN wanted w ON w.code = e.noc_code
      WHERE ${provinceFilter}
      GROUP BY e.employer_id, e.quarter
    ),
    grouped AS (
      SELECT employer_id, max(weight) AS occupation, max(quarter) AS latest, count(*)::int AS quarters,
             sum(positions)::int AS positions, max(stream_points) AS stream_points,
             bool_or(quarter = ${input.quarter ?? ''}) AS in_quarter
      FROM per_quarter GROUP BY employer_id
    ),
    scored AS (
      SELECT g.*, round((
          ${P.occupation} * g.occupation
          + ${P.recency} * greatest(0, 1 - (${quarterIndex('n.quarter')} - ${quarterIndex('g.latest')}) / 8.0)
          + ${P.repetition} * least(1, (g.quarters - 1) / 2.0)
          + ${P.positions} * least(1, ln(1 + g.positions) / ln(51))
          + g.stream_points
        )::numeric, 1)::float8 AS score
      FROM grouped g, newest n
      WHERE ${input.quarter ? sql`g.in_quarter` : sql`true`}
      ORDER BY score DESC, g.positions DESC, g.employer_id
      LIMIT ${input.limit}
    )
    SELECT s.employer_id AS "employerId", head.employer AS name, place.city, head.province_code AS "provinceCode",
           head.province_name AS "provinceName", s.score, s.occupation, s.latest, s.quarters, s.positions,
           (SELECT array_agg(DISTINCT e.stream ORDER BY e.stream) FROM ${lmiaEmployers} e
              WHERE e.employer_id = s.employer_id AND e.noc_code = ANY(${codeList}::text[]) AND ${provinceFilter}) AS streams,
           (SELECT json_agg(json_build_object('noc', p.noc_code, 'positions', p.positions) ORDER BY p.positions DESC, p.noc_code)
              FROM (SELECT e.noc_code, sum(e.approved_positions)::int AS positions FROM ${lmiaEmployers} e
                    WHERE e.employer_id = s.employer_id AND e.noc_code = ANY(${codeList}::text[]) AND ${provinceFilter}
                    GROUP BY e.noc_code) p) AS "perNoc",
           (SELECT json_agg(json_build_object('quarter', a.quarter, 'noc', a.noc_code, 'positions', a.approved_positions, 'stream', a.stream)
                            ORDER BY a.quarter DESC, a.approved_positions DESC, a.id)
              FROM (SELECT e.* FROM ${lmiaEmployers} e
                    WHERE e.employer_id = s.employer_id AND e.noc_code = ANY(${codeList}::text[]) AND ${provinceFilter}
                    ORDER BY e.quarter DESC, e.approved_positions DESC, e.id LIMIT ${input.approvalsPerEmployer}) a) AS approvals
    FROM scored s
    CROSS JOIN LATERAL (
      SELECT e.employer, e.province_code, e.province_name FROM ${lmiaEmployers} e
      WHERE e.employer_id = s.employer_id AND e.noc_code = ANY(${codeList}::text[]) AND ${provinceFilter}
      ORDER BY e.quarter DESC, e.id DESC LIMIT 1
    ) head
    LEFT JOIN LATERAL (
      SELECT e.city FROM ${lmiaEmployers} e
      WHERE e.employer_id = s.employer_id AND e.noc_code = ANY(${codeList}::text[]) AND ${provinceFilter} AND e.city IS NOT NULL
      ORDER BY e.quarter DESC, e.id DESC LIMIT 1
    ) place ON true
    ORDER BY s.score DESC, s.positions DESC, s.employer_id`);
  return result.rows;
}

/** The newest quarter in the data ('2025Q1'), read off the row key's index. */
export async function newestQuarter(db: Db): Promise<string | null> {
  const result = await db.execute<{ quarter: string | null }>(sql`SELECT max(quarter) AS quarter FROM ${lmiaEmployers}`);
  return result.rows[0]?.quarter ?? null;
}

export async function nocUnits(db: Db, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({ code: nocUnitGroups.code, title: nocUnitGroups.title, teer: nocUnitGroups.teer })
    .from(nocUnitGroups)
    .where(inArray(nocUnitGroups.code, codes));
}

export async function findSubscription(db: Db, userId: string) {
  const [row] = await db.select().from(matchEmailSubscriptions).where(eq(matchEmailSubscriptions.userId, userId));
  return row;
}

/** Opts in; an existing opt-in keeps its token. */
export async function subscribe(db: Db, userId: string, unsubscribeTokenHash: string, now: Date) {
  await db.insert(matchEmailSubscriptions).values({ userId, unsubscribeTokenHash, createdAt: now }).onConflictDoNothing();
}

export async function unsubscribe(db: Db, userId: string) {
  await db.delete(matchEmailSubscriptions).where(eq(matchEmailSubscriptions.userId, userId));
}

export async function unsubscribeByToken(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .delete(matchEmailSubscriptions)
    .where(eq(matchEmailSubscriptions.unsubscribeTokenHash, tokenHash))
    .returning({ userId: matchEmailSubscriptions.userId });
  return rows.length > 0;
}

export async function rotateUnsubscribeToken(db: Db, userId: string, tokenHash: string) {
  await db.update(matchEmailSubscriptions).set({ unsubscribeTokenHash: tokenHash }).where(eq(matchEmailSubscriptions.userId, userId));
}

export async function subscriberIds(db: Db): Promise<string[]> {
  const rows = await db.select({ userId: matchEmailSubscriptions.userId }).from(matchEmailSubscriptions);
  return rows.map((row) => row.userId);
}

/** Quarters recorded by an import and not yet announced, oldest first. */
export async function unannouncedQuarters(db: Db): Promise<string[]> {
  const rows = await db
    .select({ quarter: lmiaQuarterAnnouncements.quarter })
    .from(lmiaQuarterAnnouncements)
    .where(isNull(lmiaQuarterAnnouncements.announcedAt))
    .orderBy(lmiaQuarterAnnouncements.quarter);
  return rows.map((row) => row.quarter);
}

export async function markAnnounced(db: Db, quarter: string, now: Date) {
  await db
    .update(lmiaQuarterAnnouncements)
    .set({ announcedAt: now })
    .where(and(eq(lmiaQuarterAnnouncements.quarter, quarter), isNull(lmiaQuarterAnnouncements.announcedAt)));
}

/** Claims the member's e-mail for the quarter; false when it was claimed before (it is sent at most once). */
export async function claimQuarterEmail(db: Db, userId: string, quarter: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(matchQuarterEmails)
    .values({ userId, quarter, sentAt: now })
    .onConflictDoNothing()
    .returning({ userId: matchQuarterEmails.userId });
  return rows.length > 0;
}

/** Gives a claim back after a failed send, so the next run tries again. */
export async function releaseQuarterEmail(db: Db, userId: string, quarter: string) {
  await db.delete(matchQuarterEmails).where(and(eq(matchQuarterEmails.userId, userId), eq(matchQuarterEmails.quarter, quarter)));
}

export async function forgetQuarterEmails(db: Db, userId: string) {
  await db.delete(matchQuarterEmails).where(eq(matchQuarterEmails.userId, userId));
}
