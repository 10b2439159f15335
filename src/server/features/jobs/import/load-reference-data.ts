import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { projectRoot } from '../../../lib/project-root';
import { analyzeJobTables } from '../repo';
import { jobsChanged } from '../service';
import { countRows, hasLmiaQuarter } from './import-repo';
import { importCitiesFile, importLmiaFile, importNocFile } from './import-service';
import { parseLmiaCsv } from './lmia-csv';
import { quarterFromFileName } from './quarter';
import { HIGHLIGHT } from '../../../lib/terminal-log';

export const referenceDataDir = () => path.join(projectRoot(), 'data', 'reference');

const NOC_FILE = 'noc2021_unit_groups.csv';
const CITIES_FILE = 'canada_cities_simplemaps.csv';
const LMIA_FILE = /^esdc_tfwp_.*\.csv$/i;

const count = (n: number) => n.toLocaleString('en-CA');

export interface ReferenceLoadSummary {
  noc: number | null;
  cities: number | null;
  quarters: Array<{ quarter: string; rows: number; inserted: number; jobs: number; ms: number }>;
  ms: number;
}

/**
 * Fills the reference tables from data/reference on start: NOC and cities when their table is empty, and
 * each shipped LMIA quarter that the database does not have yet (oldest first). Quarters already present
 * cost one indexed look-up each, so later starts skip the work.
 */
export async function loadReferenceData(db: Db, log: FastifyBaseLogger, dir = referenceDataDir()): Promise<ReferenceLoadSummary> {
  const started = performance.now();
  const summary: ReferenceLoadSummary = { noc: null, cities: null, quarters: [], ms: 0 };

  if ((await countRows(db, 'nocUnitGroups')) === 0) {
    const result = await importNocFile(db, { file: path.join(dir, NOC_FILE) });
    summary.noc = result.inserted;
    log.info(`Loaded reference data: NOC 2021 (${count(result.inserted)} unit groups) in ${result.ms} ms`);
  }
  if ((await countRows(db, 'cities')) === 0) {
    const result = await importCitiesFile(db, { file: path.join(dir, CITIES_FILE) });
    summary.cities = result.inserted;
    log.info(`Loaded reference data: cities (${count(result.inserted)} rows) in ${result.ms} ms`);
  }

  const files = (await fs.readdir(dir)).filter((name) => LMIA_FILE.test(name));
  const byQuarter = await Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name);
      // The file name normally tells the quarter; otherwise the title line inside does.
      const quarter = quarterFromFileName(name) ?? parseLmiaCsv(await fs.readFile(file, 'utf8'), name).quarter;
      return { quarter, file, name };
    }),
  );
  byQuarter.sort((a, b) => a.quarter.localeCompare(b.quarter));
  for (const { quarter, file, name } of byQuarter) {
    if (await hasLmiaQuarter(db, quarter)) continue;
    const text = await fs.readFile(file, 'utf8');
    const rows = parseLmiaCsv(text, name).rows.length;
    log.info(`Loading reference data: ${quarter} (${count(rows)} rows)…`);
    const result = await importLmiaFile(db, { text, fileName: name }, { onlyNewQuarter: true, refreshStatistics: false });
    if (result.skipped) {
      // Two instances starting together: the other one loaded it while this one waited for the import lock.
      log.info(`${quarter} was loaded by another instance meanwhile`);
      continue;
    }
    summary.quarters.push({ quarter, rows: result.rows, inserted: result.inserted, jobs: result.jobsInserted, ms: result.ms });
    log.info(
      `Loaded ${quarter}: ${count(result.inserted)} LMIA rows, ${count(result.jobsInserted)} jobs, ${count(result.urgentChanged)} urgent flags changed, in ${result.ms} ms`,
    );
  }

  // Embedded PostgreSQL never gathers planner statistics by itself, and a database loaded by an older
  // version may have none: refresh them on every start (about a second on the full data), once after all
  // the quarters loaded rather than after each (docs/decisions/050-bulk-lmia-load.md).
  if (summary.quarters.length === 0) await analyzeJobTables(db);
  else await jobsChanged(db);
  summary.ms = Math.round(performance.now() - started);
  if (summary.noc !== null || summary.cities !== null || summary.quarters.length > 0) {
    const quarters = summary.quarters.map((loaded) => loaded.quarter).join(', ');
    const jobs = summary.quarters.reduce((total, loaded) => total + loaded.jobs, 0);
    const detail = quarters ? `: LMIA quarters ${quarters} (${count(jobs)} jobs)` : '';
    log.info(HIGHLIGHT, `Reference data ready${detail} in ${(summary.ms / 1000).toFixed(1)} s`);
  }
  return summary;
}
