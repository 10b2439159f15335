import { readWholeTable, type Executor as Db } from '../../db/client';
import { lmiaEmployers } from '../../db/schema/jobs';
import type { ApprovalRow } from './employer-index';

/** What the offer check shows of each approval: never the address, positions or stream (docs/product.md#offer-check). */
export async function approvalRows(db: Db): Promise<ApprovalRow[]> {
  return readWholeTable(db, (tx) =>
    tx
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
      .from(lmiaEmployers),
  );
}
