// Times each phase of a first start's data load on an empty embedded database: `node --import tsx
// bench/import-phases.ts [dataDir]` (a fresh temporary directory by default; `memory` keeps it in memory).
// Figures in docs/decisions/050-bulk-lmia-load.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { importCitiesFile, importLmiaFile, importNocFile } from '../src/server/features/jobs/import/import-service';
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
  const dropGin = process.env.DROP_GIN === '1';
  if (dropGin) await timed('drop GIN', () => database.db.execute(sql`DROP INDEX jobs_search_idx`));
  for (const name of fs
    .readdirSync(dir)
    .filter((file) => /^esdc_tfwp_.*\.csv$/.test(file))
    .sort()) {
    const result = await timed(`LMIA ${name}`, () => importLmiaFile(database.db, { file: path.join(dir, name) }));
    console.log(`${result.quarter}: ${result.rows} rows, ${result.inserted} new, ${result.jobsInserted} jobs`);
  }
  if (dropGin) await timed('create GIN', () => database.db.execute(sql`CREATE INDEX jobs_search_idx ON jobs USING gin (search)`));
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
