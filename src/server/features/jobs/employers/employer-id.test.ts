import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employerKey } from '../import/address';
import { isEmployerId } from '../../../../shared/schemas/employers';
import { kmBetween, boundingBox } from '../radius';
import { EMPLOYER_ID_SQL } from '../../../db/employer-id';

/** The employer id's folding (docs/product.md#employer-pages), run by the database as the generated column runs it. */
let client: PGlite;
beforeAll(async () => {
  client = new PGlite();
});
afterAll(async () => client?.close());

async function employerId(name: string, provinceCode: string | null = 'ON') {
  const db = drizzle(client);
  const result = await db.execute<{ id: string }>(
    sql`SELECT ${EMPLOYER_ID_SQL} AS id FROM (VALUES (${employerKey(name)}::text, ${provinceCode}::text)) AS lmia_employers(employer_key, province_code)`,
  );
  return result.rows[0]!.id;
}

describe('employer id', () => {
  it('folds case, accents, punctuation and the legal suffixes, keeping the province apart', async () => {
    for (const name of [
      'Maple Leaf Foods Inc.',
      'MAPLE LEAF FOODS LIMITED',
      'Maple-Leaf Foods, Ltd.',
      'The Maple Leaf Foods Corp.',
      'maple leaf foods',
    ]) {
      expect(await employerId(name), name).toBe('on-maple-leaf-foods');
    }
    expect(await employerId('Maple Leaf Foods Inc.', 'BC')).toBe('bc-maple-leaf-foods');
    expect(await employerId('Boulangerie Saint-Léon Ltée', 'QC')).toBe('qc-boulangerie-saint-leon');
    expect(await employerId('Crêperie Élan Incorporated', 'QC')).toBe('qc-creperie-elan');
    expect(await employerId('Prairie Farms Co. Ltd.', 'SK')).toBe('sk-prairie-farms');
    expect(await employerId('Smith & Sons LLP')).toBe('on-smith-sons');
    expect(await employerId('Northern Dig ULC', 'AB')).toBe('ab-northern-dig');
  });

  it('drops "the" only where the name starts with it, and suffixes only at the end', async () => {
    expect(await employerId('Theatre Company of Toronto')).toBe('on-theatre-company-of-toronto');
    expect(await employerId('Inc Ltd Design Studio')).toBe('on-inc-ltd-design-studio');
    expect(await employerId('Lakeview Co')).toBe('on-lakeview');
  });

  it('never leaves a name empty: a name that is only a suffix or "the" keeps its words, one with no Latin letter a hash', async () => {
    expect(await employerId('Limited')).toBe('on-limited');
    expect(await employerId('The Company')).toBe('on-company');
    expect(await employerId('Inc.')).toBe('on-inc');
    expect(await employerId('The')).toBe('on-the');
    expect(await employerId('株式会社')).toMatch(/^on-employer-[0-9a-f]{10}$/);
  });

  it('uses "abroad" for a head office outside Canada, and every id has the shape the route accepts', async () => {
    expect(await employerId('Global Staffing Inc.', null)).toBe('abroad-global-staffing');
    for (const name of ['Maple Leaf Foods Inc.', 'Limited', '株式会社', "O'Brien's Bakery", '1234567 Canada Inc.']) {
      expect(isEmployerId(await employerId(name)), name).toBe(true);
    }
  });
});

describe('radius', () => {
  it('measures great-circle distances (Toronto–Montréal ≈ 504 km, a point to itself 0)', () => {
    const toronto = { lat: 43.6532, lng: -79.3832 };
    expect(kmBetween(toronto, { lat: 45.5019, lng: -73.5674 })).toBeGreaterThan(495);
    expect(kmBetween(toronto, { lat: 45.5019, lng: -73.5674 })).toBeLessThan(512);
    expect(kmBetween(toronto, toronto)).toBe(0);
  });

  it('draws a box that holds every point at the radius in each direction', () => {
    const centre = { lat: 60.7212, lng: -135.0568 };
    const box = boundingBox(centre, 100);
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      // A point 99.9 km away along the bearing (small-distance approximation is enough inside the box test).
      const radians = (bearing * Math.PI) / 180;
      const dLat = (99.9 / 111.195) * Math.cos(radians);
      const dLng = ((99.9 / 111.195) * Math.sin(radians)) / Math.cos((centre.lat * Math.PI) / 180);
      const point = { lat: centre.lat + dLat, lng: centre.lng + dLng };
      expect(kmBetween(centre, point)).toBeLessThan(100.5);
      expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(point.lat).toBeLessThanOrEqual(box.maxLat);
      expect(point.lng).toBeGreaterThanOrEqual(box.minLng);
      expect(point.lng).toBeLessThanOrEqual(box.maxLng);
    }
  });
});
