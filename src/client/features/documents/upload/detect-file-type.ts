/**
 * What an uploaded file really is, decided by its bytes and never by its name: phones name and type files
 * loosely (a photo of a CV saved as "cv.pdf", a .docx shared from WhatsApp as application/octet-stream), and
 * the refusal should say what the member actually chose (docs/product.md#uploads).
 */

import { localized } from '../../../../shared/i18n/localized';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

export type DetectedKind =
  | 'pdf'
  | 'docx'
  | 'xlsx'
  | 'pptx'
  | 'odt'
  | 'ods'
  | 'odp'
  | 'epub'
  | 'zip'
  | 'doc'
  | 'xls'
  | 'ppt'
  | 'encrypted-office'
  | 'ole'
  | 'rtf'
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'heic'
  | 'avif'
  | 'bmp'
  | 'tiff'
  | 'media'
  | 'archive'
  | 'txt'
  | 'unknown';

export interface DetectedFile {
  kind: DetectedKind;
  /** What the file is, to finish "This file is …" (DOCUMENT_UI_MESSAGES.invalidFileType). */
  label: string;
  /** For `txt`: the decoded text, so the file is decoded once. */
  text?: string;
}

/** Read when read, so a refusal is said in the page's language (docs/i18n/conventions.md). */
const LABELS = localized<Record<Exclude<DetectedKind, 'unknown'>, () => string>>({
  pdf: m.documents_file_kind_pdf,
  docx: m.documents_file_kind_docx,
  xlsx: m.documents_file_kind_xlsx,
  pptx: m.documents_file_kind_pptx,
  odt: m.documents_file_kind_odt,
  ods: m.documents_file_kind_ods,
  odp: m.documents_file_kind_odp,
  epub: m.documents_file_kind_epub,
  zip: m.documents_file_kind_zip,
  doc: m.documents_file_kind_doc,
  xls: m.documents_file_kind_xls,
  ppt: m.documents_file_kind_ppt,
  'encrypted-office': m.documents_file_kind_encrypted_office,
  ole: m.documents_file_kind_ole,
  rtf: m.documents_file_kind_rtf,
  png: m.documents_file_kind_png,
  jpeg: m.documents_file_kind_jpeg,
  gif: m.documents_file_kind_gif,
  webp: m.documents_file_kind_webp,
  heic: m.documents_file_kind_heic,
  avif: m.documents_file_kind_avif,
  bmp: m.documents_file_kind_bmp,
  tiff: m.documents_file_kind_tiff,
  media: m.documents_file_kind_media,
  archive: m.documents_file_kind_archive,
  txt: m.documents_file_kind_txt,
});

const detected = (kind: Exclude<DetectedKind, 'unknown'>, text?: string): DetectedFile =>
  text === undefined ? { kind, label: LABELS[kind] } : { kind, label: LABELS[kind], text };

const ascii = (value: string) => Uint8Array.from(value, (char) => char.charCodeAt(0));

/** Whether `bytes` holds `signature` at `offset`; a signature is bytes or an ASCII string. */
function startsWith(bytes: Uint8Array, signature: string | ArrayLike<number>, offset = 0): boolean {
  const expected = typeof signature === 'string' ? ascii(signature) : signature;
  if (bytes.length < offset + expected.length) return false;
  for (let i = 0; i < expected.length; i++) if (bytes[offset + i] !== expected[i]) return false;
  return true;
}

