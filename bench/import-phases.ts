// Times each phase of a first start's data load on an empty embedded database: `node --import tsx
// bench/import-phases.ts [dataDir]` (a fresh temporary directory by default; `memory` keeps it in memory).
// Figures in docs/decisions/050-bulk-lmia-load.md, 060 and 063.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { jobsChanged } from '../src/server/features/jobs/service';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { importCitiesFile, importLmiaFiles, importNocFile } from '../src/server/features/jobs/import/import-service';
import { referenceDataDir } from '../src/server/features/jobs/import/load-reference-data';

const arg = process.argv[2];
const dataDir = arg === 'memory' ? null : (arg ?? fs.mkdtempSync(path.join(os.tmpdir(), 'maple-phases-')));
const logger = pino({ level: 'warn' });
const phases: Array<[string, number]> = [];
async function timed<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  phases.push([name, Math.round(performance.now() - started)]);
  return result;
}

const total = performance.now();
const totalCpu = process.cpuUsage();
const database = await timed('open PGlite', () =>
  openDatabase({ kind: 'pglite', dataDir, socketDir: dataDir ? path.join(dataDir, 's') : null }, { logger: logger as never }),
);
try {
  await timed('migrate', () => runMigrations(database.pool));
  const dir = referenceDataDir();
  await timed('NOC', () => importNocFile(database.db, { file: path.join(dir, 'noc2021_unit_groups.csv') }));
  await timed('cities', () => importCitiesFile(database.db, { file: path.join(dir, 'canada_cities_simplemaps.csv') }));
  // As a first start loads them (load-reference-data.ts): every quarter in one transaction, the indexes built after.
  const files = fs
    .readdirSync(dir)
    .filter((file) => /^esdc_tfwp_.*\.csv$/.test(file))
    .sort();
  const results = await timed(`LMIA, ${files.length} quarters`, () =>
    importLmiaFiles(
      database.db,
      files.map((name) => ({ file: path.join(dir, name) })),
      { refreshStatistics: false },
    ),
  );
  for (const result of results)
    console.log(`${result.quarter}: ${result.rows} rows, ${result.inserted} new, ${result.jobsInserted} jobs, ${result.ms} ms`);
  await timed('statistics (jobsChanged)', () => jobsChanged(database.db));
  const counts = await database.db.execute(
    sql`SELECT (SELECT count(*) FROM jobs)::int AS jobs, (SELECT count(*) FROM lmia_employers)::int AS rows`,
  );
  console.log(counts.rows[0]);
} finally {
  await timed('close', () => database.close());
}
phases.push(['total', Math.round(performance.now() - total)]);
const cpu = process.cpuUsage(totalCpu);
phases.push(['total cpu', Math.round((cpu.user + cpu.system) / 1000)]);
for (const [name, ms] of phases) console.log(`${name.padEnd(48)} ${String(ms).padStart(7)} ms`);
if (dataDir && !arg) fs.rmSync(dataDir, { recursive: true, force: true });
