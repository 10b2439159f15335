import { columnIndex, ImportFormatError, readCsv } from './csv';

/**
 * Reads a plain CSV with a header row into objects keyed by the wanted column names; a missing column or
 * an empty required cell is an ImportFormatError naming the line.
 */
export function readTable<K extends string>(text: string, wanted: readonly K[], optional: readonly K[] = []) {
  const records = readCsv(text);
  const header = records[0];
  if (!header) throw new ImportFormatError(1, 'the file is empty');
  const columns = columnIndex(header.cells);
  const missing = wanted.filter((name) => !columns.has(name) && !optional.includes(name));
  if (missing.length > 0)
    throw new ImportFormatError(
      header.line,
      `missing required column${missing.length > 1 ? 's' : ''} ${missing.map((m) => `"${m}"`).join(', ')}`,
    );
  return records.slice(1).map(({ line, cells }) => {
    if (cells.length < header.cells.length)
      throw new ImportFormatError(line, `expected ${header.cells.length} cells as in the header row, found ${cells.length}`);
    const row = { line } as Record<K, string> & { line: number };
    for (const name of wanted) {
      const value = (cells[columns.get(name) ?? -1] ?? '').trim();
      if (value === '' && !optional.includes(name)) throw new ImportFormatError(line, `the "${name}" cell is empty`);
      (row as Record<string, unknown>)[name] = value;
    }
    return row;
  });
}
