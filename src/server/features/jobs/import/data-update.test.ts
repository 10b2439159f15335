import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { projectRoot } from '../../../lib/project-root';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { downloadLmiaResource, fetchLmiaResources, LMIA_DATASET_ID, PortalUnavailableError } from './ckan';
import { updateLmiaQuarters } from './data-update';
import { lmiaQuarters } from './import-repo';
import { importLmiaFile } from './import-service';

/**
 * `npm run data:update` against a local server that answers like the open-data portal's CKAN API
 * (package_show) and serves the fixture files at the addresses it lists; imports run on a real database.
 */
const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

/** What the stand-in serves under /files/: a fixture, an HTTP status, or an answer that never comes. */
const FILES: Record<string, string | number | 'hang'> = {
  'tfwp_2019q2_pos_en.csv': fixture('esdc_tfwp_older_layout.csv'),
  'tfwp_2025q2_pos_en.xlsx': 500,
  'tfwp_2025q2_pos_en.csv': fixture('esdc_tfwp_2025q2_positive_lmia_en.csv'),
  'tfwp_2025q3_pos_en.csv': 404,
  'tfwp_2025q4_pos_en.xlsx': 'corrupt',
  'tfwp_2026q1_pos_en.xlsx': fixture('esdc_tfwp_2026q1_positive_lmia_en.xlsx'),
  'tfwp_2026q1_pos_fr.xlsx': 500,
  'slow.csv': 'hang',
};

let t: TestApp;
let db: Db;
let server: http.Server;
let portal: string;
const requested: string[] = [];

function resource(name: string, file: string, format: string, language: string[]) {
  return { id: file, name, format, language, url: `${portal}/files/${file}` };
}
const packageShow = () => ({
  help: `${portal}/api/3/action/help_show?name=package_show`,
  success: true,
  result: {
    id: LMIA_DATASET_ID,
    name: LMIA_DATASET_ID,
    title: 'Temporary Foreign Worker Program (TFWP): Positive Labour Market Impact Assessment (LMIA) Employers List',
    resources: [
      resource('2019Q2 Positive Labour Market Impact Assessment (LMIA) Employers List', 'tfwp_2019q2_pos_en.csv', 'CSV', ['en']),
      resource('Liste des employeurs ayant obtenu une EIMT positive 2019T2', 'tfwp_2019q2_pos_fr.csv', 'CSV', ['fr']),
      resource('Positive LMIA Employers List, April to June 2025', 'tfwp_2025q2_pos_en.xlsx', 'XLSX', ['en']),
      resource('Positive LMIA Employers List, April to June 2025', 'tfwp_2025q2_pos_en.csv', 'CSV', ['en']),
      resource('Positive LMIA Employers List Q3 2025', 'tfwp_2025q3_pos_en.csv', 'CSV', ['en']),
      resource('Positive LMIA Employers List Q4 2025', 'tfwp_2025q4_pos_en.xlsx', 'XLSX', ['en']),
      resource('Positive LMIA Employers List 2026Q1', 'tfwp_2026q1_pos_en.xlsx', 'XLSX', ['en']),
      resource('Liste des employeurs EIMT positive 2026T1', 'tfwp_2026q1_pos_fr.xlsx', 'XLSX', ['fr']),
      resource('Data dictionary', 'tfwp_data_dictionary_en.pdf', 'PDF', ['en']),
    ],
  },
});

async function answer(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = new URL(request.url ?? '/', portal);
  requested.push(url.pathname);
  if (url.pathname === '/api/3/action/package_show' && url.searchParams.get('id') === LMIA_DATASET_ID) {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(packageShow()));
    return;
  }
  const file = url.pathname.startsWith('/files/') ? FILES[url.pathname.slice('/files/'.length)] : undefined;
  if (file === 'hang') return; // never answers: the download's time limit ends it
  if (file === 'corrupt') {
    const whole = await fs.readFile(fixture('esdc_tfwp_2026q1_positive_lmia_en.xlsx'));
    response.writeHead(200).end(whole.subarray(0, whole.length >> 1));
    return;
  }
  if (typeof file === 'string') {
    response.writeHead(200).end(await fs.readFile(file));
    return;
  }
  response.writeHead(typeof file === 'number' ? file : 404).end('not here');
}

