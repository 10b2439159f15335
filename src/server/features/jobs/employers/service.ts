import { EMPLOYER_MESSAGES } from '../../../../shared/messages';
import { isEmployerId, type Employer } from '../../../../shared/schemas/employers';
import { EMPLOYER_ERROR_CODES } from '../../../../shared/error-codes';
import { AppError } from '../../../lib/app-error';
import type { Deps } from '../../../lib/deps';
import { PROVINCE_BY_CODE } from '../import/provinces';
import * as repo from './repo';

const notFound = () => new AppError(404, EMPLOYER_ERROR_CODES.employerNotFound, EMPLOYER_MESSAGES.notFound);

/**
 * One employer (docs/product.md#employer-pages): the name and place as its newest approval writes them, and
 * every approval across quarters. An id of another shape is as unknown as a well-formed one nobody has.
 */
export async function getEmployer(deps: Deps, id: string): Promise<Employer> {
  if (!isEmployerId(id)) throw notFound();
  const rows = await repo.approvalsOf(deps.db, id);
  const newest = rows[0];
  if (!newest) throw notFound();
  return {
    id,
    name: newest.employer,
    province: newest.provinceCode ? (PROVINCE_BY_CODE[newest.provinceCode] ?? newest.provinceName) : newest.provinceName,
    city: rows.find((row) => row.city)?.city ?? null,
    approvals: rows.map(({ quarter, noc, occupation, positions, stream, address, jobId }) => ({
      quarter,
      noc,
      occupation,
      positions,
      stream,
      address,
      jobId,
    })),
  };
}
