import { DOCUMENT_UI_MESSAGES } from '../../../../shared/messages';
import { DOCUMENT_LIMITS } from '../../../../shared/schemas/documents';
import { detectFileType } from './detect-file-type';
import { extractDocxText } from './extract-docx-text';
import { extractPdfText } from './extract-pdf-text';
import { ResumeFileError } from './resume-file-error';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/** The kinds of file a resume can be read from (docs/product.md#uploads). */
export type ResumeFileKind = 'txt' | 'pdf' | 'docx';

export interface ResumeFileText {
  text: string;
  kind: ResumeFileKind;
  /** For a PDF: the pages read. */
  pages?: number;
  /** The text was cut to the server's limit, or a very long PDF was read only in part. */
  truncated: boolean;
}

/** Larger files are refused before they are read: a CV is a few hundred kilobytes, and phones have little memory. */
export const RESUME_FILE_MAX_BYTES = 5 * 1024 * 1024;

const FILE_TYPES: Record<ResumeFileKind, { extension: string; mimeTypes: readonly string[] }> = {
  pdf: { extension: '.pdf', mimeTypes: ['application/pdf'] },
  txt: { extension: '.txt', mimeTypes: ['text/plain'] },
  docx: { extension: '.docx', mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'] },
};

/** What the progress line says while a file is read. */
/** ".pdf, .txt or .docx", in the order given. */
export function extensionList(accept: readonly ResumeFileKind[]): string {
  const extensions = accept.map((kind) => FILE_TYPES[kind].extension);
  if (extensions.length <= 1) return extensions[0] ?? '';
  return m.documents_extensions_or({ list: extensions.slice(0, -1).join(', '), last: extensions.at(-1)! });
}

/** What the refusal says is accepted: "a .pdf, .txt or .docx file". */
export function acceptedPhrase(accept: readonly ResumeFileKind[]): string {
  return m.documents_accepted_file({ extensions: extensionList(accept) });
}

/**
 * The file input's `accept` attribute: extensions and types both, as some Android pickers filter by one and
 * some by the other. It only narrows the picker; the bytes decide.
 */
export function acceptAttribute(accept: readonly ResumeFileKind[]): string {
  return accept.flatMap((kind) => [FILE_TYPES[kind].extension, ...FILE_TYPES[kind].mimeTypes]).join(',');
}

/**
 * Reads a member's resume file in the browser: refuses it when too large, finds what it is by its bytes,
 * refuses what is not accepted, and extracts its text (the extractors load pdf.js and mammoth only now). The text has Unix
 * line endings, no control characters and at most DOCUMENT_LIMITS.resumeText characters. Every failure is a
 * ResumeFileError carrying the toast to show.
 */
export async function readResumeFile(
  file: File,
  options: { accept: readonly ResumeFileKind[]; onProgress?: (message: string) => void },
): Promise<ResumeFileText> {
  const { accept, onProgress } = options;
  if (file.size > RESUME_FILE_MAX_BYTES) {
    // Rounded up, so that a file just over the limit never reads "5.0 MB; the limit is 5 MB".
    const sizeMb = (Math.ceil((file.size / (1024 * 1024)) * 10) / 10).toFixed(1);
    throw new ResumeFileError({
      title: DOCUMENT_UI_MESSAGES.fileTooLarge.title,
      description: DOCUMENT_UI_MESSAGES.fileTooLarge.description(sizeMb),
    });
  }
  try {
    onProgress?.(DOCUMENT_UI_MESSAGES.reading.file);
    const buffer = await file.arrayBuffer();
    const bytes = new Uint8Array(buffer);
    const detected = detectFileType(bytes, file.name, file.type);

    if (detected.kind === 'doc' && accept.includes('docx')) throw new ResumeFileError(DOCUMENT_UI_MESSAGES.wordDocuments);
    if (!isAccepted(detected.kind, accept)) {
      throw new ResumeFileError({
        title: DOCUMENT_UI_MESSAGES.invalidFileType.title,
        description: DOCUMENT_UI_MESSAGES.invalidFileType.description(detected.label, acceptedPhrase(accept)),
      });
    }

    let raw: string;
    let pages: number | undefined;
    let partial = false;
    if (detected.kind === 'pdf') {
      onProgress?.(DOCUMENT_UI_MESSAGES.reading.openingPdf);
      const pdf = await extractPdfText(bytes, (page, count) => onProgress?.(DOCUMENT_UI_MESSAGES.reading.page(page, count)));
      ({ text: raw, pages, truncated: partial } = pdf);
    } else if (detected.kind === 'docx') {
      onProgress?.(DOCUMENT_UI_MESSAGES.reading.docx);
      raw = await extractDocxText(buffer);
    } else {
      raw = detected.text ?? '';
    }

    const normalised = normaliseText(raw);
    if (normalised.length === 0) throw new ResumeFileError(DOCUMENT_UI_MESSAGES.fileReadFailed);
    const { text, cut } = capLength(normalised, DOCUMENT_LIMITS.resumeText);
    return { text, kind: detected.kind, ...(pages === undefined ? {} : { pages }), truncated: cut || partial };
  } catch (error) {
    if (error instanceof ResumeFileError) throw error;
    // The browser could not read the file (moved, or a cloud file that never downloaded) or a reader failed.
    throw new ResumeFileError(DOCUMENT_UI_MESSAGES.fileReadFailed, { cause: error });
  }
}

function isAccepted(kind: string, accept: readonly ResumeFileKind[]): kind is ResumeFileKind {
  return (accept as readonly string[]).includes(kind);
}

/**
 * Unix line endings (form feeds and Unicode separators become breaks too), no other control characters, no
 * spaces at line ends, at most one blank line in a row, trimmed.
 */
export function normaliseText(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?|[\f\v\u2028\u2029\u0085]/g, '\n')) {
    const code = char.charCodeAt(0);
    if (char === '\n' || char === '\t' || (code >= 0x20 && code !== 0x7f && !(code >= 0x80 && code < 0xa0))) out += char;
  }
  return out
    .replace(/[ \t\u00a0]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Cuts to `max` characters without splitting a character that takes two UTF-16 units (an emoji). */
function capLength(text: string, max: number): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  let end = max;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return { text: text.slice(0, end).trimEnd(), cut: true };
}
