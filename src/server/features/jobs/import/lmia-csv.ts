import { cityKey, employerKey, parseAddress } from './address';
import { ImportFormatError, normaliseHeader, readCsv, type CsvRecord } from './csv';
import { isHeadOfficeOutsideCanada, provinceCodeFor } from './provinces';
import { quarterFromFileName, quarterFromTitle } from './quarter';
import { isXlsx, readXlsx } from './xlsx';

/**
 * Reads ESDC's "Employers who were issued a positive LMIA" list as published, as CSV or XLSX: a title line,
 * a header row, padded province and stream values, the occupation as 'NOC-Title', notes at the end. Both
 * formats become the same records first (readCsv, readXlsx), then one parser reads them. Columns are found
 * by header name, so older layouts (fewer columns; province or stream on rows of their own, carried down
 * to the rows below) read too, and so do XLSX cells merged down several rows (empty below their first row).
 * Anything it cannot read is an ImportFormatError naming the line (in an XLSX file, the sheet's row).
 */

export interface LmiaRow {
  line: number;
  /** As published, trimmed. */
  provinceName: string;
  /** Null for employers whose head office is outside Canada. */
  provinceCode: string | null;
  stream: string;
  employer: string;
  employerKey: string;
  address: string;
  city: string | null;
  cityKey: string | null;
  postalCode: string | null;
  nocCode: string;
  occupationTitle: string;
  incorporateStatus: string | null;
  approvedLmias: number | null;
  approvedPositions: number;
}

export interface LmiaFile {
  quarter: string;
  /** The title line, when the file has one. */
  title: string | null;
  rows: LmiaRow[];
}

type Column = 'province' | 'stream' | 'employer' | 'address' | 'occupation' | 'incorporateStatus' | 'approvedLmias' | 'approvedPositions';

const HEADER_NAMES: Record<Column, { label: string; names: string[] }> = {
  province: { label: 'Province/Territory', names: ['province/territory', 'province / territory', 'province', 'province or territory'] },
  stream: { label: 'Program Stream', names: ['program stream', 'stream', 'program'] },
  employer: { label: 'Employer', names: ['employer', 'employer name', 'employer legal name'] },
  address: { label: 'Address', names: ['address', 'employer address', 'business address', 'location'] },
  occupation: { label: 'Occupation', names: ['occupation', 'occupations', 'occupation (noc)', 'noc', 'noc 2021'] },
  incorporateStatus: { label: 'Incorporate Status', names: ['incorporate status', 'incorporation status'] },
  approvedLmias: { label: 'Approved LMIAs', names: ['approved lmias', 'approved lmia', 'lmias approved', 'number of lmias'] },
  approvedPositions: {
    label: 'Approved Positions',
    names: ['approved positions', 'positions approved', 'number of positions', 'approved position'],
  },
};
const REQUIRED: Column[] = ['employer', 'address', 'occupation', 'approvedPositions'];
/** Older layouts gave no stream at all; such rows are filed under this name. */
export const STREAM_NOT_SPECIFIED = 'Not specified';
const HEADER_SEARCH_LINES = 20;

const columnFor = (cell: string): Column | undefined => {
  const key = normaliseHeader(cell);
  return (Object.keys(HEADER_NAMES) as Column[]).find((column) => HEADER_NAMES[column].names.includes(key));
};

function findHeader(records: CsvRecord[]) {
  for (const [position, record] of records.slice(0, HEADER_SEARCH_LINES).entries()) {
    const columns = new Map<Column, number>();
    record.cells.forEach((cell, index) => {
      const column = columnFor(cell);
      if (column && !columns.has(column)) columns.set(column, index);
    });
    if (columns.size >= 3) return { position, record, columns };
  }
  return undefined;
}

const looksLikeStream = (value: string) =>
  value.length <= 60 &&
  !/[:.]$/.test(value) &&
  !/^notes?\b/i.test(value) &&
  /\b(wage|agricultur\w*|talent|caregivers?|permanent resident|stream)\b/i.test(value);

function parseCount(value: string, label: string, line: number): number {
  const digits = value.replace(/^(\d{1,3}(?:,\d{3})+)$/, (match) => match.replace(/,/g, ''));
  if (!/^\d+$/.test(digits)) throw new ImportFormatError(line, `"${label}" is not a whole number: "${value}"`);
  return Number(digits);
}

/** '21399-Other professional engineers, n.e.c.' → code and title, split on the first '-'. */
export function splitOccupation(value: string, line: number): { nocCode: string; occupationTitle: string } {
  const dash = value.indexOf('-');
  const nocCode = dash < 0 ? '' : value.slice(0, dash).trim();
  const occupationTitle = dash < 0 ? '' : value.slice(dash + 1).trim();
  if (!/^\d{5}$/.test(nocCode) || occupationTitle === '') {
    throw new ImportFormatError(line, `occupation "${value}" is not "<5-digit NOC 2021 code>-<title>"`);
  }
  return { nocCode, occupationTitle };
}

/** A CSV file's text. */
export const parseLmiaCsv = (text: string, fileName = ''): LmiaFile => parseLmiaRecords(readCsv(text), fileName);

