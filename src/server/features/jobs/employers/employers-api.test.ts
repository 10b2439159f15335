import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../../../shared/schemas/envelope';
import { employerResponseSchema } from '../../../../shared/schemas/employers';
import { jobFilterChoicesSchema, jobListSchema } from '../../../../shared/schemas/jobs';
import { signIn, signUp, signUpMember } from '../../../test-support/members';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { importCitiesFile, importLmiaFile, importNocFile } from '../import/import-service';
import { referenceDataDir } from '../import/load-reference-data';
import { kmBetween } from '../radius';

/**
 * Employer pages and the search filters (docs/product.md#employer-pages, #job-search) on a real database,
 * filled by the real importers: the shipped NOC groups and cities, and two small quarters in ESDC's layout
 * where one employer is written three ways.
 */
const HEADER = 'Province/Territory,Program Stream,Employer,Address,Occupation,Incorporate Status,Approved LMIAs,Approved Positions';
const quarterFile = (period: string, rows: string[]) =>
  [
    `"Employers Who Were Issued a Positive Labour Market Impact Assessment (LMIA) by Program Stream, National Occupational Classification (NOC) 2021 and Business Location, ${period}",b,c,d,e,f,g,h`,
    HEADER,
    ...rows,
  ].join('\n');

const Q4_2024 = quarterFile('October to December 2024', [
  'Ontario,High Wage,Maple Leaf Foods Inc.,"Brampton, ON L6T 1A1",94141-Industrial butchers and meat cutters,Unknown,1,6',
  'Ontario,Low Wage,Toronto Bakery Corp.,"Toronto, ON M5H 2M9",63200-Cooks,Unknown,1,2',
]);
const Q1_2025 = quarterFile('January to March 2025', [
  'Ontario,Low Wage,MAPLE LEAF FOODS LIMITED,"Brampton, ON L6T 1A1",63200-Cooks,Unknown,1,3',
  'Ontario,Primary Agriculture,"The Maple Leaf Foods, Ltd","Brampton, ON L6T 2B2",85100-Livestock labourers,Unknown,1,4',
  'British Columbia,High Wage,Maple Leaf Foods Inc.,"Vancouver, BC V6B 1A1",31301-Registered nurses and registered psychiatric nurses,Unknown,1,1',
]);

let t: TestApp;
let memberCookie: string;
let unpaidCookie: string;
const get = (url: string, cookie = memberCookie) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const companies = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return jobListSchema
    .parse(response.json())
    .map((job) => `${job.company} (${job.location})`)
    .sort();
};
const expectError = async (url: string, status: number, errorCode: string, cookie = memberCookie) => {
  const response = await get(url, cookie);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
  expect(errorEnvelopeSchema.parse(response.json()).errorCode).toBe(errorCode);
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.database.db;
  const reference = (name: string) => ({ file: path.join(referenceDataDir(), name) });
  await importNocFile(db, reference('noc2021_unit_groups.csv'));
  await importCitiesFile(db, reference('canada_cities_simplemaps.csv'));
  await importLmiaFile(db, { text: Q4_2024, fileName: 'esdc_tfwp_2024q4_positive_lmia_en.csv' });
  await importLmiaFile(db, { text: Q1_2025, fileName: 'esdc_tfwp_2025q1_positive_lmia_en.csv' });
  memberCookie = (await signUpMember(t.app)).cookie;
  const unpaid = await signUp(t.app);
  unpaidCookie = (await signIn(t.app, unpaid.payload.email)).cookie;
}, 120_000);
afterAll(async () => t?.close());

