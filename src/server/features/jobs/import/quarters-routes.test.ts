import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LMIA_UPLOAD_ERROR_CODES } from '../../../../shared/error-codes';
import { AUDIT_ACTIONS, LMIA_UPLOAD_MAX_BYTES } from '../../../../shared/schemas/admin';
import { sessionCookieFor, signUp } from '../../../test-support/members';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

/**
 * The console's LMIA data section over HTTP on a real database: an administrator uploads a quarter's file
 * (its bytes as the body), sees it listed, and a second upload of the same file duplicates nothing.
 */
const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const XLSX = 'esdc_tfwp_2026q1_positive_lmia_en.xlsx';
const CSV = 'esdc_tfwp_2025q2_positive_lmia_en.csv';

let t: TestApp;
let adminToken: string;

const upload = (bytes: Buffer | string, fileName: string, headers: Record<string, string> = { authorization: `Bearer ${adminToken}` }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/lmia-quarters?fileName=${encodeURIComponent(fileName)}`,
    // A file is no JSON: the CSRF guard wants this site's Origin, which a browser's fetch sends.
    headers: { 'content-type': 'application/octet-stream', origin: new URL(t.config.publicUrl).origin, ...headers },
    payload: bytes,
  });
const list = () => t.app.inject({ method: 'GET', url: '/api/admin/lmia-quarters', headers: { authorization: `Bearer ${adminToken}` } });
const count = async (table: 'lmia_employers' | 'jobs', quarter: string) =>
  Number(
    (
      await t.app.database.pool.query(`SELECT count(*) AS n FROM ${table} WHERE ${table === 'jobs' ? 'lmia_quarter' : 'quarter'} = $1`, [
        quarter,
      ])
    ).rows[0].n,
  );

beforeAll(async () => {
  t = await createTestApp({ admin: { username: 'lmia-admin', password: 'Lmia-Admin-Password-1' } });
  adminToken = (
    await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'lmia-admin', password: 'Lmia-Admin-Password-1' } })
  ).json().token;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('uploading an LMIA quarter in the console', () => {
  it('loads an XLSX quarter, lists it with its rows and date, and audits the upload', async () => {
    const response = await upload(fixture(XLSX), XLSX);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, quarter: '2026Q1', alreadyLoaded: false });
    expect(body.inserted).toBeGreaterThan(0);
    expect(body.inserted).toBe(body.rows);
    expect(body.jobsInserted).toBe(body.inserted);
    expect(body.message).toContain('Jan–Mar 2026');
    expect(await count('lmia_employers', '2026Q1')).toBe(body.inserted);

    const listed = await list();
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const [quarter] = listed.json();
    expect(quarter).toMatchObject({ quarter: '2026Q1', label: 'Jan–Mar 2026', rows: body.inserted });
    expect(Date.now() - Date.parse(quarter.loadedAt)).toBeLessThan(10 * 60_000);

    const audit = await t.app.database.pool.query(`SELECT action, reason FROM admin_audit WHERE action = $1`, [
      AUDIT_ACTIONS.uploadLmiaQuarter,
    ]);
    expect(audit.rows).toEqual([
      { action: 'upload_lmia_quarter', reason: `${XLSX}: 2026Q1, ${body.rows} rows read, ${body.inserted} new` },
    ]);
  });

  it('says a quarter is already loaded on a second upload, and duplicates nothing', async () => {
    const rows = await count('lmia_employers', '2026Q1');
    const jobs = await count('jobs', '2026Q1');
    const response = await upload(fixture(XLSX), XLSX);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, quarter: '2026Q1', alreadyLoaded: true, inserted: 0, jobsInserted: 0 });
    expect(response.json().message).toBe('Jan–Mar 2026 is already loaded: nothing was added and nothing duplicated.');
    expect(await count('lmia_employers', '2026Q1')).toBe(rows);
    expect(await count('jobs', '2026Q1')).toBe(jobs);
  });

  it('takes a CSV quarter too, and lists the quarters newest first', async () => {
    const response = await upload(fixture(CSV), CSV, { authorization: `Bearer ${adminToken}`, 'content-type': 'text/csv' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ quarter: '2025Q2', alreadyLoaded: false });
    expect((await list()).json().map((q: { quarter: string }) => q.quarter)).toEqual(['2026Q1', '2025Q2']);
  });

  it('refuses a file that is not a quarter with a 400 that says why, and writes nothing', async () => {
    const before = (await list()).json();
    const wrongName = await upload('a,b\n1,2\n', 'notes.pdf');
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json()).toMatchObject({ success: false, errorCode: LMIA_UPLOAD_ERROR_CODES.wrongType });

    const noQuarter = await upload(fixture(CSV).toString('utf8').split('\n').slice(1).join('\n'), 'lmia.csv');
    expect(noQuarter.statusCode).toBe(400);
    expect(noQuarter.json()).toMatchObject({ success: false, errorCode: LMIA_UPLOAD_ERROR_CODES.unreadable });
    expect(noQuarter.json().message).toContain('cannot tell the quarter');

    const notXlsx = await upload('this is no workbook', 'esdc_tfwp_2026q2_positive_lmia_en.xlsx');
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json().errorCode).toBe(LMIA_UPLOAD_ERROR_CODES.unreadable);

    const empty = await upload('', 'esdc_tfwp_2026q2_positive_lmia_en.csv');
    expect(empty.statusCode).toBe(400);

    // PostgreSQL refuses a NUL in text: the file is refused before anything is written, not answered with a 500.
    const withNul = fixture(CSV).toString('utf8').replace('6408 N.W.T Ltd', '6408 N.W.T\u0000 Ltd');
    const nul = await upload(withNul, CSV);
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json().message).toContain('NUL');
    expect(nul.json()).toMatchObject({ success: false, errorCode: LMIA_UPLOAD_ERROR_CODES.unreadable });

    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/admin/lmia-quarters?fileName=x.csv',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      payload: { rows: [] },
    });
    expect(asJson.statusCode).toBe(400);
    expect(asJson.json().errorCode).toBe(LMIA_UPLOAD_ERROR_CODES.wrongType);

    const tooLarge = await upload(Buffer.alloc(LMIA_UPLOAD_MAX_BYTES + 1, 0x41), 'big.csv');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ success: false, errorCode: 'PAYLOAD_TOO_LARGE' });

    expect((await list()).json()).toEqual(before);
  });

  it('is for administrators only: a visitor and a member get 401, with nothing loaded', async () => {
    const visitor = await upload(fixture(CSV), 'esdc_tfwp_2019q2_positive_lmia_en.csv', {});
    expect(visitor.statusCode).toBe(401);
    const { user } = await signUp(t.app);
    const cookie = await sessionCookieFor(t.app, user.email);
    const member = await upload(fixture(CSV), 'esdc_tfwp_2019q2_positive_lmia_en.csv', { cookie });
    expect(member.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/lmia-quarters', headers: { cookie } })).statusCode).toBe(401);
    expect(await count('lmia_employers', '2019Q2')).toBe(0);
  });
});
