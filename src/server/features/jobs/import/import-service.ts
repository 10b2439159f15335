import fs from 'node:fs/promises';
import path from 'node:path';
import { allowLongStatements, type Db } from '../../../db/client';
import { jobsChanged } from '../service';
import { parseCitiesCsv } from './cities';
import {
  allowBigSorts,
  applyLmiaUrgency,
  countRows,
  createIndexes,
  distinctNocCodes,
  dropSecondaryIndexes,
  hasLmiaQuarter,
  insertLmiaRows,
  LMIA_TABLES,
  lockImports,
  newestLmiaQuarter,
  recordNewLmiaQuarter,
  upsertCities,
  upsertLmiaJobs,
  upsertNocUnitGroups,
} from './import-repo';
import { parseLmiaFile } from './lmia-csv';
import { LMIA_SALARY } from './lmia-job-copy';
import { categoryForNoc, LMIA_SOURCE, REQUIREMENTS_BY_TEER, URGENT_MIN_POSITIONS } from './lmia-job-rules';
import { parseNocCsv } from './noc';
import { PROVINCE_BY_CODE } from './provinces';
import { quarterEndDate, quarterLabel } from './quarter';

/**
 * A file on disk, its text, or its bytes (a download or an upload; an XLSX file has no text form). Without
 * a file, `fileName` still helps find the quarter, tell XLSX from CSV and name the file in errors.
 */
export type ImportSource = { file: string; fileName?: string } | { text: string; fileName?: string } | { bytes: Buffer; fileName?: string };

async function readSource(source: ImportSource): Promise<{ bytes: Buffer; fileName: string }> {
  if ('file' in source) return { bytes: await fs.readFile(source.file), fileName: source.fileName ?? path.basename(source.file) };
  if ('bytes' in source) return { bytes: source.bytes, fileName: source.fileName ?? '' };
  return { bytes: Buffer.from(source.text, 'utf8'), fileName: source.fileName ?? '' };
}

const readText = async (source: ImportSource) => (await readSource(source)).bytes.toString('utf8');

export interface LmiaImportResult {
  quarter: string;
  fileName: string;
  /** Data rows read from the file. */
  rows: number;
  /** Rows new to lmia_employers (0 on a re-import). */
  inserted: number;
  jobsInserted: number;
  jobsUpdated: number;
  /** LMIA jobs (any quarter) whose urgent flag or reason changed. */
  urgentChanged: number;
  /** True when this file brought a quarter the data did not have (it will be announced to members who opted in). */
  newQuarter: boolean;
  /** `onlyNewQuarter` and the quarter was there once the import's turn came: nothing was written. */
  skipped: boolean;
  ms: number;
}

/** What importLmiaFile and importLmiaFiles are told. */
export interface LmiaImportOptions {
  /**
   * Skip a quarter the database has once this import holds the lock: the start's load, where another
   * instance starting at the same moment may have loaded it while this one waited.
   */
  onlyNewQuarter?: boolean;
  /** False when the caller refreshes the statistics itself (the start's load, after NOC and the cities). */
  refreshStatistics?: boolean;
}

/**
 * Imports one ESDC positive-LMIA file (CSV or XLSX) in one transaction: the raw rows (existing ones skipped by their
 * unique key), then the quarter's LMIA jobs rebuilt set-based, then the urgent flags. A file that cannot
 * be read is rejected before anything is written; any failure later rolls the whole import back. Then the
 * planner statistics are refreshed and the search caches forgotten, unless the caller does it (refreshStatistics: false).
 */
export async function importLmiaFile(db: Db, source: ImportSource, options: LmiaImportOptions = {}): Promise<LmiaImportResult> {
  const [result] = await importLmiaFiles(db, [source], options);
  return result!;
}

/**
 * Imports several LMIA files in one transaction, in the order given (the start's load gives them oldest first), as
 * importLmiaFile does one: each file's result in that order, the urgent flags set once, after the last, and counted
 * in the last written file's result. A file that cannot be read rolls the whole import back. For several files into
 * a database without any LMIA data (a first start), the LMIA tables' secondary indexes are dropped first and built
 * once at the end, which is faster than writing every row into each of them
 * (docs/decisions/063-first-load-in-one-transaction.md); should the load fail, the rollback restores them.
 */