function indexOf(bytes: Uint8Array, needle: Uint8Array, from = 0, to = bytes.length): number {
  const last = Math.min(to, bytes.length) - needle.length;
  const first = needle[0];
  outer: for (let i = from; i <= last; i++) {
    if (bytes[i] !== first) continue;
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

export function detectFileType(bytes: Uint8Array, fileName: string, mimeType: string): DetectedFile {
  // A PDF reader accepts the header anywhere in the first kilobyte (some scanners and mailers prepend bytes).
  if (indexOf(bytes, ascii('%PDF-'), 0, 1024) !== -1) return detected('pdf');
  if (startsWith(bytes, 'PK\x03\x04') || startsWith(bytes, 'PK\x05\x06')) return detectZip(bytes);
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return detectOle(bytes);
  if (startsWith(bytes, '{\\rtf')) return detected('rtf');
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return detected('png');
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return detected('jpeg');
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return detected('gif');
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return detected('webp');
  if (startsWith(bytes, 'ftyp', 4)) return detectIsoMedia(bytes);
  if (startsWith(bytes, 'BM') && bytes.length > 14 && readUint32(bytes, 2) === bytes.length) return detected('bmp');
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return detected('tiff');
  if (
    startsWith(bytes, 'ID3') ||
    startsWith(bytes, 'OggS') ||
    startsWith(bytes, 'fLaC') ||
    (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WAVE', 8))
  ) {
    return detected('media');
  }
  if (startsWith(bytes, 'Rar!\x1a\x07') || startsWith(bytes, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]) || startsWith(bytes, [0x1f, 0x8b])) {
    return detected('archive');
  }
  const text = decodeText(bytes);
  if (text !== null) return detected('txt', text);
  return { kind: 'unknown', label: m.documents_file_kind_unknown({ type: describeUnknown(fileName, mimeType) }) };
}

/** The browser's type when it gave one, else the name's extension: something the member can recognise. */
function describeUnknown(fileName: string, mimeType: string): string {
  if (mimeType) return mimeType;
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(fileName)?.[1];
  return extension ? `.${extension.toLowerCase()}` : m.documents_file_no_type();
}

const readUint16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const readUint32 = (bytes: Uint8Array, at: number) => (readUint16(bytes, at) | (readUint16(bytes, at + 2) << 16)) >>> 0;
const latin1 = new TextDecoder('latin1');

/**
 * The names of a ZIP's entries: from the central directory at the end of the file, or, when that is missing
 * or damaged (a truncated download), by walking the local headers from the start.
 */
function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  // The end-of-central-directory record is in the last 22 bytes plus at most a 64 KB comment.
  const eocd = lastIndexOf(bytes, ascii('PK\x05\x06'), Math.max(0, bytes.length - 22 - 0xffff));
  if (eocd !== -1) {
    const count = readUint16(bytes, eocd + 10);
    let at = readUint32(bytes, eocd + 16);
    for (let i = 0; i < count && startsWith(bytes, 'PK\x01\x02', at); i++) {
      const nameLength = readUint16(bytes, at + 28);
      names.push(latin1.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
      at += 46 + nameLength + readUint16(bytes, at + 30) + readUint16(bytes, at + 32);
    }
    if (names.length > 0) return names;
  }
  // Local headers: the sizes may be deferred to a data descriptor, so find each next header by its signature.
  const local = ascii('PK\x03\x04');
  for (let at = indexOf(bytes, local); at !== -1 && names.length < 10_000; at = indexOf(bytes, local, at + 30)) {
    const nameLength = readUint16(bytes, at + 26);
    names.push(latin1.decode(bytes.subarray(at + 30, at + 30 + nameLength)));
  }
  return names;
}

function lastIndexOf(bytes: Uint8Array, needle: Uint8Array, stopAt: number): number {
  for (let i = bytes.length - needle.length; i >= stopAt; i--) if (startsWith(bytes, needle, i)) return i;
  return -1;
}

function detectZip(bytes: Uint8Array): DetectedFile {
  const names = zipEntryNames(bytes);
  const has = (name: string) => names.includes(name);
  // Word writes its main part as word/document.xml; a few tools number it (word/document2.xml).
  if (names.some((name) => /^word\/document\d*\.xml$/.test(name))) return detected('docx');
  if (has('xl/workbook.xml')) return detected('xlsx');
  if (has('ppt/presentation.xml')) return detected('pptx');
  // OpenDocument and EPUB store their type, uncompressed, as the first entry "mimetype" (bytes 30–38).
  if (startsWith(bytes, 'mimetype', 30)) {
    const type = latin1.decode(bytes.subarray(38, 38 + 80));
    if (type.startsWith('application/vnd.oasis.opendocument.text')) return detected('odt');
    if (type.startsWith('application/vnd.oasis.opendocument.spreadsheet')) return detected('ods');
    if (type.startsWith('application/vnd.oasis.opendocument.presentation')) return detected('odp');
    if (type.startsWith('application/epub+zip')) return detected('epub');
  }
  return detected('zip');
}

/**
 * An OLE compound file (Office 97–2003, and Office's password-protected files of any age). Its directory
 * entries carry UTF-16LE stream names, which say which program wrote it.
 */
function detectOle(bytes: Uint8Array): DetectedFile {
  const has = (name: string) => indexOf(bytes, utf16le(name), 512) !== -1;
  if (has('EncryptedPackage')) return detected('encrypted-office');
  if (has('WordDocument')) return detected('doc');
  if (has('Workbook') || has('Book')) return detected('xls');
  if (has('PowerPoint Document')) return detected('ppt');
  return detected('ole');
}

function utf16le(value: string): Uint8Array {
  const out = new Uint8Array(value.length * 2);
  for (let i = 0; i < value.length; i++) out[i * 2] = value.charCodeAt(i);
  return out;
}

/** ISO media (ftyp box): HEIC/HEIF and AVIF photos from phones, or MP4/M4A/3GP audio and video. */
function detectIsoMedia(bytes: Uint8Array): DetectedFile {
  const brand = latin1.decode(bytes.subarray(8, 12));
  if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return detected('heic');
  if (brand === 'avif' || brand === 'avis') return detected('avif');
  return detected('media');
}

/**
 * Plain text: UTF-16 with its BOM, or valid UTF-8 (with or without BOM); a text that is not UTF-8 is taken as
 * Windows-1252, what older Windows editors save ("Jan 2019 – To date" with an en dash), when it decodes to
 * hardly any control characters. Returns null for binary data: it has NUL bytes or many control characters.
 */
function decodeText(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    const text = decodeOrNull(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be', bytes);
    return text !== null && !text.includes('\0') && hasFewControls(text) ? text : null;
  }
  if (bytes.includes(0)) return null;
  const text = decodeOrNull('utf-8', bytes) ?? decodeWindows1252(bytes);
  return hasFewControls(text) ? text : null;
}

/** 0x80–0x9F in Windows-1252; the five unassigned bytes stay control characters. */
const WINDOWS_1252_HIGH = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';

/** By hand: Node's TextDecoder treats windows-1252 as ISO-8859-1, which has controls where the dashes and quotes are. */
function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_HIGH.charAt(byte - 0x80) : String.fromCharCode(byte);
  return text;
}

function decodeOrNull(encoding: string, bytes: Uint8Array): string | null {
  try {
    // The decoder drops a leading BOM of its own encoding.
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Text rarely has control characters other than tab, line breaks and form feed; binary data has many. */
function hasFewControls(text: string): boolean {
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || (code >= 0x7f && code < 0xa0)) controls++;
  }
  return controls <= text.length * 0.01;
}
