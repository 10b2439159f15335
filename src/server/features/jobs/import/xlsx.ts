import type { SheetData } from 'read-excel-file/node';
import { ImportFormatError, type CsvRecord } from './csv';

/**
 * The one place that knows which XLSX library is used (read-excel-file, docs/decisions/049-lmia-xlsx-and-data-update.md).
 * A sheet becomes the same records `readCsv` gives, so one parser reads both formats: cell values as
 * trimmed strings, numbers as their text ('0012' stays '0012', 17 is '17'), empty cells as ''. A merged
 * cell holds its value in the top-left cell only, so it reads there and empty below and to the right,
 * which the LMIA parser already treats as "the same as above" for province and stream.
 */

const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');

/** An XLSX file is a ZIP archive: its first bytes say so whatever it is called; the extension is the fallback. */
export const isXlsx = (bytes: Buffer, fileName = '') => bytes.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC) || /\.xlsx$/i.test(fileName);

// The library's types say `typeof Date` where it returns Date objects: look at the value, not the type.
const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
};

/** Reads the workbook's first sheet; a record's `line` is its row number in the sheet (1 = the top row). */
export async function readXlsx(bytes: Buffer): Promise<CsvRecord[]> {
  // Loaded on the first XLSX file only: about 0.2 s that a server start or a CSV import need not pay.
  const { InvalidInputError, readSheet } = await import('read-excel-file/node');
  let rows: SheetData<string>;
  try {
    rows = await readSheet<string>(bytes, { parseNumber: (text) => text });
  } catch (error) {
    // A broken or foreign file is the uploader's problem, not ours: say so the way a bad CSV is refused.
    const reason = error instanceof InvalidInputError ? error.code : error instanceof Error ? error.message : String(error);
    throw new ImportFormatError(1, `not readable as an XLSX workbook (${reason})`);
  }
  // Blank rows are left out, as readCsv leaves out blank lines.
  return rows
    .map((cells, index) => ({ line: index + 1, cells: cells.map(cellText) }))
    .filter((record) => record.cells.some((cell) => cell !== ''));
}
