import { CsvError, parse } from 'csv-parse/sync';

/**
 * The one place that knows which CSV library is used. Every importer reads records through this, so the
 * parser can be swapped without touching them.
 */

/** A file the importers cannot read; the message starts with 'line N: '. */
export class ImportFormatError extends Error {
  override name = 'ImportFormatError';
  constructor(
    readonly line: number,
    problem: string,
  ) {
    super(`line ${line}: ${problem}`);
  }
}

export interface CsvRecord {
  /** 1-based line number where the record ends in the file (records here never span lines). */
  line: number;
  cells: string[];
}

/** Parses RFC 4180 CSV (BOM, CRLF and quoted commas handled); blank lines are skipped, cell counts may vary. */
export function readCsv(text: string): CsvRecord[] {
  try {
    const records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as Array<{
      record: string[];
      info: { lines: number };
    }>;
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof (error as { lines?: unknown }).lines === 'number' ? (error as unknown as { lines: number }).lines : 0;
      throw new ImportFormatError(line, `not readable as CSV (${error.message})`);
    }
    throw error;
  }
}

/** Maps a header row to column positions by name: `names` are compared trimmed and case-insensitively. */
export function columnIndex(header: string[]): Map<string, number> {
  const map = new Map<string, number>();
  header.forEach((cell, index) => {
    const key = normaliseHeader(cell);
    if (key && !map.has(key)) map.set(key, index);
  });
  return map;
}

export const normaliseHeader = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ');
