import { sql } from 'drizzle-orm';
import type { Executor as Db } from '../../db/client';
import { lmiaEmployers } from '../../db/schema/jobs';
import type { ApprovalRow } from './employer-index';

/**
 * Changes whenever rows are added: the offer check rebuilds its employer index when it does. Rows are never
 * deleted (an import adds or updates in place), so the newest id is enough, and it is read from the primary
 * key's index rather than by counting 56,000 rows on every check.
 */
export async function approvalsFingerprint(db: Db): Promise<string> {
  const [row] = await db.select({ last: sql<string>`coalesce(max(${lmiaEmployers.id}), 0)::text` }).from(lmiaEmployers);
  return row?.last ?? '0';
}

/** What the offer check shows of each approval: never the address, positions or stream (docs/product.md#offer-check). */
export async function approvalRows(db: Db): Promise<ApprovalRow[]> {
  return db
    .select({
      employerId: lmiaEmployers.employerId,
      employer: lmiaEmployers.employer,
      employerKey: lmiaEmployers.employerKey,
      provinceCode: lmiaEmployers.provinceCode,
      provinceName: lmiaEmployers.provinceName,
      city: lmiaEmployers.city,
      quarter: lmiaEmployers.quarter,
      nocCode: lmiaEmployers.nocCode,
      occupationTitle: lmiaEmployers.occupationTitle,
    })
    .from(lmiaEmployers);
}
