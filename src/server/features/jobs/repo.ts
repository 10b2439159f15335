import { and, asc, count, countDistinct, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor as Db } from '../../db/client';
import { jobs, lmiaEmployers } from '../../db/schema/jobs';
import { memberships } from '../../db/schema/memberships';

export type JobRow = typeof jobs.$inferSelect;

export interface JobFilters {
  /** A to_tsquery text built from sanitised words (service.ts), or undefined. */
  tsQuery?: string;
  province?: string;
  category?: string;
  lmiaOnly: boolean;
  /** Only jobs added after this moment (job-alert digests). */
  createdAfter?: Date;
}

/** The first number in the salary text ('$18.50/hour', 'CAD 52,000 a year'); null when there is none. */
const salaryNumber = sql`substring(replace(${jobs.salary}, ',', '') from '[0-9]+(?:\\.[0-9]+)?')::numeric`;

function whereOf(filters: JobFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.tsQuery) conditions.push(sql`${jobs.search} @@ to_tsquery('english', ${filters.tsQuery})`);
  if (filters.province) conditions.push(eq(jobs.province, filters.province));
  if (filters.category) conditions.push(eq(jobs.category, filters.category));
  if (filters.lmiaOnly) conditions.push(eq(jobs.isLmia, true));
  if (filters.createdAfter) conditions.push(gt(jobs.createdAt, filters.createdAfter));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function orderOf(sort: string, tsQuery: string | undefined): SQL[] {
  switch (sort) {
    case 'relevance':
      return tsQuery ? [sql`ts_rank_cd(${jobs.search}, to_tsquery('english', ${tsQuery})) desc`, desc(jobs.createdAt), desc(jobs.id)] : [desc(jobs.createdAt), desc(jobs.id)];
    case 'urgent':
      return [desc(jobs.isUrgent), desc(jobs.approvedPositions), desc(jobs.createdAt), desc(jobs.id)];
    case 'salary-high':
      return [sql`${salaryNumber} desc nulls last`, desc(jobs.createdAt), desc(jobs.id)];
    case 'salary-low':
      return [sql`${salaryNumber} asc nulls last`, desc(jobs.createdAt), desc(jobs.id)];
    default:
      return [desc(jobs.createdAt), desc(jobs.id)];
  }
}

export async function searchJobs(db: Db, filters: JobFilters, sort: string, page: number, pageSize: number, cachedTotal?: number) {
  const where = whereOf(filters);
  const [rows, total] = await Promise.all([
    db.select().from(jobs).where(where).orderBy(...orderOf(sort, filters.tsQuery)).limit(pageSize).offset((page - 1) * pageSize),
    cachedTotal ?? db.select({ n: count() }).from(jobs).where(where).then(([row]) => row?.n ?? 0),
  ]);
  return { rows, total };
}

export async function findJob(db: Db, id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row;
}

/** Every positive LMIA of the employer behind an LMIA job (same employer, same province), newest first. */
export async function lmiaHistoryFor(db: Db, job: JobRow) {
  if (job.kind !== 'lmia') return [];
  const [employer] = await db
    .select({ employerKey: lmiaEmployers.employerKey, provinceCode: lmiaEmployers.provinceCode })
    .from(lmiaEmployers)
    .where(
      and(
        eq(lmiaEmployers.employer, job.company),
        job.lmiaQuarter ? eq(lmiaEmployers.quarter, job.lmiaQuarter) : undefined,
        job.nocCode ? eq(lmiaEmployers.nocCode, job.nocCode) : undefined,
      ),
    )
    .limit(1);
  if (!employer) return [];
  return db
    .select({
      quarter: lmiaEmployers.quarter,
      stream: lmiaEmployers.stream,
      occupation: lmiaEmployers.occupationTitle,
      nocCode: lmiaEmployers.nocCode,
      approvedPositions: lmiaEmployers.approvedPositions,
      city: lmiaEmployers.city,
    })
    .from(lmiaEmployers)
    .where(and(eq(lmiaEmployers.employerKey, employer.employerKey), employer.provinceCode === null ? isNull(lmiaEmployers.provinceCode) : eq(lmiaEmployers.provinceCode, employer.provinceCode)))
    .orderBy(desc(lmiaEmployers.quarter), asc(lmiaEmployers.occupationTitle))
    .limit(100);
}

export async function recentJobs(db: Db, limit: number) {
  return db.select().from(jobs).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(limit);
}

export async function jobCounts(db: Db, now: Date) {
  const [[totals], [employers], [members]] = await Promise.all([
    db
      .select({
        activeJobs: count(),
        lmiaJobs: sql<number>`count(*) filter (where ${jobs.isLmia})::int`,
        urgentJobs: sql<number>`count(*) filter (where ${jobs.isUrgent})::int`,
      })
      .from(jobs),
    db.select({ n: countDistinct(lmiaEmployers.employerKey) }).from(lmiaEmployers),
    db.select({ n: countDistinct(memberships.userId) }).from(memberships).where(and(gt(memberships.expiresAt, now), isNull(memberships.endedAt))),
  ]);
  return { activeJobs: totals?.activeJobs ?? 0, lmiaJobs: totals?.lmiaJobs ?? 0, urgentJobs: totals?.urgentJobs ?? 0, employers: employers?.n ?? 0, members: members?.n ?? 0 };
}
