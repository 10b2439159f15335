/**
 * The file name a Content-Disposition header gives (`attachment; filename="users-2026-06-18.csv"`, or the
 * RFC 6266 `filename*=UTF-8''…` form, which wins). Only the last path segment is kept and control and
 * path characters are dropped, so a header can never name a folder. Null when there is none.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    const decoded = safeDecode(extended[2].trim().replace(/^"|"$/g, ''));
    const name = decoded === null ? null : cleanName(decoded);
    if (name) return name;
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  const raw = plain?.[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain?.[1]?.trim();
  return raw ? cleanName(raw) : null;
}

/** The last segment of a URL's path ("/api/admin/users.csv?search=a" → "users.csv"), for a response without a name. */
export function fileNameFromUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return cleanName(path.slice(path.lastIndexOf('/') + 1)) ?? 'download';
}

function cleanName(name: string): string | null {
  const last = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const cleaned = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? null : cleaned;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