const quarters = async () => Object.fromEntries((await lmiaQuarters(db)).map(({ quarter, rows }) => [quarter, rows]));

beforeAll(async () => {
  server = http.createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  portal = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp();
  db = t.app.database.db;
  // A quarter the data already has: data:update must not download it again.
  await importLmiaFile(db, { file: fixture('esdc_tfwp_older_layout.csv') });
}, 120_000);
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

describe('finding the quarter files on the portal', () => {
  it('lists the English CSV and XLSX files that name a quarter, from any of the ways names put it', async () => {
    const found = await fetchLmiaResources(portal);
    expect(found.map((file) => [file.quarter, file.format, file.url.slice(portal.length)])).toEqual([
      ['2019Q2', 'csv', '/files/tfwp_2019q2_pos_en.csv'],
      ['2025Q2', 'xlsx', '/files/tfwp_2025q2_pos_en.xlsx'],
      ['2025Q2', 'csv', '/files/tfwp_2025q2_pos_en.csv'],
      ['2025Q3', 'csv', '/files/tfwp_2025q3_pos_en.csv'],
      ['2025Q4', 'xlsx', '/files/tfwp_2025q4_pos_en.xlsx'],
      ['2026Q1', 'xlsx', '/files/tfwp_2026q1_pos_en.xlsx'],
    ]);
  });

  it('says clearly when the portal cannot be reached or does not answer as CKAN', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const nobody = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = fetchLmiaResources(nobody);
    await expect(unreachable).rejects.toBeInstanceOf(PortalUnavailableError);
    await expect(unreachable).rejects.toThrow(`cannot reach the open-data portal at ${nobody} (the connection was refused, ECONNREFUSED)`);
    // The stand-in answers 404 for a dataset it does not hold, and a page that is not JSON.
    await expect(fetchLmiaResources(portal, 'no-such-dataset')).rejects.toThrow(/cannot reach the open-data portal at .* \(HTTP 404\)/);
    await expect(fetchLmiaResources(`${portal}/files/tfwp_2019q2_pos_en.csv#`)).rejects.toThrow(PortalUnavailableError);
  });
});

