import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor as Db } from '../../../db/client';
import { jobs, lmiaEmployers } from '../../../db/schema/jobs';
import { LMIA_SOURCE } from '../import/lmia-job-rules';

/** An employer page holds at most this many approvals; the busiest employers have a few hundred. */
const MAX_APPROVALS = 1_000;

/** The LMIA job built from an lmia_employers row: the source_ref upsertLmiaJobs (import/import-repo.ts) gives it. */
const jobOfRow = and(
  eq(jobs.source, LMIA_SOURCE),
  eq(
    jobs.sourceRef,
    sql`'lmia:' || ${lmiaEmployers.quarter} || ':' || md5(${lmiaEmployers.stream} || '|' || ${lmiaEmployers.employer} || '|' || ${lmiaEmployers.address} || '|' || ${lmiaEmployers.nocCode})`,
  ),
);

/** Every positive-LMIA row of one employer (its employer_id), newest quarter first, with the job each became. */
export async function approvalsOf(db: Db, employerId: string) {
  return db
    .select({
      quarter: lmiaEmployers.quarter,
      noc: lmiaEmployers.nocCode,
      occupation: lmiaEmployers.occupationTitle,
      positions: lmiaEmployers.approvedPositions,
      stream: lmiaEmployers.stream,
      address: lmiaEmployers.address,
      employer: lmiaEmployers.employer,
      provinceCode: lmiaEmployers.provinceCode,
      provinceName: lmiaEmployers.provinceName,
      city: lmiaEmployers.city,
      jobId: jobs.id,
    })
    .from(lmiaEmployers)
    .leftJoin(jobs, jobOfRow)
    .where(eq(lmiaEmployers.employerId, employerId))
    .orderBy(desc(lmiaEmployers.quarter), asc(lmiaEmployers.occupationTitle), asc(lmiaEmployers.id))
    .limit(MAX_APPROVALS);
}
