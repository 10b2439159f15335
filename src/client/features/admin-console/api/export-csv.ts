import { useMutation } from '@tanstack/react-query';
import { adminDownload } from '../../../lib/admin-session/admin-download';
import { saveFile } from '../../../lib/save-file';
import { adminListPath, type QueryValue } from '../list-query';
import { ADMIN_CONSOLE_KEYS } from './admin-keys';

export interface CsvExport {
  /** `/api/admin/users.csv` or `/api/admin/payments.csv`. */
  path: '/api/admin/users.csv' | '/api/admin/payments.csv';
  /** The list's filters (search, status), without the paging: the file holds every matching row. */
  params: Record<string, QueryValue>;
}

/** GET the CSV with the bearer header and save it under the name the server gives. Returns that name. */
export async function exportCsv({ path, params }: CsvExport): Promise<string> {
  const { blob, filename } = await adminDownload(adminListPath(path, params));
  saveFile(blob, filename);
  return filename;
}

/** A mutation, not a query: it is an action the administrator starts, and its 401 ends the session like any other. */
export function useExportCsv() {
  return useMutation({ mutationKey: ADMIN_CONSOLE_KEYS.exportCsv, mutationFn: exportCsv });
}