describe('loading the quarters the data lacks', () => {
  it('downloads and imports each missing quarter, skips the ones present, and reports the files that failed', async () => {
    requested.length = 0;
    const resources = await fetchLmiaResources(portal);
    const report = await updateLmiaQuarters(db, resources);
    expect(report.offered).toEqual(['2019Q2', '2025Q2', '2025Q3', '2025Q4', '2026Q1']);
    expect(report.present).toEqual(['2019Q2']);
    expect(report.loaded.map((r) => [r.quarter, r.rows, r.inserted, r.jobsInserted, r.newQuarter])).toEqual([
      ['2025Q2', 5, 5, 5, true],
      ['2026Q1', 16, 16, 16, true],
    ]);
    expect(report.failed.map((failure) => [failure.quarter, failure.url.slice(portal.length), failure.reason])).toEqual([
      // The first 2025Q2 file failed; the CSV of the same quarter was loaded instead.
      ['2025Q2', '/files/tfwp_2025q2_pos_en.xlsx', 'download failed (HTTP 500)'],
      ['2025Q3', '/files/tfwp_2025q3_pos_en.csv', 'download failed (HTTP 404)'],
      [
        '2025Q4',
        '/files/tfwp_2025q4_pos_en.xlsx',
        expect.stringMatching(/^not readable, nothing written: line 1: not readable as an XLSX workbook/),
      ],
    ]);
    expect(await quarters()).toEqual({ '2019Q2': 5, '2025Q2': 5, '2026Q1': 16 });
    // The quarter present and the French files were never downloaded.
    expect(requested.filter((file) => file.startsWith('/files/')).sort()).toEqual([
      '/files/tfwp_2025q2_pos_en.csv',
      '/files/tfwp_2025q2_pos_en.xlsx',
      '/files/tfwp_2025q3_pos_en.csv',
      '/files/tfwp_2025q4_pos_en.xlsx',
      '/files/tfwp_2026q1_pos_en.xlsx',
    ]);
  });

  it('loads nothing on a second run: the quarters it brought are present now', async () => {
    requested.length = 0;
    const report = await updateLmiaQuarters(db, await fetchLmiaResources(portal));
    expect(report.present).toEqual(['2019Q2', '2025Q2', '2026Q1']);
    expect(report.loaded).toEqual([]);
    expect(report.failed.map((failure) => failure.quarter)).toEqual(['2025Q3', '2025Q4']);
    expect(requested).not.toContain('/files/tfwp_2026q1_pos_en.xlsx');
    expect(await quarters()).toEqual({ '2019Q2': 5, '2025Q2': 5, '2026Q1': 16 });
  });

  it('gives up on a file over the size cap or slower than the time limit', async () => {
    const file = (name: string) => ({ quarter: '2026Q1', format: 'xlsx' as const, name, url: `${portal}/files/${name}` });
    await expect(downloadLmiaResource(file('tfwp_2026q1_pos_en.xlsx'), { timeoutMs: 5_000, maxBytes: 1_000 })).rejects.toThrow(
      'download failed (larger than 1000 bytes)',
    );
    await expect(downloadLmiaResource(file('slow.csv'), { timeoutMs: 300, maxBytes: 1_000 })).rejects.toThrow(
      'download failed (no answer in time)',
    );
  });
});

const tsx = (env: Record<string, string>) =>
  promisify(execFile)(path.join(projectRoot(), 'node_modules', '.bin', 'tsx'), ['src/server/cli/data-update.ts'], {
    cwd: projectRoot(),
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

describe('npm run data:update', () => {
  it('prints what it loaded and what it could not, and exits 1 when a file failed', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'data-update-'));
    try {
      const run = await tsx({ CKAN_URL: portal, DATA_DIR: dataDir });
      expect(run.stdout).toContain(`${portal}: 6 English quarter files, quarters 2019Q2, 2025Q2, 2025Q3, 2025Q4, 2026Q1.`);
      expect(run.stdout).toMatch(
        /^Loaded 2026Q1 from tfwp_2026q1_pos_en\.xlsx: 16 rows read, 16 new; jobs 16 new, 0 updated \(\d+ ms\)\. A new quarter/m,
      );
      expect(run.stdout).toMatch(/^Loaded 2019Q2 from tfwp_2019q2_pos_en\.csv: 5 rows read, 5 new;/m);
      expect(run.stderr).toContain(`Could not load 2025Q3 from ${portal}/files/tfwp_2025q3_pos_en.csv: download failed (HTTP 404)`);
      expect(run.code).toBe(1);
      const again = await tsx({ CKAN_URL: portal, DATA_DIR: dataDir });
      expect(again.stdout).toContain('Already loaded, skipped: 2019Q2, 2025Q2, 2026Q1.');
      expect(again.stdout).not.toMatch(/^Loaded/m);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('exits non-zero with one clear sentence, not a stack trace, when the portal cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const nobody = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const failure = await tsx({ CKAN_URL: nobody, DATA_DIR: '/nonexistent/never-opened' });
    expect(failure.code).toBe(1);
    expect(failure.stdout).toBe('');
    expect(failure.stderr.trim()).toBe(
      `data:update: cannot reach the open-data portal at ${nobody} (the connection was refused, ECONNREFUSED). Nothing was changed. ` +
        `Check the network (or set CKAN_URL to the portal's address) and run it again.`,
    );
  }, 60_000);
});