describe('GET /api/employers/:id', () => {
  it('answers members only: 401 signed out, 403 without a membership', async () => {
    await expectError('/api/employers/on-maple-leaf-foods', 401, 'AUTHENTICATION_REQUIRED', '');
    const unpaid = await get('/api/employers/on-maple-leaf-foods', unpaidCookie);
    expect(unpaid.statusCode).toBe(403);
  });

  it('folds the ways one employer is written, in one province, into one page with every approval, newest first', async () => {
    const response = await get('/api/employers/on-maple-leaf-foods');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const { employer } = employerResponseSchema.parse(response.json());
    expect(employer).toMatchObject({ id: 'on-maple-leaf-foods', province: 'Ontario', city: 'Brampton' });
    expect(['MAPLE LEAF FOODS LIMITED', 'The Maple Leaf Foods, Ltd']).toContain(employer.name);
    expect(employer.approvals.map((a) => [a.quarter, a.noc, a.positions])).toEqual([
      ['2025Q1', '63200', 3],
      ['2025Q1', '85100', 4],
      ['2024Q4', '94141', 6],
    ]);
    expect(employer.approvals[0]).toMatchObject({ occupation: 'Cooks', address: 'Brampton, ON L6T 1A1' });
    expect(employer.approvals[2]!.stream).toMatch(/high wage/i);
    // Each approval names the job it became, which is this employer's job.
    for (const approval of employer.approvals) {
      const job = await get(`/api/jobs/${approval.jobId}`);
      expect(job.json()).toMatchObject({ employerId: 'on-maple-leaf-foods', nocCode: approval.noc, lmiaQuarter: approval.quarter });
    }
  });

  it('keeps the same name in another province a different employer', async () => {
    const { employer } = employerResponseSchema.parse((await get('/api/employers/bc-maple-leaf-foods')).json());
    expect(employer.approvals.map((a) => a.noc)).toEqual(['31301']);
  });

  it('answers an unknown id and an id of another shape with the 404 envelope', async () => {
    for (const id of [
      'on-nobody-here',
      '42',
      'ON-Maple-Leaf-Foods',
      'on_maple',
      encodeURIComponent('on maple leaf foods'),
      'x'.repeat(99),
    ]) {
      await expectError(`/api/employers/${id}`, 404, 'EMPLOYER_NOT_FOUND');
    }
    // Longer than any route parameter may be: no route matches, and the answer is still the 404 envelope.
    await expectError(`/api/employers/${'x'.repeat(300)}`, 404, 'NOT_FOUND');
  });

  it('gives each LMIA job of a member its employer page id', async () => {
    const jobs = jobListSchema.parse((await get('/api/jobs?employer=maple leaf')).json());
    expect(jobs).toHaveLength(4);
    expect(new Set(jobs.map((job) => job.employerId))).toEqual(new Set(['on-maple-leaf-foods', 'bc-maple-leaf-foods']));
  });
});

describe('GET /api/jobs filters', () => {
  it('filters by TEER, stream, quarter and employer (its page id or part of its name)', async () => {
    expect(await companies('/api/jobs?teer=1')).toEqual(['Maple Leaf Foods Inc. (Vancouver)']);
    expect(await companies('/api/jobs?teer=3')).toEqual(['MAPLE LEAF FOODS LIMITED (Brampton)', 'Toronto Bakery Corp. (Toronto)']);
    expect(await companies('/api/jobs?stream=Primary Agriculture')).toEqual(['The Maple Leaf Foods, Ltd (Brampton)']);
    expect(await companies('/api/jobs?quarter=2024Q4')).toEqual(['Maple Leaf Foods Inc. (Brampton)', 'Toronto Bakery Corp. (Toronto)']);
    expect(await companies('/api/jobs?employer=on-maple-leaf-foods&quarter=2025Q1')).toEqual([
      'MAPLE LEAF FOODS LIMITED (Brampton)',
      'The Maple Leaf Foods, Ltd (Brampton)',
    ]);
    expect(await companies('/api/jobs?employer=bakery')).toEqual(['Toronto Bakery Corp. (Toronto)']);
    // A % in the name is literal, not a wildcard.
    expect(await companies('/api/jobs?employer=%25')).toEqual([]);
  });

  it('finds jobs within the radius of a city: Brampton is about 32 km from Toronto', async () => {
    expect(kmBetween({ lat: 43.7417, lng: -79.3733 }, { lat: 43.6833, lng: -79.7667 })).toBeGreaterThan(25);
    expect(kmBetween({ lat: 43.7417, lng: -79.3733 }, { lat: 43.6833, lng: -79.7667 })).toBeLessThan(50);
    expect(await companies('/api/jobs?city=Toronto, ON&radius=25')).toEqual(['Toronto Bakery Corp. (Toronto)']);
    const within50 = await companies('/api/jobs?city=Toronto&radius=50');
    expect(within50).toHaveLength(4);
    expect(within50).not.toContain('Maple Leaf Foods Inc. (Vancouver)');
    // 50 km when no radius is given; accents and case do not matter.
    expect(await companies('/api/jobs?city=brampton')).toHaveLength(4);
    expect(await companies('/api/jobs?city=Vancouver, BC&radius=250')).toEqual(['Maple Leaf Foods Inc. (Vancouver)']);
  });

  it('answers bad filter values with the 400 envelope, never a 500', async () => {
    for (const query of [
      'teer=6',
      'teer=one',
      'teer=-1',
      'quarter=2025Q5',
      'quarter=last',
      'radius=30',
      'radius=abc',
      'city=Atlantis',
      'city=Toronto, QC',
    ]) {
      await expectError(`/api/jobs?${query}`, 400, 'VALIDATION_ERROR');
    }
  });

  it('lists the streams, quarters and TEERs the data has (GET /api/jobs/filters, public)', async () => {
    const response = await get('/api/jobs/filters', '');
    expect(response.statusCode).toBe(200);
    const choices = jobFilterChoicesSchema.parse(response.json());
    expect(choices.quarters).toEqual(['2025Q1', '2024Q4']);
    expect(choices.streams).toEqual(['High Wage', 'Low Wage', 'Primary Agriculture']);
    expect(choices.teers).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
