import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { projectRoot } from '../../../lib/project-root';
import { analyzeJobTables } from '../repo';
import { jobsChanged } from '../service';
import { countRows, hasLmiaQuarter } from './import-repo';
import { importCitiesFile, importLmiaFiles, importNocFile } from './import-service';
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
  const missing = [];
  for (const entry of byQuarter) if (!(await hasLmiaQuarter(db, entry.quarter))) missing.push(entry);
  if (missing.length > 0) {
    log.info(`Loading reference data: LMIA ${missing.map(({ quarter }) => quarter).join(', ')}…`);
    // One transaction for every missing quarter: into an empty database, the indexes are built once at the end
    // (docs/decisions/063-first-load-in-one-transaction.md).
    const results = await importLmiaFiles(
      db,
      missing.map(({ file }) => ({ file })),
      { onlyNewQuarter: true, refreshStatistics: false },
    );
    for (const result of results) {
      if (result.skipped) {
        // Two instances starting together: the other one loaded it while this one waited for the import lock.
        log.info(`${result.quarter} was loaded by another instance meanwhile`);
        continue;
      }
      summary.quarters.push({
        quarter: result.quarter,
        rows: result.rows,
        inserted: result.inserted,
        jobs: result.jobsInserted,
        ms: result.ms,
      });
      log.info(
        `Loaded ${result.quarter}: ${count(result.inserted)} LMIA rows, ${count(result.jobsInserted)} jobs, ${count(result.urgentChanged)} urgent flags changed, in ${result.ms} ms`,
      );
    }
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
