import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { loadReferenceData, referenceDataDir } from './load-reference-data';

/**
 * The start-up loader, wired through buildApp, on a directory holding the real NOC and city files and a
 * small LMIA quarter (the full quarters are covered once in import-service.test.ts).
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-reference-'));
for (const name of ['noc2021_unit_groups.csv', 'canada_cities_simplemaps.csv'])
  fs.copyFileSync(path.join(referenceDataDir(), name), path.join(dir, name));
fs.copyFileSync(
  path.join(import.meta.dirname, 'fixtures', 'esdc_tfwp_older_layout.csv'),
  path.join(dir, 'esdc_tfwp_2019q2_positive_lmia_en.csv'),
);

const logLines: string[] = [];
const highlighted: string[] = [];
const memoryLog = () => {
  const log = { info: (message: string) => logLines.push(message), error: () => {}, warn: () => {}, debug: () => {} };
  return log as unknown as FastifyBaseLogger;
};

let t: TestApp;
const counts = async () =>
  (
    await t.app.database.db.execute<{ noc: number; cities: number; employers: number; jobs: number }>(sql`
      SELECT (SELECT count(*)::int FROM noc_unit_groups) AS noc, (SELECT count(*)::int FROM cities) AS cities,
             (SELECT count(*)::int FROM lmia_employers) AS employers, (SELECT count(*)::int FROM jobs) AS jobs`)
  ).rows[0];

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      loadReferenceData: true,
      referenceDataDir: dir,
      logger: {
        level: 'info',
        stream: {
          write: (line: string) => {
            const entry = JSON.parse(line) as { msg: string; highlight?: boolean };
            logLines.push(entry.msg);
            if (entry.highlight) highlighted.push(entry.msg);
          },
        },
      },
    },
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('loading the reference data on start', () => {
  it('fills empty tables before the app serves, logging progress', async () => {
    expect(await counts()).toEqual({ noc: 516, cities: 1_737, employers: 5, jobs: 5 });
    expect(logLines).toContain('Loading reference data: LMIA 2019Q2…');
    expect(logLines.some((line) => /^Loaded reference data: NOC 2021 \(516 unit groups\) in \d+ ms$/.test(line))).toBe(true);
    // The line a newcomer looks for on a first start stands out (bold at a terminal, `highlight` in JSON).
    expect(highlighted).toContainEqual(expect.stringMatching(/^Reference data ready: LMIA quarters 2019Q2 \(5 jobs\) in \d+\.\d s$/));
  });

  it('skips what is already there, and loads only a quarter that is missing', async () => {
    logLines.length = 0;
    expect(await loadReferenceData(t.app.database.db, memoryLog(), dir)).toMatchObject({ noc: null, cities: null, quarters: [] });
    expect(logLines).toEqual([]);

    fs.writeFileSync(
      path.join(dir, 'esdc_tfwp_2019q3_positive_lmia_en.csv'),
      [
        '"Positive LMIA employers, July to September 2019",,,,,,,',
        'Province/Territory,Program Stream,Employer,Address,Occupation,Incorporate Status,Approved LMIAs,Approved Positions',
        'Yukon,High Wage,Klondike Clinic,"Whitehorse, YT Y1A 1A1",31301-Registered nurses and registered psychiatric nurses,Unknown,1,2',
      ].join('\n'),
    );
    const summary = await loadReferenceData(t.app.database.db, memoryLog(), dir);
    expect(summary.quarters).toEqual([expect.objectContaining({ quarter: '2019Q3', rows: 1, inserted: 1, jobs: 1 })]);
    expect(await counts()).toMatchObject({ employers: 6, jobs: 6 });
  });
});