/** A file's bytes, CSV or XLSX (told by its first bytes, or its name): the one entry for every import path. */
export async function parseLmiaFile(bytes: Buffer, fileName = ''): Promise<LmiaFile> {
  if (isXlsx(bytes, fileName)) return parseLmiaRecords(await readXlsx(bytes), fileName);
  return parseLmiaCsv(bytes.toString('utf8'), fileName);
}

/** The records of either format, as readCsv and readXlsx give them. */
export function parseLmiaRecords(records: CsvRecord[], fileName = ''): LmiaFile {
  if (records.length === 0) throw new ImportFormatError(1, 'the file is empty');
  // No list has one, and PostgreSQL refuses it in text: said here, before anything is written.
  const withNul = records.find((record) => record.cells.some((cell) => cell.includes('\u0000')));
  if (withNul) throw new ImportFormatError(withNul.line, 'a NUL character (byte 0): this is not a text list');
  const header = findHeader(records);
  if (!header) {
    throw new ImportFormatError(
      records[0]!.line,
      `no header row in the first ${HEADER_SEARCH_LINES} lines (expected ${REQUIRED.map((c) => HEADER_NAMES[c].label).join(', ')})`,
    );
  }
  const missing = REQUIRED.filter((column) => !header.columns.has(column));
  if (missing.length > 0) {
    throw new ImportFormatError(
      header.record.line,
      `missing required column${missing.length > 1 ? 's' : ''} ${missing.map((c) => `"${HEADER_NAMES[c].label}"`).join(', ')} in the header row`,
    );
  }

  const titleRecord = header.position > 0 ? records[0] : undefined;
  const title = titleRecord ? (titleRecord.cells.find((cell) => cell.trim() !== '')?.trim() ?? null) : null;
  const quarter = (title && quarterFromTitle(title)) || quarterFromFileName(fileName);
  if (!quarter) {
    throw new ImportFormatError(
      titleRecord?.line ?? 1,
      `cannot tell the quarter: the title line names no quarter (e.g. "January to March 2025") and the file name has none (e.g. "esdc_tfwp_2025q1_….csv")`,
    );
  }

  // The header's last named column, not its cell count: an XLSX row has as many cells as the widest row
  // of the sheet, so a value right of the header (a shifted row) is what gives a row away.
  const width = header.record.cells.findLastIndex((cell) => cell.trim() !== '') + 1;
  const at = (cells: string[], column: Column) => {
    const index = header.columns.get(column);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  let currentProvince: string | undefined;
  let currentStream: string | undefined;
  const rows: LmiaRow[] = [];

  for (const { line, cells: raw } of records.slice(header.position + 1)) {
    const cells = raw.map((cell) => cell.trim());
    const filled = cells.filter((cell) => cell !== '');
    if (filled.length === 0) continue;
    if (filled.length === 1) {
      // A row with one value: a province or stream heading (older layouts), or a note / footer.
      const value = filled[0]!;
      if (provinceCodeFor(value) || isHeadOfficeOutsideCanada(value)) currentProvince = value;
      else if (looksLikeStream(value)) currentStream = value;
      continue;
    }
    const used = cells.findLastIndex((cell) => cell !== '') + 1;
    if (cells.length < width || used > width) {
      const found = cells.length < width ? cells.length : used;
      throw new ImportFormatError(line, `expected ${width} cells as in the header row, found ${found} (a truncated or shifted row)`);
    }

    const provinceCell = at(cells, 'province');
    if (provinceCell) currentProvince = provinceCell;
    const streamCell = at(cells, 'stream');
    if (streamCell) currentStream = streamCell;
    const provinceName = currentProvince;
    if (!provinceName) throw new ImportFormatError(line, 'no province or territory given for this row or above it');
    const headOffice = isHeadOfficeOutsideCanada(provinceName);
    const provinceCode = headOffice ? null : provinceCodeFor(provinceName);
    if (provinceCode === undefined) throw new ImportFormatError(line, `unknown province or territory "${provinceName}"`);

    const employer = at(cells, 'employer').replace(/\s+/g, ' ');
    if (!employer) throw new ImportFormatError(line, 'the "Employer" cell is empty');
    const address = at(cells, 'address').replace(/\s+/g, ' ');
    const { city, postalCode } = parseAddress(address);
    const { nocCode, occupationTitle } = splitOccupation(at(cells, 'occupation'), line);
    const lmiasCell = at(cells, 'approvedLmias');

    rows.push({
      line,
      provinceName,
      provinceCode,
      stream: currentStream ?? STREAM_NOT_SPECIFIED,
      employer,
      employerKey: employerKey(employer),
      address,
      city,
      cityKey: city ? cityKey(city) : null,
      postalCode,
      nocCode,
      occupationTitle,
      incorporateStatus: at(cells, 'incorporateStatus') || null,
      approvedLmias: header.columns.has('approvedLmias') ? parseCount(lmiasCell, HEADER_NAMES.approvedLmias.label, line) : null,
      approvedPositions: parseCount(at(cells, 'approvedPositions'), HEADER_NAMES.approvedPositions.label, line),
    });
  }
  if (rows.length === 0) throw new ImportFormatError(header.record.line, 'no data rows after the header row');
  return { quarter, title, rows };
}
