import { CLIENT_MESSAGES } from '../../../shared/messages';
import { NetworkError, refusal } from '../api-client';
import { adminAuthHeaders } from './admin-auth-headers';
import { readAdminToken } from './admin-token';
import { fileNameFromDisposition, fileNameFromUrl } from './download-file-name';

/** A file an admin endpoint answered, with the name its Content-Disposition gave (else the URL's last segment). */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * GET an admin file (the CSV exports, docs/product.md#admin-dashboard). These need the bearer header, so
 * they cannot be plain links: fetched here, then saved with lib/save-file.ts. A refusal becomes the same
 * ApiError as any API call (status, errorCode and the server's message from the envelope), so a 401 ends
 * the session the same way.
 */
export async function adminDownload(url: string, { signal }: { signal?: AbortSignal } = {}): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(url, { headers: adminAuthHeaders(url, readAdminToken()), credentials: 'same-origin', signal });
  } catch (error) {
    if (error instanceof TypeError) throw new NetworkError(CLIENT_MESSAGES.mutationConnectionFailed, { cause: error });
    throw error;
  }
  if (!response.ok) throw refusal('GET', url, response, await readJson(response));
  const blob = await response.blob();
  return { blob, filename: fileNameFromDisposition(response.headers.get('content-disposition')) ?? fileNameFromUrl(url) };
}

/** The error envelope of a refused download, or undefined when the body is no JSON. */
async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return undefined;
  }
}
