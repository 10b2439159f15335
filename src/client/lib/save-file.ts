/**
 * The parts of the page saveFile uses. Typed here because the unit tests, which compile without the DOM's
 * types, import this module for documentFileName.
 */
interface DownloadLink {
  href: string;
  download: string;
  rel: string;
  hidden: boolean;
  click(): void;
  remove(): void;
}
interface DownloadPage {
  document: { createElement(name: 'a'): DownloadLink; body: { append(node: DownloadLink): void } };
}

/**
 * Saves a Blob as a file: the documents written in the browser (docs/decisions/016-document-files.md) and the
 * administrator's CSV exports, which need the bearer header and so cannot be plain links.
 */
export function saveFile(blob: Blob, filename: string, revokeAfterMs = 30_000): void {
  const { document } = globalThis as unknown as DownloadPage;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers (older Firefox and Safari), so the URL lives a little longer.
  setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}

/** Long enough for "cover-letter-maple-care-licensed-practical-nurse", short enough for a phone's file list. */
const MAX_NAME_LENGTH = 60;

/**
 * A file name from the document's title (docs/product.md#word-and-pdf-files): "Resume — Office Administrator"
 * → `resume-office-administrator.docx`. Lower-case ASCII letters, digits and hyphens only, which every phone,
 * e-mail program and upload form accepts; accents are dropped ("Wanjĩrũ" → "wanjiru"); 'document' when
 * nothing is left.
 */
export function documentFileName(title: string, extension: 'txt' | 'docx' | 'pdf'): string {
  let name = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  if (name.length > MAX_NAME_LENGTH) {
    name = name.slice(0, MAX_NAME_LENGTH);
    // Cut at the end of a word when one ends reasonably far in.
    const lastBreak = name.lastIndexOf('-');
    if (lastBreak >= MAX_NAME_LENGTH / 2) name = name.slice(0, lastBreak);
    name = name.replace(/-$/, '');
  }
  return `${name || 'document'}.${extension}`;
}