export async function importLmiaFiles(
  db: Db,
  sources: readonly ImportSource[],
  options: LmiaImportOptions = {},
): Promise<LmiaImportResult[]> {
  const started = performance.now();
  const read = async (source: ImportSource) => {
    const { bytes, fileName } = await readSource(source);
    return { fileName, parsed: await parseLmiaFile(bytes, fileName) };
  };
  /** The next file's reading, started while the database writes the one before (the embedded database has a thread of its own). */
  const readAhead = (index: number) => {
    const reading = read(sources[index]!);
    // Awaited in its turn; until then a failure must not count as unhandled.
    reading.catch(() => undefined);
    return reading;
  };
  // The first file is read before the transaction opens, so that a file that cannot be read costs nothing.
  let next = sources.length > 0 ? readAhead(0) : undefined;
  await next;

  const results = await db.transaction(async (tx) => {
    // The longer limit first: waiting for another instance's import is a statement too (npm run test:deploy).
    await allowLongStatements(tx);
    await lockImports(tx);
    const firstLoad = sources.length > 1 && (await countRows(tx, 'lmiaEmployers')) === 0;
    const deferred = firstLoad ? await dropSecondaryIndexes(tx, LMIA_TABLES) : [];
    if (firstLoad) await allowBigSorts(tx);
    const done: LmiaImportResult[] = [];
    for (let index = 0; index < sources.length; index += 1) {
      const { fileName, parsed } = await next!;
      const quarterStarted = performance.now();
      const { quarter } = parsed;
      const quarterIsNew = !(await hasLmiaQuarter(tx, quarter));
      if (!quarterIsNew && options.onlyNewQuarter) {
        next = index + 1 < sources.length ? readAhead(index + 1) : undefined;
        const nothing = { inserted: 0, jobsInserted: 0, jobsUpdated: 0, urgentChanged: 0, newQuarter: false, skipped: true, ms: 0 };
        done.push({ quarter, fileName, rows: parsed.rows.length, ...nothing });
        continue;
      }
      const inserted = await insertLmiaRows(tx, quarter, parsed.rows);
      // Every import path passes here, so a new quarter is recorded once, with its rows, for the members'
      // new-quarter e-mail (docs/product.md#my-matches); the app sends it (matches/announce.ts).
      if (quarterIsNew && inserted > 0) await recordNewLmiaQuarter(tx, quarter);
      const codes = await distinctNocCodes(tx, quarter);
      const writing = upsertLmiaJobs(tx, {
        quarter,
        label: quarterLabel(quarter),
        createdAt: quarterEndDate(quarter),
        source: LMIA_SOURCE,
        salary: LMIA_SALARY,
        categories: Object.fromEntries(codes.map((code) => [code, categoryForNoc(code)])),
        requirements: REQUIREMENTS_BY_TEER,
        provinces: PROVINCE_BY_CODE,
      });
      writing.catch(() => undefined); // awaited below, after the next file's reading has started
      // The statement is on its way once the I/O callbacks ran: the next file is read meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
      next = index + 1 < sources.length ? readAhead(index + 1) : undefined;
      const jobs = await writing;
      done.push({
        quarter,
        fileName,
        rows: parsed.rows.length,
        inserted,
        jobsInserted: jobs.inserted,
        jobsUpdated: jobs.updated,
        urgentChanged: 0,
        newQuarter: quarterIsNew && inserted > 0,
        skipped: false,
        ms: Math.round(performance.now() - quarterStarted),
      });
    }
    const written = done.filter((result) => !result.skipped);
    if (written.length > 0) {
      const newestQuarter = (await newestLmiaQuarter(tx))!;
      written.at(-1)!.urgentChanged = await applyLmiaUrgency(tx, {
        source: LMIA_SOURCE,
        newestQuarter,
        label: quarterLabel(newestQuarter),
        minPositions: URGENT_MIN_POSITIONS,
      });
    }
    await createIndexes(tx, deferred);
    return done;
  });
  if (results.some((result) => !result.skipped) && (options.refreshStatistics ?? true)) await jobsChanged(db);
  // One file's time is the whole import's (reading it, the urgent flags, the statistics), as it always was.
  if (results.length === 1) results[0]!.ms = Math.round(performance.now() - started);
  return results;
}

export interface ReferenceImportResult {
  rows: number;
  inserted: number;
  updated: number;
  ms: number;
}

/** Loads NOC 2021 unit groups (upsert by code) in one transaction. */
export async function importNocFile(db: Db, source: ImportSource): Promise<ReferenceImportResult> {
  const started = performance.now();
  const groups = parseNocCsv(await readText(source));
  const counts = await db.transaction(async (tx) => {
    // The longer limit first: waiting for another instance's import is a statement too (npm run test:deploy).
    await allowLongStatements(tx);
    await lockImports(tx);
    return upsertNocUnitGroups(tx, groups);
  });
  return { rows: groups.length, ...counts, ms: Math.round(performance.now() - started) };
}

/** Loads the simplemaps cities (upsert by simplemaps id) in one transaction. */
export async function importCitiesFile(db: Db, source: ImportSource): Promise<ReferenceImportResult> {
  const started = performance.now();
  const rows = parseCitiesCsv(await readText(source));
  const counts = await db.transaction(async (tx) => {
    // The longer limit first: waiting for another instance's import is a statement too (npm run test:deploy).
    await allowLongStatements(tx);
    await lockImports(tx);
    return upsertCities(tx, rows);
  });
  return { rows: rows.length, ...counts, ms: Math.round(performance.now() - started) };
}
