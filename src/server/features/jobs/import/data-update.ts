import type { Db } from '../../../db/client';
import type { DownloadLimits } from '../funnel/feed-download';
import { downloadLmiaResource, type LmiaResource } from './ckan';
import { ImportFormatError } from './csv';
import { lmiaQuarters } from './import-repo';
import { importLmiaFile, type LmiaImportResult } from './import-service';

/**
 * `npm run data:update`'s work once the portal has listed its files: the quarters the data lacks are
 * downloaded and imported one by one, each in its own transaction through importLmiaFile (which also
 * records a new quarter for the members' e-mail). A file that fails to download or to read is reported
 * and the next one is tried: for its quarter (the portal may offer CSV and XLSX), then for the others.
 */

/** ESDC's quarter files are 2–4 MB as CSV; the cap leaves room and bounds memory. */
export const LMIA_DOWNLOAD_LIMITS: DownloadLimits = { timeoutMs: 120_000, maxBytes: 64 * 1024 * 1024 };

export interface LmiaUpdateFailure {
  quarter: string;
  url: string;
  reason: string;
}

export interface LmiaUpdateReport {
  /** Quarters the portal offers, oldest first. */
  offered: string[];
  /** Offered quarters the data already had: not downloaded. */
  present: string[];
  loaded: LmiaImportResult[];
  failed: LmiaUpdateFailure[];
}

export async function updateLmiaQuarters(
  db: Db,
  resources: readonly LmiaResource[],
  limits: DownloadLimits = LMIA_DOWNLOAD_LIMITS,
): Promise<LmiaUpdateReport> {
  const have = new Set((await lmiaQuarters(db)).map((counted) => counted.quarter));
  const byQuarter = new Map<string, LmiaResource[]>();
  for (const resource of resources) byQuarter.set(resource.quarter, [...(byQuarter.get(resource.quarter) ?? []), resource]);
  const offered = [...byQuarter.keys()].sort();
  const report: LmiaUpdateReport = { offered, present: offered.filter((quarter) => have.has(quarter)), loaded: [], failed: [] };

  for (const quarter of offered.filter((offeredQuarter) => !have.has(offeredQuarter))) {
    for (const resource of byQuarter.get(quarter)!) {
      try {
        const bytes = await downloadLmiaResource(resource, limits);
        const result = await importLmiaFile(db, { bytes, fileName: fileNameFor(resource) });
        report.loaded.push(result);
        break;
      } catch (error) {
        const reason = error instanceof ImportFormatError ? `not readable, nothing written: ${error.message}` : errorMessage(error);
        report.failed.push({ quarter, url: resource.url, reason });
      }
    }
  }
  return report;
}

/** The address's file name, so the import can fall back to it for the quarter and name it in errors. */
function fileNameFor(resource: LmiaResource) {
  const last = decodeURIComponent(resource.url.split(/[?#]/)[0]!.split('/').pop() ?? '');
  return last || `${resource.quarter}.${resource.format}`;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
