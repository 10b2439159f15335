import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import writeExcelFile, { type SheetData } from 'write-excel-file/node';
import { ImportFormatError } from './csv';
import { parseLmiaCsv, parseLmiaFile } from './lmia-csv';
import { isXlsx, readXlsx } from './xlsx';

/**
 * ESDC's XLSX layout (a merged title row, the header, province and stream cells merged down their rows,
 * notes at the end) read through the same parser as the CSV. The fixtures are real rows of the shipped
 * files, written by fixtures/make-xlsx-fixtures.ts.
 */
const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const XLSX_FILE = 'esdc_tfwp_2026q1_positive_lmia_en.xlsx';
const CSV_TWIN = 'esdc_tfwp_2026q1_positive_lmia_en.csv';
const HEADER = [
  'Province/Territory',
  'Program Stream',
  'Employer',
  'Address',
  'Occupation',
  'Incorporate Status',
  'Approved LMIAs',
  'Approved Positions',
];

const workbook = (data: SheetData) => writeExcelFile(data).toBuffer();
const formatErrorOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ImportFormatError);
  return (error as ImportFormatError).message;
};

describe('an XLSX quarter', () => {
  it('reads to exactly the rows the CSV of the same rows reads to, quarter and title included', async () => {
    const fromXlsx = await parseLmiaFile(fixture(XLSX_FILE), XLSX_FILE);
    const fromCsv = parseLmiaCsv(fixture(CSV_TWIN).toString('utf8'), CSV_TWIN);
    expect(fromXlsx.rows).toHaveLength(16);
    expect(fromXlsx).toEqual(fromCsv);
    expect(fromXlsx.quarter).toBe('2026Q1');
    expect(fromXlsx.title).toMatch(/Business Location, January to March 2026$/);
  });

  it('reads a merged cell in its first row and empty below, and the parser carries province and stream down', async () => {
    const records = await readXlsx(fixture(XLSX_FILE));
    // Row 3 opens the merged province (A3:A8) and stream (B3:B4) cells; rows 4 to 8 hold nothing there.
    expect(records.find((record) => record.line === 3)!.cells.slice(0, 2)).toEqual(['Newfoundland and Labrador', 'High Wage']);
    expect(records.find((record) => record.line === 7)!.cells.slice(0, 3)).toEqual(['', '', 'Barry Group Inc']);
    // The title's merged cell spans the header's width: its value in A1, the rest empty.
    expect(records[0]!.cells.slice(1).every((cell) => cell === '')).toBe(true);

    const { rows } = await parseLmiaFile(fixture(XLSX_FILE), XLSX_FILE);
    expect(rows.filter((row) => row.provinceCode === 'NL').map((row) => [row.line, row.stream])).toEqual([
      [3, 'High Wage'],
      [4, 'High Wage'],
      [5, 'Low Wage'],
      [6, 'Low Wage'],
      [7, 'Low Wage'],
      [8, 'Low Wage'],
    ]);
    expect(rows.find((row) => row.employer === 'Barry Group Inc.')).toMatchObject({ approvedLmias: 3, approvedPositions: 102 });
    const abroad = rows.filter((row) => row.employer === 'Van Oord Personeel BV');
    expect(abroad.map((row) => [row.provinceCode, row.stream, row.approvedPositions])).toEqual([
      [null, 'Low Wage', 6],
      [null, 'Low Wage', 7],
      [null, 'Low Wage', 17],
    ]);
    // The notes after a blank row are not rows; the last data row is row 18.
    expect(rows.at(-1)!.line).toBe(18);
  });

  it('reads numbers as their text and takes the quarter from the file name when the sheet has no title', async () => {
    const bytes = await workbook([
      HEADER.map((value) => ({ value })),
      ['Yukon', 'High Wage', '45303 Yukon Inc', 'Whitehorse, YT Y1A 5S8', '72401-Heavy-duty equipment mechanics', 'Unknown', 1, 1],
      [null, null, 'A&T Contracting LTD', 'Whitehorse, YT Y1A 0A8', '72310-Carpenters', 'Unknown', 1, 2],
    ]);
    const parsed = await parseLmiaFile(bytes, 'esdc_tfwp_2026q2_positive_lmia_en.xlsx');
    expect(parsed).toMatchObject({ quarter: '2026Q2', title: null });
    expect(parsed.rows.map((row) => [row.line, row.provinceCode, row.employer, row.approvedPositions])).toEqual([
      [2, 'YT', '45303 Yukon Inc', 1],
      [3, 'YT', 'A&T Contracting LTD', 2],
    ]);
    // Told by its first bytes, whatever it is called.
    expect(isXlsx(bytes, 'upload.csv')).toBe(true);
    expect((await parseLmiaFile(bytes, 'esdc_tfwp_2026q2.csv')).rows).toHaveLength(2);
  });
});

describe('an XLSX file it cannot read is refused as a format error', () => {
  it('a truncated or corrupt workbook, and a ZIP that is no workbook', async () => {
    const whole = fixture(XLSX_FILE);
    expect(await formatErrorOf(parseLmiaFile(whole.subarray(0, whole.length >> 1), XLSX_FILE))).toMatch(
      /^line 1: not readable as an XLSX workbook/,
    );
    const garbled = Buffer.from(whole);
    garbled.fill(0x41, 200, 1200);
    expect(await formatErrorOf(parseLmiaFile(garbled, XLSX_FILE))).toMatch(/^line 1: not readable as an XLSX workbook/);
    expect(await formatErrorOf(parseLmiaFile(Buffer.from('not a workbook'), 'esdc_tfwp_2026q1_positive_lmia_en.xlsx'))).toMatch(
      /^line 1: not readable as an XLSX workbook/,
    );
  });

  it('a workbook whose rows are wrong, naming the sheet row', async () => {
    const title = [{ value: 'Positive LMIA employers, January to March 2026' }];
    const row = ['Yukon', 'High Wage', '45303 Yukon Inc', 'Whitehorse, YT Y1A 5S8', '72401-Heavy-duty equipment mechanics', 'Unknown', 1];
    expect(await formatErrorOf(parseLmiaFile(await workbook([title, ['Name', 'Place'], ['a', 'b']]), XLSX_FILE))).toMatch(
      /^line 1: no header row/,
    );
    expect(await formatErrorOf(parseLmiaFile(await workbook([title, HEADER, [...row, 'n/a']]), XLSX_FILE))).toMatch(
      /^line 3: "Approved Positions" is not a whole number: "n\/a"/,
    );
    expect(await formatErrorOf(parseLmiaFile(await workbook([title, HEADER, [], [...row, 3, 'spill']]), XLSX_FILE))).toMatch(
      /^line 4: expected 8 cells as in the header row, found 9 /,
    );
  });
});
