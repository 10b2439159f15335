import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client';
import { importCitiesFile, importLmiaFile, importNocFile } from '../features/jobs/import/import-service';
import { parseLmiaCsv } from '../features/jobs/import/lmia-csv';
import { referenceDataDir } from '../features/jobs/import/load-reference-data';

/**
 * The real importers for suites of other features that need LMIA data (My matches): the shipped NOC groups and
 * cities, then small quarters in ESDC's layout.
 */
export async function importReferenceGroups(db: Db) {
  const reference = (name: string) => ({ file: path.join(referenceDataDir(), name) });
  await importNocFile(db, reference('noc2021_unit_groups.csv'));
  await importCitiesFile(db, reference('canada_cities_simplemaps.csv'));
}

/** One quarter's file as text, named like ESDC's ('esdc_tfwp_2025q1_positive_lmia_en.csv'), through the import service. */
export const importLmiaText = (db: Db, text: string, fileName: string) => importLmiaFile(db, { text, fileName });

/**
 * Every approval of the shipped quarters, read from the files as the importer reads them, without a database: for
 * suites that need the real employer names in memory (the offer check's employer index).
 */
export function readShippedApprovals() {
  const files = fs.readdirSync(referenceDataDir()).filter((name) => /^esdc_tfwp_.*_positive_lmia_en\.csv$/.test(name));
  return files.flatMap((name) => {
    const parsed = parseLmiaCsv(fs.readFileSync(path.join(referenceDataDir(), name), 'utf8'), name);
    return parsed.rows.map((row) => ({ ...row, quarter: parsed.quarter, employerId: null }));
  });
}
