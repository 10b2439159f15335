import { LMIA_UPLOAD_ERROR_CODES as CODES } from '../../../../shared/error-codes';
import { LMIA_UPLOAD_MESSAGES as M } from '../../../../shared/messages';
import { AUDIT_ACTIONS, type LmiaQuarter, type LmiaUploadResponse } from '../../../../shared/schemas/admin';
import { AppError } from '../../../lib/app-error';
import type { Deps } from '../../../lib/deps';
import { countryOfAddress } from '../../../lib/ip-country';
import { type AdminRow, recordAdminAction } from '../../admin-auth/service';
import { ImportFormatError } from './csv';
import { hasLmiaQuarter, lmiaQuarters } from './import-repo';
import { importLmiaFile } from './import-service';
import { parseLmiaFile } from './lmia-csv';
import { quarterLabel } from './quarter';

/** The console's LMIA data section (docs/product.md#lmia-data): the quarters loaded, and a quarter's upload. */

export async function listLmiaQuarters(deps: Deps): Promise<LmiaQuarter[]> {
  const quarters = await lmiaQuarters(deps.db);
  return quarters.map((q) => ({ quarter: q.quarter, label: quarterLabel(q.quarter), rows: q.rows, loadedAt: q.loadedAt.toISOString() }));
}

const ACCEPTED_NAME = /\.(csv|xlsx)$/i;

/**
 * Loads one uploaded quarter as `npm run import -- lmia` does (one transaction; rows already present are
 * skipped by their unique key, so a second upload duplicates nothing), then audits it. A file that cannot be
 * read is a 400 naming the problem, before anything is written.
 */
export async function uploadLmiaQuarter(
  deps: Deps,
  by: { admin: AdminRow; ip: string },
  upload: { body: unknown; fileName: string },
): Promise<LmiaUploadResponse> {
  // A JSON or form body was parsed by another reader and is no file.
  if (!ACCEPTED_NAME.test(upload.fileName) || (upload.body !== undefined && !Buffer.isBuffer(upload.body)))
    throw new AppError(400, CODES.wrongType, M.wrongType);
  const file = { bytes: upload.body ?? Buffer.alloc(0), fileName: upload.fileName };
  if (file.bytes.length === 0) throw new AppError(400, CODES.unreadable, M.empty);
  let quarter: string;
  try {
    // Read once here to tell a known quarter before the import reads it again; a quarter is a few MB.
    quarter = (await parseLmiaFile(file.bytes, file.fileName)).quarter;
  } catch (error) {
    if (error instanceof ImportFormatError) throw new AppError(400, CODES.unreadable, M.unreadablePrefix + error.message);
    throw error;
  }
  const alreadyLoaded = await hasLmiaQuarter(deps.db, quarter);
  const result = await importLmiaFile(deps.db, { bytes: file.bytes, fileName: file.fileName });
  const label = quarterLabel(result.quarter);
  await recordAdminAction(deps.db, {
    admin: by.admin,
    action: AUDIT_ACTIONS.uploadLmiaQuarter,
    reason: `${file.fileName}: ${result.quarter}, ${result.rows} rows read, ${result.inserted} new`,
    at: deps.now(),
    country: countryOfAddress(by.ip),
  });
  return {
    success: true,
    message: alreadyLoaded ? M.alreadyLoaded(label, result.inserted) : M.loaded(label, result.inserted, result.jobsInserted),
    quarter: result.quarter,
    rows: result.rows,
    inserted: result.inserted,
    jobsInserted: result.jobsInserted,
    alreadyLoaded,
  };
}
